import { describe, expect, it } from 'vitest';
import type { GameId } from '../../../../engine/cards/model';
import { createCatalog } from '../../../../engine/decks/catalog';
import type { DeckEntry } from '../../../../engine/decks/model';
import { inEnglish } from '../../../../engine/i18n/translate';
import { demoCards, demoDecks } from './demoDecks';
import { anywayKey, checkDecks, deckHold, type CheckedDeck } from './deckChecks';

const catalogOf = (game: GameId) => createCatalog(game, demoCards(game));

/** The first `size` cards of the game's first demo deck, as a user deck. */
function cut(game: GameId, size: number, id = 'mine'): CheckedDeck {
  const main: DeckEntry[] = [];
  let left = size;
  for (const e of demoDecks(game)[0].main) {
    if (left <= 0) break;
    main.push({ number: e.number, count: Math.min(left, e.count) });
    left -= e.count;
  }
  return { id, name: `Deck of ${size}`, main, side: [] };
}

describe.each<GameId>(['ms-war', 'gundam-war'])('the start screen checks %s decks', (game) => {
  const catalog = catalogOf(game);

  it('the demo decks are legal and dealt in every mode, so nothing holds Start', () => {
    for (const rules of [true, false]) {
      const checks = checkDecks(demoDecks(game), game, rules, catalog);
      expect(checks.map((c) => [c.refused, c.violations])).toEqual([
        [undefined, []],
        [undefined, []],
      ]);
      expect(deckHold(checks, null)).toBeNull();
    }
  });

  it('a 40-card deck is dealt only once "play anyway" is ticked for it, with the validator\'s words and rule', () => {
    const short = cut(game, 40);
    const checks = checkDecks([short], game, true, catalog);
    expect(checks[0].refused).toBeUndefined();
    const size = checks[0].violations.find((v) => v.rule === 'deck-size')!;
    expect(size.message).toBe('The main deck has 40 cards; it must have exactly 50.');
    expect(size.citation).toMatch(game === 'ms-war' ? /Building Your Deck \(A\)/ : /deck construction/);
    expect(deckHold(checks, null)).toEqual({ kind: 'illegal', decks: [short] });
    expect(deckHold(checks, anywayKey(checks))).toBeNull();
    // The tick was for that deck as it was: another deck, or the same one edited, asks again.
    const edited = checkDecks([{ ...short, main: short.main.slice(1) }], game, true, catalog);
    expect(deckHold(edited, anywayKey(checks))?.kind).toBe('illegal');
    const other = checkDecks([cut(game, 45, 'other')], game, true, catalog);
    expect(deckHold(other, anywayKey(checks))?.kind).toBe('illegal');
  });

  it('a deck too small to deal is refused in a rules game whatever is ticked, and dealt on a free table', () => {
    const hand = game === 'ms-war' ? 7 : 6;
    const tiny = cut(game, hand);
    const rules = checkDecks([tiny], game, true, catalog);
    expect(rules[0].refused?.min).toBe(hand + 1);
    expect(deckHold(rules, anywayKey(rules))).toEqual({ kind: 'refused', deck: tiny });
    expect(deckHold(checkDecks([cut(game, hand + 1)], game, true, catalog), null)?.kind).toBe('illegal');
    const free = checkDecks([tiny], game, false, catalog);
    expect(free[0].refused).toBeUndefined();
    expect(deckHold(free, anywayKey(free))).toBeNull();
    const empty = checkDecks([cut(game, 0)], game, false, catalog);
    expect(inEnglish(empty[0].refused!.detail)).toBe('“Deck of 0” has no cards: there is nothing to deal.');
  });

  it("a refused deck holds Start even when the other seat's deck is fine; one deck seated twice is checked once", () => {
    const [a] = demoDecks(game);
    const checks = checkDecks([a, cut(game, 3), a], game, true, catalog);
    expect(checks.map((c) => c.deck.id)).toEqual([a.id, 'mine']);
    expect(deckHold(checks, null)?.kind).toBe('refused');
  });
});
