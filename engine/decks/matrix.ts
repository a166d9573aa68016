/**
 * The legality matrix: one deck against every format of its game at once, answering "which
 * events can I bring this to" with the first reason for each "no".
 */
import type { CardCatalog } from './catalog';
import type { Format } from './format-model';
import type { Deck } from './model';
import { validateDeck, type Violation } from './validate';

export interface FormatVerdict {
  format: Format;
  legal: boolean;
  /** The first violation, when the deck is not legal in the format. */
  reason?: Violation;
  /** How many violations in all. */
  count: number;
}

export function legalityMatrix(
  deck: Pick<Deck, 'game' | 'main' | 'side'>,
  formats: readonly Format[],
  catalog: CardCatalog,
): FormatVerdict[] {
  return formats
    .filter((format) => format.game === deck.game)
    .map((format) => {
      const violations = validateDeck(deck, format, catalog);
      return { format, legal: violations.length === 0, reason: violations[0], count: violations.length };
    });
}
