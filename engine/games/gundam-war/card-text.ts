/**
 * Gundam War card text as the rules read it: the special effects a card prints (through the
 * card database's keyword parser) and the played effect of a Command (from its script).
 */
import { parseKeywords } from '../../cards/keywords';
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
 * The special effects printed on a card, from its keywords; a card that arrives without
 * parsed keywords (a hand-made test card) is read with the card database's keyword parser.
 */
export function cardEffects(card: GundamWarCard): readonly SpecialEffect[] {
  let fx = printed.get(card);
  if (!fx) {
    const keywords = card.keywords?.length ? card.keywords : parseKeywords(card.text, 'gundam-war');
    printed.set(card, (fx = printedEffects({ keywords })));
  }
  return fx;
}
