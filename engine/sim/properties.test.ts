import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hashJson } from '../core/hash';
import { createGame } from '../core/setup';
import { step } from '../core/step';
import { DEMO_CARDS, demoDeck } from '../core/testing/demo';
import { isRuleError } from '../core/types';
import { gameModule } from '../games/registry';
import { cardsAccountedFor, replayDifference } from './invariants';
import { playGame } from './play';
import { greedyPlayer, randomPlayer } from './players';

const module = gameModule('ms-war');

describe('random legal M.S. War games (properties)', () => {
  // 12 whole games played and replayed with their logs (10,000 in `npm run bench -- ms-war-properties`):
  // seconds on a busy machine, not the default 5.
  it('never create or lose a card, never get stuck before the end, and replay identically', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 40 }),
        fc.boolean(),
        (seed, offset, greedy) => {
          const decks = [demoDeck('ms-war', offset), demoDeck('ms-war', (offset + 17) % 57)];
          const total = decks.flat().reduce((n, e) => n + e.count, 0);
          const players = greedy ? [greedyPlayer, randomPlayer] : [randomPlayer, randomPlayer];
          const game = playGame({ game: 'ms-war', seed, decks, cards: DEMO_CARDS['ms-war'], players });
          if (isRuleError(game)) throw new Error(game.error);
          expect(game.stuck).toBeNull();
          expect(game.final.winner).not.toBeNull();
          expect(Object.keys(game.final.cards)).toHaveLength(total);
          expect(cardsAccountedFor(game.final)).toEqual([]);
          // Replay the log from the same seed.
          const start = createGame(module, {
            game: 'ms-war',
            mode: 'rules',
            seed,
            seats: decks.map((main, i) => ({ name: `Player ${i + 1}`, main })),
            cards: DEMO_CARDS['ms-war'],
          });
          if (isRuleError(start)) throw new Error(start.error);
          let state = start.state;
          for (const intent of game.intents) {
            const r = step(module, state, intent);
            if (isRuleError(r)) throw new Error(r.error);
            expect(cardsAccountedFor(r.state)).toEqual([]);
            state = r.state;
          }
          expect(hashJson(state)).toBe(hashJson(game.final));
        },
      ),
      { numRuns: 12 },
    );
  });

  it(
    'a quiet step (simulations) builds the same state as a logged one, and no events, in both games',
    { timeout: 60_000 },
    () => {
      for (const game of ['ms-war', 'gundam-war'] as const) {
        const decks = [demoDeck(game), demoDeck(game, 20)];
        const played = playGame({
          game,
          seed: 77,
          decks,
          cards: DEMO_CARDS[game],
          players: [randomPlayer, randomPlayer],
        });
        if (isRuleError(played)) throw new Error(played.error);
        const rules = gameModule(game);
        const start = createGame(rules, {
          game,
          mode: 'rules',
          seed: 77,
          seats: decks.map((main, i) => ({ name: `Player ${i + 1}`, main })),
          cards: DEMO_CARDS[game],
        });
        if (isRuleError(start)) throw new Error(start.error);
        let state = start.state;
        let logged = 0;
        for (const intent of played.intents) {
          const quiet = step(rules, state, intent, true);
          const loud = step(rules, state, intent);
          if (isRuleError(quiet) || isRuleError(loud)) throw new Error(`${game}: refused`);
          expect(quiet.events).toEqual([]);
          expect(hashJson(quiet.state), game).toBe(hashJson(loud.state));
          logged += loud.events.length;
          state = loud.state;
        }
        expect(logged, game).toBeGreaterThan(played.intents.length / 2);
      }
    },
  );

  it('a quiet game setup (simulations) builds the same opening state as a logged one, in both games', () => {
    for (const game of ['ms-war', 'gundam-war'] as const) {
      const setup = {
        game,
        mode: 'rules' as const,
        seed: 91,
        seats: [0, 20].map((offset, i) => ({ name: `Player ${i + 1}`, main: demoDeck(game, offset) })),
        cards: DEMO_CARDS[game],
      };
      const loud = createGame(gameModule(game), setup);
      const quiet = createGame(gameModule(game), { ...setup, quiet: true });
      if (isRuleError(loud) || isRuleError(quiet)) throw new Error('refused');
      expect(quiet.events).toEqual([]);
      expect(loud.events.length).toBeGreaterThan(0);
      expect(hashJson(quiet.state)).toBe(hashJson(loud.state));
    }
  });

  it('the invariants the bench checks catch a misplaced card and a replay that goes elsewhere', () => {
    const decks = [demoDeck('ms-war'), demoDeck('ms-war', 20)];
    const setup = {
      game: 'ms-war' as const,
      mode: 'rules' as const,
      seed: 12,
      seats: decks.map((main, i) => ({ name: `Player ${i + 1}`, main })),
      cards: DEMO_CARDS['ms-war'],
    };
    const game = playGame({
      game: 'ms-war',
      seed: 12,
      decks,
      cards: DEMO_CARDS['ms-war'],
      players: [randomPlayer, randomPlayer],
    });
    if (isRuleError(game)) throw new Error(game.error);
    expect(cardsAccountedFor(game.final)).toEqual([]);
    expect(replayDifference(setup, game.intents, game.final)).toBeNull();
    expect(replayDifference({ ...setup, seed: 13 }, game.intents, game.final)).not.toBeNull();
    expect(replayDifference(setup, game.intents.slice(0, -1), game.final)).not.toBeNull();
    const [zone, ids] = Object.entries(game.final.zones).find(([, ids]) => ids.length > 1)!;
    const twice = { ...game.final, zones: { ...game.final.zones, [zone]: [...ids, ids[0]] } };
    expect(cardsAccountedFor(twice)).toContain(`${ids[0]} in ${zone} and ${zone}`);
    const lost = { ...game.final, zones: { ...game.final.zones, [zone]: ids.slice(1) } };
    expect(cardsAccountedFor(lost)).toEqual([`${ids[0]} is in no zone`]);
  });

  it('a goldfish rules game runs to its end', () => {
    const game = playGame({
      game: 'ms-war',
      seed: 5,
      decks: [demoDeck('ms-war')],
      cards: DEMO_CARDS['ms-war'],
      players: [greedyPlayer],
    });
    if (isRuleError(game)) throw new Error(game.error);
    expect(game.stuck).toBeNull();
    expect(game.final.winner).toBe('draw');
  });
});
