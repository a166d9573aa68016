/** Demo cards and decks for engine tests, scenarios, the bench and the simulator. */
import msWarDemo from '../../../assets/cards/ms-war-demo.json' with { type: 'json' };
import gundamWarDemo from '../../../assets/cards/gundam-war-demo.json' with { type: 'json' };
import type { Card, GameId } from '../../cards/model';
import { withKeywords } from '../../cards/keywords';
import { withScript } from '../../cards/script';
import type { DeckEntry, SetupInput } from '../setup';

/** Raw card data as the import reads it: keywords parsed from the text, the script checked (or compiled from the text). */
function readCards(raw: unknown[], game: GameId): Card[] {
  return raw.map((c) => {
    const { script, ...card } = c as Card & { script?: unknown };
    const read = withScript(withKeywords({ ...card, game } as Card), script);
    if (!read.ok) throw new Error(`${card.number}: ${read.reasons.join('; ')}`);
    return read.card;
  });
}

export const DEMO_CARDS: Record<GameId, Card[]> = {
  'ms-war': readCards(msWarDemo as unknown[], 'ms-war'),
  'gundam-war': readCards(gundamWarDemo as unknown[], 'gundam-war'),
};

/**
 * A 50-card deck of the demo set's playable cards from `offset` on (3 copies each, limit-one cards
 * once). In Gundam War it takes no heed of G: from offset 20 on it holds none, and its seat never
 * plays a card. Matches that both seats should play take engine/sim/match-decks.ts.
 */
export function demoDeck(game: GameId, offset = 0, size = 50): DeckEntry[] {
  const playable = DEMO_CARDS[game].filter((c) => c.type !== 'mission');
  const out: DeckEntry[] = [];
  let total = 0;
  for (let i = 0; total < size; i++) {
    const card = playable[(i + offset) % playable.length];
    const limit = /limit one per deck/i.test(card.text) ? 1 : 3;
    const count = Math.min(limit, size - total);
    if (out.some((e) => e.number === card.number)) break;
    out.push({ number: card.number, count });
    total += count;
  }
  return out;
}

/** A rules game of two demo decks (offsets 0 and 20) between players named `names`. */
export function demoGame(game: GameId, seed: number, names: [string, string] = ['Amuro', 'Char']): SetupInput {
  return {
    game,
    mode: 'rules',
    seed,
    seats: [
      { name: names[0], main: demoDeck(game) },
      { name: names[1], main: demoDeck(game, 20) },
    ],
    cards: DEMO_CARDS[game],
  };
}
