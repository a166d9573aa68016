/**
 * What the import report says about how a list's lines found their cards: "3 lines by code and
 * colour, 1 basic G by colour, 2 by name" — left out when every line named a card number, as
 * Sortie's own lists do.
 */
import { message, type Message } from '../../i18n/message';
import type { LineMatch } from '../list';
import type { MatchHow } from './match';

const ORDER: readonly MatchHow[] = ['number', 'card-id', 'code', 'basic-g', 'name'];

export function matchCounts(matches: readonly LineMatch[]): Partial<Record<MatchHow, number>> {
  const counts: Partial<Record<MatchHow, number>> = {};
  for (const m of matches) counts[m.how] = (counts[m.how] ?? 0) + 1;
  return counts;
}

/** The summary of a list's matches, or of their counts; none when every line named a card number. */
export function matchSummary(
  matches: readonly LineMatch[] | Partial<Record<MatchHow, number>> | undefined,
): Message | undefined {
  const counts = Array.isArray(matches) ? matchCounts(matches) : ((matches ?? {}) as Partial<Record<MatchHow, number>>);
  if (ORDER.every((how) => how === 'number' || !counts[how])) return undefined;
  const parts = ORDER.filter((how) => counts[how]).map((how) => message(`list:how.${how}`, { count: counts[how]! }));
  return message('list:matched', { parts: parts.reduce((a, b) => message('list:comma', { a, b })) });
}
