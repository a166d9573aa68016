/**
 * Restrict to 1 (ch. 21): the card may not be played or put out while a card of the same name
 * is on the Field; Restrict to 1/Self and /Deck count as its wording (`countsAsWording`).
 */
import type { CardId, GameState, Seat } from '../../../core/types';
import { def, fieldCards, setCards } from '../read';
import { cardName } from '../../../i18n/message';
import { defineKeyword, refusal, type Refusal, type TableFacts } from './index';

const plainNames = new WeakMap<object, string>();

/** A card's name for same-name rules: spaces, dots and dashes dropped, lower case (once per printed card). */
export function plainName(s: GameState, id: CardId): string {
  const d = def(s, id);
  let n = plainNames.get(d);
  if (n === undefined) plainNames.set(d, (n = d.name.replace(/[.\-\s]/g, '').toLowerCase()));
  return n;
}

/** Per seat, the plain names of its cards on the Field, Set cards included; worked out once per table's facts. */
function namesOnField(s: GameState, facts: TableFacts): Set<string>[] {
  if (facts.fieldNames) return facts.fieldNames;
  const all: Set<string>[] = [];
  for (let p = 0; p < s.seats; p++) {
    const names = new Set<string>();
    for (const c of fieldCards(s, p as Seat)) {
      names.add(plainName(s, c));
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

export const RESTRICT_1 = defineKeyword({
  kind: 'restrict-1',
  names: ['restrict-1'],
  play: {
    refuse: (s, _seat, card, facts): Refusal | null =>
      sameNameOnField(s, card, null, facts)
        ? refusal(
            `${def(s, card).name}: a card of the same name is already on the Field.`,
            'Gundam War ch. 21 Restrict to 1',
            'restrict1',
            'restrict1',
            { card: cardName(def(s, card)) },
          )
        : null,
  },
});
