/**
 * Listing remembers what it read between listings (seat-table.ts: each seat's table of hand, Hangar
 * and Field zones, its play facts, the masks of moments where anything but Pass may be found),
 * keyed by the identities of the parts of the state it read. If a key left out something the
 * listing reads, a remembered answer would go stale while the key still matched. At every step
 * of random games — the demo decks, the property tests' Pollution and goldfish tables, and
 * decks holding every text of the demo set — both seats' listings (in the order the simulator
 * lists them) must equal, item for item and in the same order, the listings worked out with
 * nothing remembered for the same table.
 */
import { describe, expect, it } from 'vitest';
import { isRuleError, type GameState, type RulesIntent, type Seat } from '../../../core/types';
import type { DeckEntry } from '../../../decks/model';
import { playGame } from '../../../sim/play';
import { greedyPlayer, randomPlayer, type Player } from '../../../sim/players';
import { DEMO_CARDS, DEMO_DECKS, POLLUTION_DECK } from '../demo';
import { freshLegalIntents, legalIntents } from '../legal';

/** 20 G (the G with texts twice, then basic G of every colour) and one of every other demo card of these colours. */
function everyCard(colours: string[]): DeckEntry[] {
  const counts = new Map<string, number>();
  const g = ['GD-008', 'GD-008', 'GD-009', 'GD-009', 'GD-010', 'GD-010'];
  for (let i = 0; g.length < 20; i++) g.push(`GD-00${(i % 7) + 1}`);
  for (const c of DEMO_CARDS) if (c.type !== 'g' && colours.includes(c.color ?? 'purple')) g.push(c.number);
  for (const n of g) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].map(([number, count]) => ({ number, count }));
}

const TABLES: { name: string; decks: DeckEntry[][]; players: Player[] }[] = [
  { name: 'the demo decks', decks: [DEMO_DECKS[0], DEMO_DECKS[1]], players: [randomPlayer, randomPlayer] },
  { name: 'a Pollution deck', decks: [POLLUTION_DECK, DEMO_DECKS[1]], players: [greedyPlayer, randomPlayer] },
  { name: 'a goldfish', decks: [DEMO_DECKS[0]], players: [randomPlayer] },
  {
    name: 'decks with every text',
    decks: [everyCard(['blue', 'black', 'white', 'purple']), everyCard(['green', 'red', 'brown', 'purple'])],
    players: [randomPlayer, randomPlayer],
  },
];

/**
 * Plays one game as the simulator does, comparing every listing with one worked out afresh:
 * the acting seat's (the simulator's own) and the other seat's; the count of steps and of
 * listings that offered a choice.
 */
function checkGame(decks: DeckEntry[][], players: Player[], seed: number): { steps: number; choices: number } {
  let steps = 0;
  let choices = 0;
  const same = (s: GameState, seat: Seat, remembered: readonly RulesIntent[]) => {
    const afresh = freshLegalIntents(s, seat);
    // Compared as text first: a deep comparison of every listing of these games is slow.
    if (JSON.stringify(remembered) !== JSON.stringify(afresh))
      expect(remembered, `seed ${seed}, step ${steps}, seat ${seat}`).toEqual(afresh);
  };
  const checking =
    (player: Player): Player =>
    (s, legal, prng) => {
      const seat = legal[0].seat as Seat;
      same(s, seat, legal);
      if (s.seats === 2) same(s, (1 - seat) as Seat, legalIntents(s, (1 - seat) as Seat));
      steps++;
      if (legal.length > 1) choices++;
      return player(s, legal, prng);
    };
  const played = playGame({ game: 'gundam-war', seed, decks, cards: DEMO_CARDS, players: players.map(checking) });
  if (isRuleError(played)) throw new Error(played.error);
  expect(played.stuck).toBeNull();
  return { steps, choices };
}

describe('Gundam War listing with what it remembers (legal.ts)', () => {
  for (const { name, decks, players } of TABLES)
    it(`lists at every step of random games on ${name} what it lists with nothing remembered`, () => {
      let steps = 0;
      let choices = 0;
      for (const seed of [2, 11, 29]) {
        const game = checkGame(decks, players, seed);
        steps += game.steps;
        choices += game.choices;
      }
      // Whole games, with real choices among the listings (not only Pass).
      expect(steps).toBeGreaterThan(300);
      expect(choices).toBeGreaterThan(20);
    }, 60_000);
});
