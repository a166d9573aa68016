/**
 * Gundam War card text as the rules read it: the special effects a card prints (from the
 * keywords read as the card was: engine/cards/keywords) and the played effect of a Command
 * (from its script). Nothing here reads the printed words.
 */
import type { GundamWarCard } from '../../cards/model';
import { printedEffects, type SpecialEffect } from './keywords';
import { scriptOf, type CardText } from './script';

export type { CardText, TextTiming } from './script';

/** The played effect of a Command: the first played text of its script. */
export function commandText(card: GundamWarCard): CardText | null {
  return scriptOf(card).command;
}

const printed = new WeakMap<GundamWarCard, readonly SpecialEffect[]>();

/**
 * The special effects printed on a card, from the keywords it was read with (import, a
 * scenario's cards, the table builder `engine/core/setup.ts` for cards read before keywords
 * carried their parameters).
 */
export function cardEffects(card: GundamWarCard): readonly SpecialEffect[] {
  let fx = printed.get(card);
  if (!fx) printed.set(card, (fx = printedEffects(card)));
  return fx;
}
