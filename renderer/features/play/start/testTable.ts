/**
 * The test table the script editor opens: a rules-assisted goldfish game with the card being
 * tried in the opening hand, its script the editor's draft (saved or not). The deck is the
 * game's first demo deck with the card in it; in Gundam War a basic G of the card's colour is
 * dealt with it, so it can be paid for. The request waits here while the app goes to the Play
 * place, which takes it once (session storage, so no module of the app holds it); nothing of it
 * is written to the library.
 */
import { cardKey, type Card } from '../../../../engine/cards/model';
import type { CardScript } from '../../../../engine/abilities/schema';
import type { DeckEntry } from '../../../../engine/decks/model';
import type { GameChoice } from '../session/setup';
import { DECK_SIZE, demoCards, demoDecks } from './demoDecks';

export interface TestTableStart {
  choice: GameChoice;
  /** The card as the engine should read it: with the draft script. */
  card: Card;
}

/** The card with `script` as its own (null: the card as stored). */
export function withDraft(card: Card, script: CardScript | null): Card {
  if (!script) return card;
  const { compiled: _compiled, ...rest } = card;
  return { ...rest, script };
}

function basicG(card: Card): Card | undefined {
  if (card.game !== 'gundam-war' || card.type === 'g') return undefined;
  const gs = demoCards('gundam-war').filter((c) => c.type === 'g' && !c.text.trim());
  return gs.find((g) => g.game === 'gundam-war' && g.color === card.color) ?? gs[0];
}

/** The deck and deal of a test table for `card`. */
export function testTable(card: Card, script: CardScript | null, name: string): TestTableStart {
  const [base] = demoDecks(card.game);
  const main: DeckEntry[] = base.main.map((e) => ({ ...e }));
  const add = (number: string) => {
    const line = main.find((e) => e.number === number);
    if (line) line.count++;
    else main.push({ number, count: 1 });
  };
  const g = basicG(card);
  const top = [card.number, ...(g ? [g.number] : [])];
  for (const number of top) add(number);
  // Back to the deck size: a copy of the last card that is not dealt first.
  for (let extra = main.reduce((n, e) => n + e.count, 0) - DECK_SIZE; extra > 0; extra--) {
    const line = [...main].reverse().find((e) => e.count > (top.includes(e.number) ? 1 : 0));
    if (line) line.count--;
  }
  return {
    card: withDraft(card, script),
    choice: {
      game: card.game,
      mode: 'goldfish',
      rules: true,
      decks: [{ id: `test:${cardKey(card)}`, name, main: main.filter((e) => e.count > 0) }],
      players: [''],
      test: {
        card: cardKey(card),
        name: card.name,
        ...(card.name_ja ? { name_ja: card.name_ja } : {}),
        top,
        // A draft tried leads back to the script editor; the card tried as it is, to the card.
        toEditor: script !== null,
      },
    },
  };
}

/** The game's cards with the tried card in place of the stored one. */
export function testCards(cards: readonly Card[], card: Card): Card[] {
  const key = cardKey(card);
  return [...cards.filter((c) => cardKey(c) !== key), card];
}

/** Where the request waits while the app goes to Play: the tab's session storage, read once. */
const REQUEST_KEY = 'sortie:test-table';

/** Asks the Play place to open this test table next time it shows. */
export function requestTestTable(start: TestTableStart): void {
  sessionStorage.setItem(REQUEST_KEY, JSON.stringify(start));
}

/** The test table asked for, once. */
export function takeTestTable(): TestTableStart | null {
  const text = sessionStorage.getItem(REQUEST_KEY);
  sessionStorage.removeItem(REQUEST_KEY);
  if (!text) return null;
  try {
    return JSON.parse(text) as TestTableStart;
  } catch {
    return null;
  }
}
