/**
 * "If you ~" (ch. 12 Effects that require Special Conditions): a text whose condition is not
 * met cannot be played, and one whose condition is no longer met as it resolves fails. The
 * words are the card script's (`if`, engine/abilities/schema.ts).
 */
import type { ScriptIf } from '../../abilities/schema';
import { sayIf } from '../../abilities/describe';
import type { GameState, Seat } from '../../core/types';
import type { SpecialEffectKind } from './keywords';
import { specialEffectOf } from './keywords';
import { areaOf, cardType, fieldCards, has } from './read';
import { cardName, type CardName } from '../../i18n/message';
import { cite, refused } from './refused';
import type { Refusal } from './keywords';

export const CONDITION_RULE = 'Gundam War ch. 12 Effects that require Special Conditions';

/** Is the condition met for `seat` now? */
export function conditionMet(s: GameState, seat: Seat, c: ScriptIf): boolean {
  const mine = fieldCards(s, seat);
  const gs = (ids: readonly number[]) => ids.filter((id) => cardType(s, id) === 'g').length;
  if (c.gAtLeast !== undefined && gs(mine) < c.gAtLeast) return false;
  if (c.gThanEnemy !== undefined) {
    // At a goldfish table there is no enemy player with G to compare with: the enemy has none.
    const theirs = s.seats < 2 ? 0 : gs(fieldCards(s, (1 - seat) as Seat));
    if (c.gThanEnemy === 'fewer' ? gs(mine) >= theirs : gs(mine) <= theirs) return false;
  }
  if (c.unit) {
    const kind = c.unit.keyword
      ? ((specialEffectOf({ id: c.unit.keyword, label: c.unit.keyword })?.kind ?? null) as SpecialEffectKind | null)
      : null;
    const fits = mine.some(
      (id) =>
        s.cards[id].attachedTo === null &&
        cardType(s, id) === 'unit' &&
        (c.unit!.where !== 'battle-area' || areaOf(s, id) !== null) &&
        (!c.unit!.keyword || (kind !== null && has(s, id, kind))),
    );
    if (!fits) return false;
  }
  return true;
}

/** The refusal of a text played while its condition is not met, or null. */
export function conditionRefusal(s: GameState, seat: Seat, card: CardName, c: ScriptIf | undefined): Refusal | null {
  if (!c || conditionMet(s, seat, c)) return null;
  return refused('condition', { card: cardName(card), if: sayIf(c) }, cite('conditions'));
}
