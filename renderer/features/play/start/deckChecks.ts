/**
 * What the start screen says about the decks chosen for a game, before it is dealt. Two lines
 * are drawn: a deck that breaks the game's construction rules (the deck builder's validator,
 * engine/decks/validate.ts, against the game's own format) may still be played to test, once
 * the player says so; a deck the table cannot deal (engine/decks/deal.ts) is refused, because
 * the rules would end the game before anyone moved.
 */
import type { GameId } from '../../../../engine/cards/model';
import type { CardCatalog } from '../../../../engine/decks/catalog';
import { dealProblem, type DealProblem } from '../../../../engine/decks/deal';
import { gameFormat } from '../../../../engine/decks/formats';
import type { DeckEntry } from '../../../../engine/decks/model';
import { validateDeck, type Violation } from '../../../../engine/decks/validate';

export interface CheckedDeck {
  id: string;
  name: string;
  main: readonly DeckEntry[];
  side?: readonly DeckEntry[];
}

export interface DeckCheck {
  deck: CheckedDeck;
  /** Why the table cannot deal it: Start stays off. */
  refused?: DealProblem;
  /** The game's construction rules it breaks: it plays only when the player accepts that. */
  violations: Violation[];
}

/** Each chosen deck once (hotseat may seat one deck twice), with what keeps it from a fair game. */
export function checkDecks(
  decks: readonly CheckedDeck[],
  game: GameId,
  rules: boolean,
  catalog: CardCatalog,
): DeckCheck[] {
  const format = gameFormat(game);
  const seen = new Set<string>();
  return decks.flatMap((deck) => {
    if (seen.has(deck.id)) return [];
    seen.add(deck.id);
    const refused = dealProblem(deck, game, rules);
    const violations = validateDeck({ game, main: [...deck.main], side: [...(deck.side ?? [])] }, format, catalog);
    return [{ deck, ...(refused ? { refused } : {}), violations }];
  });
}

/** The decks that may be dealt but break the rules: the ones "play anyway" is asked for. */
export const illegalDecks = (checks: readonly DeckCheck[]) =>
  checks.filter((c) => !c.refused && c.violations.length > 0).map((c) => c.deck);

/**
 * What keeps Start off because of the decks: the first deck that cannot be dealt, else the
 * decks not legal while "play anyway" has not been given for exactly these decks (a tick given
 * for one deck does not carry over to another picked later).
 */
export function deckHold(
  checks: readonly DeckCheck[],
  anywayFor: string | null,
): { kind: 'refused'; deck: CheckedDeck } | { kind: 'illegal'; decks: CheckedDeck[] } | null {
  const refused = checks.find((c) => c.refused);
  if (refused) return { kind: 'refused', deck: refused.deck };
  const illegal = illegalDecks(checks);
  if (illegal.length && anywayFor !== anywayKey(checks)) return { kind: 'illegal', decks: illegal };
  return null;
}

/** The decks a "play anyway" tick was given for (null: none needed). */
export function anywayKey(checks: readonly DeckCheck[]): string | null {
  const illegal = illegalDecks(checks);
  return illegal.length ? illegal.map((d) => `${d.id}:${JSON.stringify(d.main)}`).join('|') : null;
}
