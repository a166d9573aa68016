/**
 * The simulator lists a seat's moves with `sharedLegalIntents` (legal.ts): where the seat can
 * only Pass it gets one shared list instead of a new list and intent. Its players must
 * see exactly the listing `legalIntents` makes — the same intents, so the same prng draws and
 * the same games. At every step of random games on the property tables (random and greedy
 * players), each list handed to a player must equal `legalIntents` of that table, and whole
 * games played with the shared lists must be the games played with fresh ones, move for move.
 */
import { describe, expect, it } from 'vitest';
import { hashJson } from '../../../core/hash';
import { isRuleError, type RulesIntent, type Seat } from '../../../core/types';
import type { DeckEntry } from '../../../decks/model';
import { playGame } from '../../../sim/play';
import { greedyPlayer, randomPlayer, type Player } from '../../../sim/players';
import { DEMO_CARDS, DEMO_DECKS, POLLUTION_DECK } from '../demo';
import { gundamWarModule } from './session';

const TABLES: { name: string; decks: DeckEntry[][]; players: Player[] }[] = [
  { name: 'the demo decks', decks: [DEMO_DECKS[0], DEMO_DECKS[1]], players: [randomPlayer, randomPlayer] },
  { name: 'a Pollution deck', decks: [POLLUTION_DECK, DEMO_DECKS[1]], players: [greedyPlayer, randomPlayer] },
  { name: 'a goldfish', decks: [DEMO_DECKS[0]], players: [randomPlayer] },
];

/** Game `seed` played with the module's lists as the simulator gets them, or with fresh ones (no `sharedLegalIntents`). */
function play(decks: DeckEntry[][], players: Player[], seed: number, shared: boolean) {
  const kept = gundamWarModule.sharedLegalIntents;
  if (!shared) delete gundamWarModule.sharedLegalIntents;
  try {
    const played = playGame({ game: 'gundam-war', seed, decks, cards: DEMO_CARDS, players });
    if (isRuleError(played)) throw new Error(played.error);
    expect(played.stuck).toBeNull();
    return { intents: JSON.stringify(played.intents), final: hashJson(played.final) };
  } finally {
    gundamWarModule.sharedLegalIntents = kept;
  }
}

describe('Gundam War lists for automatic players (sharedLegalIntents)', () => {
  for (const { name, decks, players } of TABLES)
    it(`hands the players what legalIntents lists, and plays the same games, on ${name}`, () => {
      // The shared lists are known by being handed out again (the same object).
      const handed = new Set<readonly RulesIntent[]>();
      let shared = 0;
      const checking = players.map((player): Player => (s, legal, prng) => {
        const listed: readonly RulesIntent[] = gundamWarModule.legalIntents(s, legal[0].seat as Seat);
        if (JSON.stringify(legal) !== JSON.stringify(listed)) expect(legal).toEqual(listed);
        if (handed.has(legal)) shared++;
        handed.add(legal);
        return player(s, legal, prng);
      });
      for (const seed of [3, 17]) {
        expect(play(decks, checking, seed, true)).toEqual(play(decks, players, seed, false));
      }
      // The shared lists were handed out (most steps of a game are Pass alone).
      expect(shared).toBeGreaterThan(100);
    }, 60_000);
});
