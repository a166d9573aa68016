/**
 * The speed work on the Gundam War rules (caches, incremental legality, fewer destruction
 * checks) must not change a single move: 20 seeded random games on the property tests' three
 * tables (demo decks, Pollution deck, goldfish; random and greedy players) end in exactly the
 * states recorded before that work, and four of them, replayed with logged steps, tell exactly
 * the same log lines. The recorded hashes change only with a deliberate change of the rules.
 */
import { describe, expect, it } from 'vitest';
import { hashJson } from '../../../core/hash';
import { createGame } from '../../../core/setup';
import { step } from '../../../core/step';
import { isRuleError, type GameEvent, type GameState } from '../../../core/types';
import type { DeckEntry } from '../../../decks/model';
import { playGame } from '../../../sim/play';
import { greedyPlayer, randomPlayer, type Player } from '../../../sim/players';
import { DEMO_CARDS, DEMO_DECKS, POLLUTION_DECK } from '../demo';
import { gundamWarModule } from '../module';
import { tableOf } from '../property-games';

/** Final state hash and intent count of game n, and for the first four the hash of the whole log. */
const RECORDED: [state: string, intents: number, log?: string][] = [
  ['eb1222f6', 450, 'e597ef7f'],
  ['54db5cdc', 729, 'd4fd4a70'],
  ['80c561ea', 794, 'ab09df59'],
  ['799c2eba', 695, 'e6f869d3'],
  ['158d1431', 688],
  ['f6563804', 537],
  ['ede59efa', 749],
  ['a8510bab', 638],
  ['a051e66f', 643],
  ['749f373a', 700],
  ['381eef16', 635],
  ['7421dc94', 551],
  ['9cf76f78', 518],
  ['95c33a9f', 630],
  ['91ad06f8', 821],
  ['2a1f4361', 608],
  ['8303dc43', 771],
  ['50b34479', 844],
  ['861d000f', 742],
  ['16d68fab', 640],
];

function decksOf(n: number): DeckEntry[][] {
  const table = tableOf(n);
  if (table === 'goldfish') return [DEMO_DECKS[n % 2]];
  return table === 'pollution' ? [POLLUTION_DECK, DEMO_DECKS[1]] : [DEMO_DECKS[0], DEMO_DECKS[1]];
}

function playersOf(n: number): Player[] {
  if (tableOf(n) === 'goldfish') return [randomPlayer];
  return n % 3 === 0 ? [greedyPlayer, randomPlayer] : [randomPlayer, randomPlayer];
}

function game(n: number): [string, number, string?] {
  const seed = (n * 2654435761) >>> 0;
  const decks = decksOf(n);
  const played = playGame({ game: 'gundam-war', seed, decks, cards: DEMO_CARDS, players: playersOf(n) });
  if (isRuleError(played)) throw new Error(played.error);
  const out: [string, number, string?] = [hashJson(played.final), played.intents.length];
  if (n > 4) return out;
  const started = createGame(gundamWarModule, {
    game: 'gundam-war',
    mode: 'rules',
    seed,
    seats: decks.map((main, i) => ({ name: `Player ${i + 1}`, main })),
    cards: DEMO_CARDS,
  });
  if (isRuleError(started)) throw new Error(started.error);
  let s: GameState = started.state;
  // The lines as people read them in English (a line's message may be added without changing them).
  const lines = (events: GameEvent[]) => events.map((e) => [e.type, e.seat, e.text, e.refs]);
  const log: unknown[] = [lines(started.events)];
  for (const intent of played.intents) {
    const r = step(gundamWarModule, s, intent);
    if (isRuleError(r)) throw new Error(r.error);
    log.push(lines(r.events));
    s = r.state;
  }
  out.push(hashJson(log));
  return out;
}

describe('seeded random Gundam War games', () => {
  it('end in the recorded states with the recorded logs', { timeout: 120_000 }, () => {
    const got = Array.from({ length: 20 }, (_, i) => game(i + 1));
    expect(got).toEqual(RECORDED);
  });
});
