/** The computer opponent: it plays from its own view only, repeatably, and answers every decision. */
import { describe, expect, it } from 'vitest';
import type { GameId } from '../cards/model';
import { hashJson } from '../core/hash';
import { createPrng } from '../core/prng';
import { createGame } from '../core/setup';
import { step } from '../core/step';
import { DEMO_CARDS } from '../core/testing/demo';
import { isRuleError, type GameState, type RulesIntent, type Seat } from '../core/types';
import { viewFor } from '../core/view';
import { canSee } from '../core/visibility';
import { gameModule } from '../games/registry';
import { matchDecks } from '../sim/match-decks';
import { playGame } from '../sim/play';
import { greedyPlayer, greedyScore } from '../sim/players';
import { determinize } from './determinize';
import { decide, levelPlayer, type Level } from './levels';
import { search, toAct, type SearchBudget } from './search';
import { inEnglish } from '../i18n/translate';

function opening(game: GameId, seed: number): GameState {
  const r = createGame(gameModule(game), {
    game,
    mode: 'rules',
    seed,
    seats: matchDecks(game).map((main, i) => ({ name: `P${i + 1}`, main })),
    cards: DEMO_CARDS[game],
    quiet: true,
  });
  if (isRuleError(r)) throw new Error(r.error);
  return r.state;
}

/** A table some greedy moves in, where the seat to act has at least `choices` moves. */
function midGame(
  game: GameId,
  seed: number,
  after: number,
  choices = 3,
): { state: GameState; seat: Seat; legal: readonly RulesIntent[] } {
  const module = gameModule(game);
  let s = opening(game, seed);
  let p = createPrng(seed);
  for (let n = 0; n < 5000; n++) {
    const act = toAct(module, s)!;
    if (n >= after && act.legal.length >= choices) return { state: s, ...act };
    let intent: RulesIntent;
    [intent, p] = greedyPlayer(s, act.legal, p);
    const r = step(module, s, intent, true);
    if (isRuleError(r)) throw new Error(r.error);
    s = r.state;
  }
  throw new Error('no such table');
}

/**
 * The same table as the seat sees it, with everything hidden from it changed: the printed
 * cards in the opponent's hidden places dealt again (same multiset: shared lists), the
 * seat's own deck in another order, and another random state for future shuffles.
 */
function hiddenChanged(s: GameState, seat: Seat): GameState {
  const layout = gameModule(s.game).layout;
  const cards = s.cards.slice();
  const theirs = cards.filter((c) => c.owner !== seat && !canSee(layout, c, seat));
  const keys = theirs.map((c) => c.key);
  theirs.forEach((c, i) => (cards[c.id] = { ...c, key: keys[(i + 7) % keys.length] }));
  const deck = `${seat}:${layout.deckZone}`;
  return {
    ...s,
    cards,
    zones: { ...s.zones, [deck]: s.zones[deck].slice().reverse() },
    prng: { seed: 99, state: 12345 },
  };
}

