/** Colours shared by card faces, lists and the detail panel (names of types: renderer/i18n/terms.ts). */
import type { Card } from '../../engine/cards/model';

/** A stable hue for an M.S. War corps name, so each corps keeps its colour. */
function corpsHue(corps: string): number {
  let h = 0;
  for (const ch of corps) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

/** The frame colour: the Gundam War nation colour, or a hue per M.S. War corps. */
export function cardAccent(card: Card): string {
  if (card.game === 'gundam-war') return card.color ? `var(--gw-${card.color})` : 'var(--text-dim)';
  return card.corps ? `hsl(${corpsHue(card.corps)} 55% 48%)` : 'var(--text-dim)';
}
