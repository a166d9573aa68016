/**
 * Activate: use a special effect a player uses (ch. 21: Support, Quick's timing, High-Mobility…;
 * checked by `checkActivate`, abilities.ts), or play the text of a card on the Field (`ability:
 * 'text'`, Ironvein Asteroid; field-text.ts). Listed after the plays: played texts first, then
 * special effects, each only where its timing is open.
 */
import type { Draft } from '../../../core/draft';
import { cardIdsOf } from '../../../core/ids';
import { refusal } from '../../../core/refusal';
import { isRuleError, type CardId, type RuleError } from '../../../core/types';
import { message } from '../../../i18n/message';
import { checkActivate, timesUsed, usedEffects, useOf } from '../abilities';
import { cardEffects } from '../card-text';
import { STATIONS } from '../chart';
import { checkFieldText, fieldTextPlays } from '../field-text';
import type { SpecialEffect } from '../keywords';
import { def, effectsOf } from '../read';
import { abilityHeads, fieldTexts } from '../seat-table';
import { rulesOf } from '../state';
import { keywordName } from '../words';
import { activateIntent, type ActivateIntent } from './intents';
import { memoPart, type Memo } from '../../../core/memo';
import { cardOf, carry, defineMove, type Listing } from './move';

/** Whether a card prints one of these special effects a player uses. */
function printsOneOf(fx: readonly SpecialEffect[], used: readonly { kind: string }[]): boolean {
  for (const e of fx) for (const k of used) if (k.kind === e.kind) return true;
  return false;
}

type Used = ReturnType<typeof usedEffects>[number];

/**
 * For each moment (`momentBit`'s index, own turn or not) the special effects a player uses whose
 * timing is open then: kept in the module's memo, worked out afresh without one.
 */
const OPEN = memoPart('activate.open', (): (readonly Used[] | undefined)[] => []);

/** The special effects a player uses whose timing is open at station `index`, in its player's own turn or the other's. */
function openAt(memo: Memo | null, index: number, own: boolean): readonly Used[] {
  const work = () => usedEffects().filter((k) => k.use.timing(STATIONS[index], own));
  if (memo === null) return work();
  return (memo.get(OPEN)[index * 2 + (own ? 1 : 0)] ??= work());
}

const named = (s: Listing['s'], card: CardId, what: string, targets: CardId[]): string =>
  `${def(s, card).name}: ${what}${targets.length ? ` → ${targets.map((t) => def(s, t).name).join(', ')}` : ''}`;

function listActivations(l: Listing): void {
  const { s, seat, table, now, full, out } = l;
  // Played text of cards on the Field (Ironvein Asteroid) first, then special effects.
  if ((table.textAt & now) !== 0)
    for (const { card, targets } of fieldTextPlays(s, seat, fieldTexts(table), full))
      out.push(activateIntent(seat, card, 'text', targets, named(s, card, 'play its text', targets)));
  // Only special effects whose timing is open now, and only on cards that print one of them
  // (a card has no such effect beyond those it prints: Set cards lend squad effects only).
  if ((table.useAt & now) === 0) return;
  const open = openAt(l.memo, rulesOf(s).station, s.turn.active === seat);
  for (const card of abilityHeads(table)) {
    if (!printsOneOf(cardEffects(def(s, card)), open)) continue;
    // Worked out only for a use the card is ready for (`ready`): a use it is not is refused whatever it targets.
    let fx: readonly SpecialEffect[] | null = null;
    for (const { kind: ability, use } of open) {
      if (!full && use.ready !== undefined && !use.ready(s, seat, card)) continue;
      // Once a turn per card, unless it repeats (`checkActivate` refuses it after reading the card's effects).
      if (!full && !use.repeatable && timesUsed(s, card, ability) >= 1) continue;
      fx ??= effectsOf(s, card);
      if (!fx.some((e) => e.kind === ability)) continue;
      for (const targets of use.offers?.(s, card) ?? [[]]) {
        if (typeof checkActivate(s, seat, card, ability, targets) !== 'function') continue;
        out.push(activateIntent(seat, card, ability, targets, named(s, card, ability, targets)));
      }
    }
  }
}

export const ACTIVATE = defineMove<ActivateIntent>({
  type: 'activate',
  list: listActivations,
  apply(d: Draft, intent): RuleError | null {
    const s = d.state;
    const { seat } = intent;
    const ability = typeof intent.ability === 'string' ? intent.ability : '';
    const card = cardOf(s, intent.card);
    if (isRuleError(card)) return card;
    // "text": the played text of a card on the Field (Ironvein Asteroid), not a special effect.
    if (ability === 'text') return carry(d, checkFieldText(s, seat, card, cardIdsOf(intent.targets)));
    if (!useOf(ability))
      return refusal(
        message('gundam-war:refusal.notUsedList', {
          ability,
          // The ids a move names, and the effects by their printed Japanese names to Japanese readers.
          list: {
            name: usedEffects()
              .map((k) => k.kind)
              .join(', '),
            name_ja: usedEffects()
              .map((k) => keywordName(k.kind).name_ja ?? k.kind)
              .join('、'),
          },
        }),
      );
    return carry(d, checkActivate(s, seat, card, ability, cardIdsOf(intent.targets)));
  },
});
