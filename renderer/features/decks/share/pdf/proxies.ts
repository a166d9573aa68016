/**
 * Proxies as a PDF (pdf-lib): every copy of the main deck then the side deck, at true card size
 * (63 × 88 mm), nine to a page in a 3 × 3 block on A4 or Letter. The cards touch, so one cut
 * separates two cards; the block's outer edge has a 3 mm bleed (each face is painted 3 mm
 * larger and clipped to its cell plus the bleed on its outer sides), and crop marks in the
 * margin show every cut. Faces are painted on a canvas (card images, or drawn with the system's
 * Japanese fonts) and embedded once per card, however many copies.
 */
import {
  PDFDocument,
  clip,
  endPath,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  type PDFImage,
} from 'pdf-lib';
import type { CardCatalog } from '../../../../../engine/decks/catalog';
import type { Deck } from '../../../../../engine/decks/model';
import type { LanguageCode } from '../../../../../engine/i18n/languages';
import { paintFace } from '../paint/face';
import { BLEED, CARD, mm, PAPER, type Paper } from './paper';

const DPI = 240;
const px = (millimetres: number) => Math.round((millimetres / 25.4) * DPI);
const MARK = 5; // crop mark length, mm
const MARK_GAP = 1; // between the bleed and a mark, mm

async function faceJpeg(
  catalog: CardCatalog,
  number: string,
  lang: LanguageCode,
  image: ImageBitmap | undefined,
): Promise<Uint8Array> {
  const canvas = document.createElement('canvas');
  canvas.width = px(CARD.width + 2 * BLEED);
  canvas.height = px(CARD.height + 2 * BLEED);
  const ctx = canvas.getContext('2d')!;
  const b = px(BLEED);
  paintFace(
    ctx,
    catalog.byNumber(number),
    number,
    { x: b, y: b, w: px(CARD.width), h: px(CARD.height) },
    lang,
    image,
    b,
  );
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
  return new Uint8Array(await blob!.arrayBuffer());
}

export async function proxiesPdf(
  deck: Deck,
  catalog: CardCatalog,
  images: Map<string, ImageBitmap>,
  lang: LanguageCode,
  paper: Paper,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(deck.name);
  pdf.setProducer('Sortie');
  pdf.setCreator('Sortie');
  // The deck's own time, so the same deck gives the same file.
  pdf.setCreationDate(new Date(deck.updatedAt));
  pdf.setModificationDate(new Date(deck.updatedAt));
  const copies = [...deck.main, ...deck.side].flatMap((e) => Array.from({ length: e.count }, () => e.number));
  const embedded = new Map<string, PDFImage>();
  for (const number of new Set(copies))
    embedded.set(number, await pdf.embedJpg(await faceJpeg(catalog, number, lang, images.get(number))));

  const { width, height } = PAPER[paper];
  const blockW = mm(3 * CARD.width);
  const blockH = mm(3 * CARD.height);
  const ox = (width - blockW) / 2;
  const oy = (height - blockH) / 2;
  const bleed = mm(BLEED);
  for (let start = 0; start < copies.length; start += 9) {
    const page = pdf.addPage([width, height]);
    copies.slice(start, start + 9).forEach((number, i) => {
      const col = i % 3;
      const row = Math.floor(i / 3); // from the top
      const x = ox + mm(col * CARD.width);
      const y = oy + blockH - mm((row + 1) * CARD.height);
      // The cell, grown by the bleed only on the block's outer sides.
      const left = col === 0 ? bleed : 0;
      const right = col === 2 ? bleed : 0;
      const top = row === 0 ? bleed : 0;
      const bottom = row === 2 ? bleed : 0;
      page.pushOperators(
        pushGraphicsState(),
        rectangle(x - left, y - bottom, mm(CARD.width) + left + right, mm(CARD.height) + top + bottom),
        clip(),
        endPath(),
      );
      page.drawImage(embedded.get(number)!, {
        x: x - bleed,
        y: y - bleed,
        width: mm(CARD.width) + 2 * bleed,
        height: mm(CARD.height) + 2 * bleed,
      });
      page.pushOperators(popGraphicsState());
    });
    const line = { thickness: 0.5, color: rgb(0, 0, 0) };
    const reach = bleed + mm(MARK_GAP);
    for (let k = 0; k <= 3; k++) {
      const cx = ox + mm(k * CARD.width);
      page.drawLine({
        start: { x: cx, y: oy + blockH + reach },
        end: { x: cx, y: oy + blockH + reach + mm(MARK) },
        ...line,
      });
      page.drawLine({ start: { x: cx, y: oy - reach }, end: { x: cx, y: oy - reach - mm(MARK) }, ...line });
      const cy = oy + mm(k * CARD.height);
      page.drawLine({ start: { x: ox - reach, y: cy }, end: { x: ox - reach - mm(MARK), y: cy }, ...line });
      page.drawLine({
        start: { x: ox + blockW + reach, y: cy },
        end: { x: ox + blockW + reach + mm(MARK), y: cy },
        ...line,
      });
    }
  }
  return pdf.save();
}
