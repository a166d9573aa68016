/**
 * The deck registration sheet as a one-page PDF (A4 or Letter): title, player, deck, format and
 * date, the QR code of the deck's link, then the main and side decks grouped by card type with
 * counts and totals, in the interface language, as the on-screen sheet shows it. The page is
 * painted on a canvas at 200 dpi and embedded as an image: the canvas has the system's Japanese
 * fonts, which PDF's standard fonts lack, and shipping a CJK font to embed would add megabytes.
 */
import { PDFDocument } from 'pdf-lib';
import type { CardCatalog } from '../../../../../engine/decks/catalog';
import type { Deck } from '../../../../../engine/decks/model';
import { sheetSection, type SheetSection } from '../../../../../engine/decks/registration';
import { localName, type LanguageCode } from '../../../../../engine/i18n/languages';
import { i18n } from '../../../../i18n';
import { FONT } from '../paint/face';
import { PAPER, type Paper } from './paper';

const DPI = 200;

export interface SheetFields {
  player: string;
  format: string;
  date: string;
}

export async function sheetPdf(
  deck: Deck,
  catalog: CardCatalog,
  fields: SheetFields,
  qrPng: Uint8Array,
  lang: LanguageCode,
  paper: Paper,
): Promise<Uint8Array> {
  const t = (key: string, options: Record<string, unknown> = {}) =>
    i18n.t(key as 'share:pdf.player', { ...options, lng: lang });
  const { width, height } = PAPER[paper];
  const canvas = document.createElement('canvas');
  canvas.width = Math.round((width / 72) * DPI);
  canvas.height = Math.round((height / 72) * DPI);
  const ctx = canvas.getContext('2d')!;
  const u = DPI / 25.4; // pixels per millimetre
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#111';
  ctx.textBaseline = 'top';
  const margin = 15 * u;
  ctx.font = `bold ${7 * u}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.fillText(t('share:pdf.sheetTitle'), canvas.width / 2, margin);
  ctx.textAlign = 'left';

  const qr = await createImageBitmap(new Blob([qrPng as Uint8Array<ArrayBuffer>], { type: 'image/png' }));
  const qrSize = 30 * u;
  ctx.drawImage(qr, canvas.width - margin - qrSize, margin + 11 * u, qrSize, qrSize);

  let y = margin + 14 * u;
  ctx.font = `${4 * u}px ${FONT}`;
  const field = (label: string, value: string) => {
    ctx.font = `bold ${3.6 * u}px ${FONT}`;
    ctx.fillText(label, margin, y);
    ctx.font = `${3.6 * u}px ${FONT}`;
    ctx.fillText(value, margin + 38 * u, y);
    ctx.fillRect(margin + 38 * u, y + 5 * u, canvas.width - 2 * margin - 38 * u - qrSize - 6 * u, 0.25 * u);
    y += 7.5 * u;
  };
  field(t('share:pdf.player'), fields.player);
  field(t('share:pdf.deck'), deck.name);
  field(t('share:pdf.format'), fields.format);
  field(t('share:pdf.date'), fields.date);
  y = Math.max(y, margin + 11 * u + qrSize) + 6 * u;

  const columnW = (canvas.width - 2 * margin - 8 * u) / 2;
  const row = 5 * u;
  const table = (title: string, section: SheetSection, x: number, top: number) => {
    let at = top;
    ctx.font = `bold ${4.2 * u}px ${FONT}`;
    ctx.fillText(`${title}  ${section.total}`, x, at);
    at += 6 * u;
    ctx.fillRect(x, at, columnW, 0.5 * u);
    at += 2 * u;
    ctx.font = `bold ${3 * u}px ${FONT}`;
    ctx.fillText(t('share:pdf.count'), x, at);
    ctx.fillText(t('share:pdf.number'), x + 12 * u, at);
    ctx.fillText(t('share:pdf.name'), x + 36 * u, at);
    at += row;
    for (const group of section.groups) {
      ctx.font = `bold ${3.2 * u}px ${FONT}`;
      const type = i18n.t(`formats:type.${group.type}` as 'formats:type.other', { lng: lang });
      ctx.fillText(`${type}: ${group.count}`, x, at);
      at += row;
      ctx.font = `${3.2 * u}px ${FONT}`;
      for (const line of group.lines) {
        ctx.textAlign = 'right';
        ctx.fillText(String(line.count), x + 7 * u, at);
        ctx.textAlign = 'left';
        ctx.fillText(line.number, x + 12 * u, at);
        const name = line.card ? localName(line.card, lang) : '';
        let shown = name;
        while (shown && ctx.measureText(shown).width > columnW - 37 * u) shown = shown.slice(0, -1);
        ctx.fillText(shown === name ? name : `${shown}…`, x + 36 * u, at);
        ctx.fillRect(x, at + row - 1 * u, columnW, 0.12 * u);
        at += row;
      }
    }
    return at;
  };
  const mainEnd = table(
    i18n.t('formats:sheet.main', { lng: lang }),
    sheetSection(deck.main, deck.game, catalog),
    margin,
    y,
  );
  const sideEnd = deck.side.length
    ? table(
        i18n.t('formats:sheet.side', { lng: lang }),
        sheetSection(deck.side, deck.game, catalog),
        margin + columnW + 8 * u,
        y,
      )
    : y;
  y = Math.max(mainEnd, sideEnd) + 10 * u;
  ctx.font = `${3.6 * u}px ${FONT}`;
  ctx.fillText(t('share:pdf.signature'), margin, y);
  ctx.fillRect(margin + 25 * u, y + 5 * u, 70 * u, 0.25 * u);

  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t('share:pdf.sheetTitle')}: ${deck.name}`);
  pdf.setProducer('Sortie');
  pdf.setCreator('Sortie');
  pdf.setCreationDate(new Date(deck.updatedAt));
  pdf.setModificationDate(new Date(deck.updatedAt));
  const page = pdf.addPage([width, height]);
  const image = await pdf.embedPng(new Uint8Array(await blob!.arrayBuffer()));
  page.drawImage(image, { x: 0, y: 0, width, height });
  return pdf.save();
}
