/**
 * Cards a scenario defines for itself (`cards`): read and checked like a card file's rows
 * (engine/cards/import), then added to the set the scenario plays with. A scenario may not
 * redefine a card of that set: its numbers must be new.
 */
import { inEnglish } from '../i18n/translate';
import { recordToCard } from '../cards/import/fields';
import { cardKey, type Card, type GameId } from '../cards/model';
import { NUMBER } from './format';

const SPELLED = new RegExp(`^${NUMBER}$`);

/** The set a scenario plays with: `base` and its own cards, or every reason one of them is not a card. */
export function scenarioCards(
  game: GameId,
  base: Card[],
  own: Record<string, unknown>[],
): { cards: Card[] } | { problems: string[] } {
  if (own.length === 0) return { cards: base };
  const taken = new Set(base.map(cardKey));
  const out: Card[] = [...base];
  const problems: string[] = [];
  own.forEach((record, i) => {
    const r = recordToCard({ game, ...record } as never, { game, set: 'Scenario' });
    const where = `cards[${i}]${typeof record.number === 'string' ? ` (${record.number})` : ''}`;
    if (!r.ok) return problems.push(...r.reasons.map((why) => `${where}: ${inEnglish(why)}`));
    if (r.card.game !== game)
      return problems.push(`${where}: a card of ${r.card.game}, but the scenario plays ${game}.`);
    if (!SPELLED.test(r.card.number))
      return problems.push(
        `${where}: a scenario card's number is capitals, a dash and digits (e.g. "SC-001"), so setup can name it.`,
      );
    if (taken.has(cardKey(r.card)))
      return problems.push(
        `${where}: ${r.card.number} is already a card of the set; give the scenario's card a new number.`,
      );
    taken.add(cardKey(r.card));
    out.push(r.card);
  });
  return problems.length ? { problems } : { cards: out };
}
