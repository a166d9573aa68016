/**
 * A card face painted on a canvas, for the deck image and the proxy PDF: the card's own image
 * where the library has one, else a face drawn from its data (frame in its colour, name in the
 * interface language, number, type, cost, battle stats and the start of its text). The canvas
 * draws Japanese with the system's fonts, which a PDF's standard fonts cannot.
 */
import type { Card } from '../../../../../engine/cards/model';
import { localName, type LanguageCode } from '../../../../../engine/i18n/languages';
import { i18n } from '../../../../i18n';

const GW_COLOURS: Record<string, string> = {
  blue: '#2f6fde',
  green: '#2e9b57',
  black: '#3b3f46',
  red: '#d33d3d',
  white: '#aeb3bb',
  brown: '#8a5a32',
  purple: '#8051c2',
};

export const FONT = '"Noto Sans CJK JP", "Noto Sans JP", "Hiragino Sans", "Yu Gothic", "Meiryo", sans-serif';

function accent(card: Card | undefined): string {
  if (!card) return '#777';
  if (card.game === 'gundam-war') return card.color ? GW_COLOURS[card.color] : '#777';
  let h = 0;
  for (const ch of card.corps ?? '') h = (h * 31 + ch.charCodeAt(0)) % 360;
  return card.corps ? `hsl(${h} 55% 48%)` : '#777';
}

/** Lines of `text` that fit `width`, at most `max` (the last cut with an ellipsis). */
export function wrap(ctx: CanvasRenderingContext2D, text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  // Character by character: Japanese has no spaces to break at.
  for (const ch of text.replace(/\s+/g, ' ')) {
    if (ctx.measureText(line + ch).width > width && line) {
      lines.push(line);
      line = ch.trimStart();
      if (lines.length === max) break;
    } else line += ch;
  }
  if (lines.length < max && line) lines.push(line);
  if (lines.length === max && ctx.measureText(text).width > width * max)
    lines[max - 1] = `${lines[max - 1].slice(0, -1)}…`;
  return lines;
}

export interface FaceBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Paints the face into `box`. `bleed` (in the same units) extends the face's outer colour
 * beyond the box on every side, for a printer's cut.
 */
export function paintFace(
  ctx: CanvasRenderingContext2D,
  card: Card | undefined,
  number: string,
  box: FaceBox,
  lang: LanguageCode,
  image?: ImageBitmap,
  bleed = 0,
): void {
  const { x, y, w, h } = box;
  ctx.save();
  if (image) {
    // Cover the box (and its bleed) keeping the picture's proportions.
    const bw = w + 2 * bleed;
    const bh = h + 2 * bleed;
    const scale = Math.max(bw / image.width, bh / image.height);
    const iw = image.width * scale;
    const ih = image.height * scale;
    ctx.beginPath();
    ctx.rect(x - bleed, y - bleed, bw, bh);
    ctx.clip();
    ctx.drawImage(image, x - bleed + (bw - iw) / 2, y - bleed + (bh - ih) / 2, iw, ih);
    ctx.restore();
    return;
  }
  const u = w / 63; // one millimetre of a real card
  ctx.fillStyle = accent(card);
  ctx.fillRect(x - bleed, y - bleed, w + 2 * bleed, h + 2 * bleed);
  ctx.fillStyle = '#fbfbf8';
  ctx.fillRect(x + 3 * u, y + 3 * u, w - 6 * u, h - 6 * u);
  ctx.fillStyle = '#1c1d21';
  ctx.textBaseline = 'top';
  const name = card ? localName(card, lang) : number;
  ctx.font = `bold ${4.2 * u}px ${FONT}`;
  wrap(ctx, name, w - 16 * u, 2).forEach((line, i) => ctx.fillText(line, x + 5 * u, y + 5 * u + i * 5 * u));
  if (card?.cost !== undefined) {
    ctx.fillStyle = accent(card);
    ctx.beginPath();
    ctx.arc(x + w - 8.5 * u, y + 8 * u, 3.6 * u, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#fff';
    ctx.font = `bold ${4.4 * u}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.fillText(String(card.cost), x + w - 8.5 * u, y + 5.8 * u);
    ctx.textAlign = 'left';
  }
  ctx.fillStyle = '#55575e';
  ctx.font = `${3 * u}px ${FONT}`;
  const type = card ? i18n.t(`formats:type.${card.type}` as 'formats:type.other', { lng: lang }) : '';
  ctx.fillText(type, x + 5 * u, y + 16 * u);
  // The art box: the frame colour, lightened.
  ctx.fillStyle = accent(card);
  ctx.globalAlpha = 0.18;
  ctx.fillRect(x + 5 * u, y + 21 * u, w - 10 * u, 30 * u);
  ctx.globalAlpha = 1;
  ctx.fillStyle = '#1c1d21';
  ctx.font = `${2.7 * u}px ${FONT}`;
  wrap(ctx, card?.text ?? '', w - 10 * u, 8).forEach((line, i) =>
    ctx.fillText(line, x + 5 * u, y + 54 * u + i * 3.4 * u),
  );
  if (card?.game === 'gundam-war' && (card.type === 'unit' || card.type === 'ace') && card.melee !== undefined)
    ctx.fillText(`${card.melee ?? '-'} / ${card.ranged ?? '-'} / ${card.hp ?? '-'}`, x + w - 24 * u, y + h - 9 * u);
  ctx.fillStyle = '#55575e';
  ctx.font = `${2.6 * u}px ${FONT}`;
  ctx.fillText(number, x + 5 * u, y + h - 9 * u);
  ctx.restore();
}
