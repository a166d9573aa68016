/**
 * Restrict to 1 (ch. 21): the card may not be played or put out while a card of the same name
 * is on the Field; Restrict to 1/Self and /Deck count as its wording (`countsAsWording`).
 */
import type { CardId, GameState, Seat } from '../../../core/types';
import { cardEffects } from '../card-text';
import { def, fieldCards, setCards } from '../read';
import { cardName } from '../../../i18n/message';
import { defineKeyword, effectsWith, keywordRule, refusal, type Refusal, type TableFacts } from './index';

const plainNames = new WeakMap<object, string>();

/** A card's name for same-name rules: spaces, dots and dashes dropped, lower case (once per printed card). */
export function plainName(s: GameState, id: CardId): string {
  const d = def(s, id);
  let n = plainNames.get(d);
  if (n === undefined) plainNames.set(d, (n = d.name.replace(/[.\-\s]/g, '').toLowerCase()));
  return n;
}

/** A Unit under a Dismantle Coin is a G whose text and Card Name are negated (ch. 21 Dismantle): its name counts for nothing. */
const nameNegated = (s: GameState, id: CardId): boolean =>
  (s.cards[id].counters.coin ?? 0) > 0 && def(s, id).type !== 'g';

/** Per seat, the plain names of its cards on the Field, Set cards included; worked out once per table's facts. */
function namesOnField(s: GameState, facts: TableFacts): Set<string>[] {
  if (facts.fieldNames) return facts.fieldNames;
  const all: Set<string>[] = [];
  for (let p = 0; p < s.seats; p++) {
    const names = new Set<string>();
    for (const c of fieldCards(s, p as Seat)) {
      if (!nameNegated(s, c)) names.add(plainName(s, c));
      for (const sc of setCards(s, c)) names.add(plainName(s, sc));
    }
    all.push(names);
  }
  return (facts.fieldNames = all);
}

/** Is a card of `card`'s name on the Field: anyone's (`seat` null), or `seat`'s own? */
export function sameNameOnField(s: GameState, card: CardId, seat: Seat | null, facts: TableFacts): boolean {
  const names = namesOnField(s, facts);
  const name = plainName(s, card);
  for (let p = 0; p < s.seats; p++) if ((seat === null || p === seat) && names[p].has(name)) return true;
  return false;
}

/**
 * Why `card` may not be put out onto the Field by `seat` otherwise than by playing it (Change, an
 * effect): the Restrict to 1 family's refusals that hold for putting out too (`alsoPuttingOut`).
 */
export function putOutRefusal(s: GameState, seat: Seat, card: CardId): Refusal | null {
  const facts: TableFacts = { fieldNames: null };
  for (const { rules } of effectsWith(cardEffects(def(s, card)), 'play')) {
    const refused = rules.alsoPuttingOut ? rules.refuse?.(s, seat, card, facts) : null;
    if (refused) return refused;
  }
  return null;
}

export const RESTRICT_1 = defineKeyword({
  kind: 'restrict-1',
  names: ['restrict-1'],
  play: {
    alsoPuttingOut: true,
    refuse: (s, _seat, card, facts): Refusal | null =>
      sameNameOnField(s, card, null, facts)
        ? refusal('restrict1', { card: cardName(def(s, card)) }, keywordRule('restrict1'))
        : null,
  },
});
