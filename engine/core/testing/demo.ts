/** Demo cards and decks for engine tests, scenarios, the bench and the simulator. */
import msWarDemo from '../../../assets/cards/ms-war-demo.json';
import gundamWarDemo from '../../../assets/cards/gundam-war-demo.json';
import type { Card, GameId } from '../../cards/model';
import type { DeckEntry } from '../../decks/model';

function withKeywords(raw: unknown[]): Card[] {
  return raw.map((c) => ({ keywords: [], ...(c as object) }) as unknown as Card);
}

export const DEMO_CARDS: Record<GameId, Card[]> = {
  'ms-war': withKeywords(msWarDemo as unknown[]),
  'gundam-war': withKeywords(gundamWarDemo as unknown[]),
};

/** A 50-card deck of the demo set's first playable cards (3 copies each, limit-one cards once). */
export function demoDeck(game: GameId, offset = 0, size = 50): DeckEntry[] {
  const playable = DEMO_CARDS[game].filter((c) => c.type !== 'mission');
  const out: DeckEntry[] = [];
  let total = 0;
  for (let i = 0; total < size; i++) {
    const card = playable[(i + offset) % playable.length];
    const limit = /limit one per deck/i.test(card.text) ? 1 : 3;
    const count = Math.min(limit, size - total);
    const existing = out.find((e) => e.number === card.number);
    if (existing) break;
    out.push({ number: card.number, count });
    total += count;
  }
  return out;
}
