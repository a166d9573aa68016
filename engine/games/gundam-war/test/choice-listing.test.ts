/**
 * What listing a seat with a real choice works out once and shares (legal.ts, read.ts): each
 * seat's Nation Power sources, remembered while its Disposition Area reads the same. At every
 * step of random games — the demo decks, a Pollution deck, decks holding every text of the demo
 * set (Variable, Dismantle, G that choose their colour) — both seats' sources must be those
 * counted from the table with nothing remembered, in the same order.
 */
import { describe, expect, it } from 'vitest';
import { isRuleError, type GameState, type Seat } from '../../../core/types';
import type { DeckEntry } from '../../../decks/model';
import { playGame } from '../../../sim/play';
import { greedyPlayer, randomPlayer, type Player } from '../../../sim/players';
import { DEMO_CARDS, DEMO_DECKS, POLLUTION_DECK } from '../demo';
import { countedAfresh, powerSources } from '../read';
import { everyCard } from './every-card';

const TABLES: { name: string; decks: DeckEntry[][]; players: Player[] }[] = [
  { name: 'the demo decks', decks: [DEMO_DECKS[0], DEMO_DECKS[1]], players: [randomPlayer, randomPlayer] },
  { name: 'a Pollution deck', decks: [POLLUTION_DECK, DEMO_DECKS[1]], players: [greedyPlayer, randomPlayer] },
  {
    name: 'decks with every text',
    decks: [everyCard(['blue', 'black', 'white', 'purple']), everyCard(['green', 'red', 'brown', 'purple'])],
    players: [randomPlayer, randomPlayer],
  },
];

/** Plays one game, comparing both seats' Nation Power sources with a count afresh before every step; the steps and the steps where a count changed. */
function checkGame(decks: DeckEntry[][], players: Player[], seed: number): { steps: number; changed: number } {
  let steps = 0;
  let changed = 0;
  let last = '';
  const checking =
    (player: Player): Player =>
    (s: GameState, legal, prng) => {
      let seen = '';
      for (let seat = 0 as Seat; seat < s.seats; seat++) {
        const remembered = powerSources(s, seat);
        const afresh = countedAfresh(() => powerSources(s, seat));
        expect(remembered, `seed ${seed}, step ${steps}, seat ${seat}`).toEqual(afresh);
        seen += JSON.stringify(afresh);
      }
      if (seen !== last) changed++;
      last = seen;
      steps++;
      return player(s, legal, prng);
    };
  const played = playGame({ game: 'gundam-war', seed, decks, cards: DEMO_CARDS, players: players.map(checking) });
  if (isRuleError(played)) throw new Error(played.error);
  expect(played.stuck).toBeNull();
  return { steps, changed };
}

describe('Gundam War listing with a real choice (legal.ts, read.ts)', () => {
  for (const { name, decks, players } of TABLES)
    it(`counts at every step of random games on ${name} the Nation Power sources counted afresh`, () => {
      let steps = 0;
      let changed = 0;
      for (const seed of [3, 17]) {
        const game = checkGame(decks, players, seed);
        steps += game.steps;
        changed += game.changed;
      }
      // Whole games, with the sources changing (G put out, rolled and stood) many times.
      expect(steps).toBeGreaterThan(300);
      expect(changed).toBeGreaterThan(30);
    }, 60_000);
});