describe('the AI plays from its own view only', () => {
  for (const game of ['ms-war', 'gundam-war'] as const) {
    it(
      `${game}: the same view gives the same determinizations and the same move, whatever is hidden`,
      { timeout: 60_000 },
      () => {
        const { state, seat, legal } = midGame(game, 41, 30);
        const other = hiddenChanged(state, seat);
        const layout = gameModule(game).layout;
        // The change is real, and invisible to the seat.
        expect(hashJson(other)).not.toBe(hashJson(state));
        expect(JSON.stringify(viewFor(other, layout, seat))).toBe(JSON.stringify(viewFor(state, layout, seat)));
        const prng = createPrng(7);
        const [a] = determinize(state, layout, seat, prng, { sharedLists: true });
        const [b] = determinize(other, layout, seat, prng, { sharedLists: true });
        expect(hashJson(b)).toBe(hashJson(a));
        for (const level of ['normal', 'hard'] as Level[]) {
          const x = decide(state, seat, legal, level, prng, { thinkMs: null, iterations: 25 });
          const y = decide(other, seat, legal, level, prng, { thinkMs: null, iterations: 25 });
          expect(y.intent).toEqual(x.intent);
          expect(y.reason).toEqual(x.reason);
        }
      },
    );
  }

  it("without shared lists, the opponent's hidden cards are sampled from what it has shown", () => {
    const { state, seat } = midGame('ms-war', 41, 30);
    const layout = gameModule('ms-war').layout;
    const shown = new Set(state.cards.filter((c) => c.owner !== seat && canSee(layout, c, seat)).map((c) => c.key));
    const [d] = determinize(state, layout, seat, createPrng(3), { sharedLists: false });
    const hidden = d.cards.filter((c) => c.owner !== seat && !canSee(layout, c, seat));
    expect(hidden.length).toBeGreaterThan(0);
    for (const c of hidden) expect(shown.has(c.key)).toBe(true);
    // Every place keeps what the seat sees of it, and every card is where its zone says.
    for (const [zone, ids] of Object.entries(d.zones)) for (const id of ids) expect(d.cards[id].zone).toBe(zone);
    expect(JSON.stringify(viewFor(d, layout, seat))).toBe(JSON.stringify(viewFor(state, layout, seat)));
  });

  it('its own hand and the cards on the table are never resampled', () => {
    const { state, seat } = midGame('gundam-war', 5, 40);
    const layout = gameModule('gundam-war').layout;
    const [d] = determinize(state, layout, seat, createPrng(1), { sharedLists: true });
    state.cards.forEach((c) => {
      if (canSee(layout, c, seat)) expect(d.cards[c.id]).toBe(c);
    });
  });
});

