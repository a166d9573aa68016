/**
 * The deck as a picture, as gundamwar.net lays it out: the main deck as a grid of ten cards a
 * row (every copy its own card, 50 cards making 10×5), the side deck in the same grid below,
 * under a title with the deck's name and counts; and a compact picture of the list itself.
 * Both in the interface language, painted on a canvas and handed back as PNG bytes.
 */
import type { CardCatalog } from '../../../../../engine/decks/catalog';
import type { Deck, DeckEntry } from '../../../../../engine/decks/model';
import { cardCount } from '../../../../../engine/decks/model';
import { netSorted } from '../../../../../engine/decks/gundamwar-net/write';
import { localName, type LanguageCode } from '../../../../../engine/i18n/languages';
import { i18n } from '../../../../i18n';
import { FONT, paintFace } from './face';

const COLUMNS = 10;
const CARD_W = 126; // 2 px per millimetre of a 63 × 88 mm card
const CARD_H = 176;
const GAP = 6;
const PAD = 16;
const TITLE = 56;
const HEADING = 36;

async function pngBytes(canvas: HTMLCanvasElement): Promise<Uint8Array> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error(i18n.t('share:image.failed'));
  return new Uint8Array(await blob.arrayBuffer());
}

const copies = (entries: readonly DeckEntry[], catalog: CardCatalog) =>
  netSorted(entries, catalog).flatMap((e) => Array.from({ length: e.count }, () => e.number));

export async function deckImagePng(
  deck: Deck,
  catalog: CardCatalog,
  images: Map<string, ImageBitmap>,
  lang: LanguageCode,
): Promise<Uint8Array> {
  const t = (key: string, options: Record<string, unknown> = {}) =>
    i18n.t(key as 'share:image.main', { ...options, lng: lang });
  const main = copies(deck.main, catalog);
  const side = copies(deck.side, catalog);
  const rows = (n: number) => Math.ceil(n / COLUMNS);
  const gridH = (n: number) => rows(n) * (CARD_H + GAP);
  const width = PAD * 2 + COLUMNS * (CARD_W + GAP) - GAP;
  const height = PAD + TITLE + HEADING + gridH(main.length) + (side.length ? HEADING + gridH(side.length) : 0) + PAD;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#f3f3ef';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#1c1d21';
  ctx.textBaseline = 'top';
  ctx.font = `bold 28px ${FONT}`;
  ctx.fillText(deck.name, PAD, PAD);
  let y = PAD + TITLE;
  const grid = (title: string, numbers: string[]) => {
    ctx.fillStyle = '#1c1d21';
    ctx.font = `bold 20px ${FONT}`;
    ctx.fillText(title, PAD, y + 6);
    y += HEADING;
    numbers.forEach((number, i) => {
      const box = {
        x: PAD + (i % COLUMNS) * (CARD_W + GAP),
        y: y + Math.floor(i / COLUMNS) * (CARD_H + GAP),
        w: CARD_W,
        h: CARD_H,
      };
      paintFace(ctx, catalog.byNumber(number), number, box, lang, images.get(number));
    });
    y += gridH(numbers.length);
  };
  grid(t('share:image.main', { count: cardCount(deck.main) }), main);
  if (side.length) grid(t('share:image.side', { count: cardCount(deck.side) }), side);
  return pngBytes(canvas);
}

/** The list as a picture: one line per card (count, name, number), main deck then side deck. */
export async function listImagePng(deck: Deck, catalog: CardCatalog, lang: LanguageCode): Promise<Uint8Array> {
  const t = (key: string, options: Record<string, unknown> = {}) =>
    i18n.t(key as 'share:image.main', { ...options, lng: lang });
  const LINE = 30;
  const parts: { title: string; entries: DeckEntry[] }[] = [
    { title: t('share:image.main', { count: cardCount(deck.main) }), entries: netSorted(deck.main, catalog) },
    ...(deck.side.length
      ? [{ title: t('share:image.side', { count: cardCount(deck.side) }), entries: netSorted(deck.side, catalog) }]
      : []),
  ];
  const lines = parts.reduce((n, p) => n + p.entries.length + 1.5, 0);
  const width = 760;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = Math.ceil(PAD * 2 + TITLE + lines * LINE);
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#1c1d21';
  ctx.textBaseline = 'top';
  ctx.font = `bold 26px ${FONT}`;
  ctx.fillText(deck.name, PAD, PAD);
  let y = PAD + TITLE;
  for (const part of parts) {
    ctx.font = `bold 20px ${FONT}`;
    ctx.fillText(part.title, PAD, y);
    y += LINE * 1.5;
    ctx.font = `18px ${FONT}`;
    for (const e of part.entries) {
      const card = catalog.byNumber(e.number);
      ctx.textAlign = 'right';
      ctx.fillText(String(e.count), PAD + 30, y);
      ctx.textAlign = 'left';
      ctx.fillText(card ? localName(card, lang) : e.number, PAD + 48, y);
      ctx.fillStyle = '#666';
      ctx.fillText(e.number, width - PAD - 150, y);
      ctx.fillStyle = '#1c1d21';
      y += LINE;
    }
  }
  return pngBytes(canvas);
}
