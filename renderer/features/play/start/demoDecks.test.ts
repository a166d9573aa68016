import { describe, expect, it } from 'vitest';
import { DEMO_DECKS } from '../../../../engine/games/gundam-war/demo';
import { demoCards, demoDecks } from './demoDecks';

describe('the ready-to-play demo decks', () => {
  it('Gundam War: the engine’s demo decks, whose games the computer’s strength was measured on', () => {
    expect(demoDecks('gundam-war').map((d) => d.main)).toEqual(DEMO_DECKS);
  });

  it('Gundam War: 20 G each, and their other cards of three or four colours, not every colour', () => {
    const cards = new Map(demoCards('gundam-war').map((c) => [c.number, c]));
    for (const deck of demoDecks('gundam-war')) {
      const of = (test: (type: string) => boolean) =>
        deck.main.filter((e) => test(cards.get(e.number)!.type)).reduce((n, e) => n + e.count, 0);
      expect(of((t) => t === 'g')).toBe(20);
      expect(of(() => true)).toBe(50);
      const colours = new Set(
        deck.main
          .map((e) => cards.get(e.number)!)
          .filter((c) => c.type !== 'g')
          .map((c) => (c.game === 'gundam-war' ? c.color : '')),
      );
      expect(colours.size).toBeGreaterThanOrEqual(3);
      expect(colours.size).toBeLessThanOrEqual(4);
    }
  });
});