describe('the AI at each level', () => {
  it('is repeatable: the same table, seed and iteration budget give the same move', { timeout: 30_000 }, () => {
    const { state, seat, legal } = midGame('ms-war', 8, 20);
    const run = () => decide(state, seat, legal, 'hard', createPrng(5), { thinkMs: null, iterations: 60 });
    expect(run()).toEqual(run());
  });

  it('gives a short reason naming the move, and Easy plays as the greedy player does', { timeout: 30_000 }, () => {
    const { state, seat, legal } = midGame('ms-war', 8, 20);
    const easy = decide(state, seat, legal, 'easy', createPrng(5));
    expect(easy.intent).toEqual(greedyPlayer(state, legal, createPrng(5))[0]);
    // An answer is said by its choice alone; any other move with Easy's rule for it.
    expect(inEnglish(easy.reason)).toMatch(
      easy.intent.type === 'answer' ? /^(chooses |answers in secret)/ : /^.+: .+$/,
    );
    expect(inEnglish(easy.details)).toMatch(/Easy plays by a fixed order/);
    const hard = decide(state, seat, legal, 'hard', createPrng(5), { thinkMs: null, iterations: 30 });
    expect(hard.iterations).toBe(30);
    expect(inEnglish(hard.details)).toMatch(/This move won \d+% of 30 playouts/);
    expect(legal).toContainEqual(hard.intent);
  });

  it('Normal makes about three in four of its real decisions as Easy would, and says so; it searches the others', () => {
    const { state, seat, legal } = midGame('ms-war', 8, 20);
    expect(legal.length).toBeGreaterThan(1);
    let easy = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const d = decide(state, seat, legal, 'normal', createPrng(seed), { thinkMs: null, iterations: 3 });
      if (d.iterations === 0) {
        easy++;
        expect(inEnglish(d.details)).toMatch(/Normal makes three in four of its moves by Easy's fixed preferences/);
        // One of the moves Easy likes best (Easy breaks ties at random).
        const best = Math.max(...legal.map((l) => greedyScore(state, l, seat)));
        expect(greedyScore(state, d.intent, seat)).toBe(best);
      } else expect(inEnglish(d.details)).toMatch(/This move won \d+% of 3 playouts/);
    }
    // 40 seeded draws of a three-in-four chance: 30 expected, 21–37 with odds of about 1 in 1,000 against.
    expect(easy).toBeGreaterThanOrEqual(21);
    expect(easy).toBeLessThanOrEqual(37);
  });

  it(
    'stops once its leading move can no longer be overtaken, with the move the whole budget gives',
    { timeout: 60_000 },
    () => {
      let stoppedEarly = 0;
      // A budget the size of the app's few hundred iterations stops early the same way; a smaller
      // one keeps the file's run short (each table is searched twice, once to the end).
      const ITERATIONS = 120;
      for (const game of ['ms-war', 'gundam-war'] as const)
        for (const seed of [3, 8, 11]) {
          const { state, seat, legal } = midGame(game, seed, 20, 2);
          const module = gameModule(game);
          const budget: SearchBudget = { iterations: ITERATIONS, horizon: 1, exploration: 0.7 };
          const run = (exhaust: boolean) =>
            search(module, state, seat, legal, { ...budget, exhaust }, { sharedLists: true }, createPrng(seed));
          const settled = run(false);
          const whole = run(true);
          expect(whole.iterations).toBe(ITERATIONS);
          expect(settled.intent).toEqual(whole.intent);
          if (settled.iterations < ITERATIONS) {
            stoppedEarly++;
            // Stopped only when no run of the iterations left could have changed the answer.
            const [first, second] = settled.moves;
            expect(first.visits - (second?.visits ?? 0)).toBeGreaterThan(ITERATIONS - settled.iterations);
          }
        }
      // A stop too soon fails above; one never made fails here.
      expect(stoppedEarly).toBeGreaterThan(0);
    },
  );

  it('under a time budget, stops once no iteration the time leaves could change its move', { timeout: 60_000 }, () => {
    let stoppedEarly = 0;
    for (const game of ['ms-war', 'gundam-war'] as const)
      for (const seed of [3, 8]) {
        const { state, seat, legal } = midGame(game, seed, 20, 2);
        const module = gameModule(game);
        // A steady clock: each reading 1 ms after the last, so 250 ms hold ~250 iterations.
        const run = (exhaust: boolean) => {
          let t = 0;
          const budget: SearchBudget = { iterations: 1e9, thinkMs: 250, horizon: 1, exploration: 0.7, exhaust };
          return search(module, state, seat, legal, budget, { sharedLists: true }, createPrng(seed), () => t++);
        };
        const settled = run(false);
        const whole = run(true);
        expect(settled.intent).toEqual(whole.intent);
        expect(settled.iterations).toBeLessThanOrEqual(whole.iterations);
        if (settled.iterations < whole.iterations) {
          stoppedEarly++;
          // The iterations the clock still held could not have changed the answer.
          const [first, second] = settled.moves;
          expect(first.visits - (second?.visits ?? 0)).toBeGreaterThan(whole.iterations - settled.iterations);
        }
      }
    expect(stoppedEarly).toBeGreaterThan(0);
  });

  it('stops at its time budget (a clock that jumps stands for the time passing)', () => {
    const { state, seat, legal } = midGame('ms-war', 8, 20);
    let t = 0;
    const d = decide(state, seat, legal, 'hard', createPrng(5), {
      thinkMs: 100,
      iterations: 1000,
      now: () => (t += 30),
    });
    expect(d.iterations).toBe(4);
  });

  for (const game of ['ms-war', 'gundam-war'] as const) {
    it(
      `${game}: Normal and Hard play whole games, answering every decision the rules ask of them`,
      { timeout: 60_000 },
      () => {
        const kinds = new Set<string>();
        const watch = (level: Level) => {
          const inner = levelPlayer(level, { thinkMs: null, iterations: 4 });
          return ((s, legal, p) => {
            if (s.pending?.seat === legal[0].seat) kinds.add(s.pending.kind);
            return inner(s, legal, p);
          }) as typeof inner;
        };
        const g = playGame({
          game,
          seed: 3,
          decks: matchDecks(game),
          cards: DEMO_CARDS[game],
          players: [watch('normal'), watch('hard')],
        });
        if (isRuleError(g)) throw new Error(g.error);
        expect(g.stuck).toBeNull();
        expect(g.final.winner).not.toBeNull();
        expect(kinds.has('mulligan')).toBe(true);
      },
    );
  }
});
