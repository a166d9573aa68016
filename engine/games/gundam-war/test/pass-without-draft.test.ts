/**
 * Most steps of a game are passes that resolve nothing, and module.ts builds them at once
 * without a draft (`passWithoutDraft`): a pass that hands priority on, and in a quiet step one
 * that closes the window and enters a station whose Fixed Effect has nothing to do (flow.ts
 * `enteredIdle`). At every step of random games on the property tables (the demo decks, the
 * Pollution deck, a goldfish game of one seat) where it applies, the state it builds must be
 * the one the same step makes through a draft and every check (`applyByDraft`: the Fixed
 * Effect, the window opened, destruction, Vulture, the win), and a logged step the same events.
 */
import { describe, expect, it } from 'vitest';
import { createPrng, nextInt } from '../../../core/prng';
import { step } from '../../../core/step';
import { isRuleError, type GameState, type StepResult } from '../../../core/types';
import type { DeckEntry } from '../../../decks/model';
import { DEMO_DECKS, POLLUTION_DECK } from '../demo';
import { demoGame } from './demo-game';
import { seatToAct } from '../legal';
import { Memo } from '../../../core/memo';
import { createGundamWarModule, passWithoutDraft } from '../module';
import { STATIONS, stationName } from '../chart';
import { rulesOf } from '../state';
import { SPACE_DECK } from './space-deck';

/** The module as the app builds it, with what it remembers here; and one that works every step out afresh. */
const memo = new Memo();
const module = createGundamWarModule(memo);
const workedAfresh = createGundamWarModule(null);

/** The tables and how many games each: the demo decks most, and a table whose battles engage in space alone. */
const TABLES: [DeckEntry[][], number][] = [
  [[DEMO_DECKS[0], DEMO_DECKS[1]], 4],
  [[POLLUTION_DECK, DEMO_DECKS[1]], 2],
  [[DEMO_DECKS[0]], 2],
  // Units for the Space Area alone on both sides: squads meet there in every battle.
  [[SPACE_DECK, SPACE_DECK], 1],
];

function same(fast: StepResult, full: StepResult, where: string): void {
  if (isRuleError(fast) || isRuleError(full)) throw new Error(`${where}: refused`);
  // Compared as text first: a deep comparison at every pass of many games is slow.
  if (JSON.stringify(fast) !== JSON.stringify(full)) expect(fast, where).toEqual(full);
  expect(fast.events, where).toEqual(full.events);
}

/** Plays a random game quietly; counts the steps built without a draft by what they did. */
function checkGame(decks: DeckEntry[][], seed: number, built: Map<string, number>): void {
  let s: GameState = demoGame(decks, seed, true).state;
  let rng = createPrng(seed ^ 0x5eed);
  for (let steps = 0; s.winner === null && steps < 4000; steps++) {
    const options = module.legalIntents(s, seatToAct(s)!);
    let k: number;
    [k, rng] = nextInt(rng, options.length * 2);
    // Passing half the time: games reach the battles and the ends of turns.
    const pick = k >= options.length ? (options.find((o) => o.type === 'pass') ?? options[0]) : options[k];
    const where = `seed ${seed}, step ${steps}, ${stationName(STATIONS[rulesOf(s).station])}`;
    // Logged, on a copy of what the module remembers (the quiet step below is the game's own).
    const logged = passWithoutDraft(s, pick, false, memo.copy());
    if (logged) same(logged, workedAfresh.applyRules(s, pick, false), `${where} (logged)`);
    const fast = passWithoutDraft(s, pick, true, memo);
    if (fast) {
      same(fast, workedAfresh.applyRules(s, pick, true), where);
      const to = rulesOf(fast.state).station;
      const kind =
        to === rulesOf(s).station
          ? 'hand-on'
          : `enter ${stationName(STATIONS[to])}${rulesOf(fast.state).engaged.space ? ', engaged in space' : ''}`;
      built.set(kind, (built.get(kind) ?? 0) + 1);
      s = fast.state;
      continue;
    }
    const next = step(module, s, pick, true);
    if (isRuleError(next)) throw new Error(`${where}: ${next.error}`);
    s = next.state;
  }
}

describe('Gundam War passes built without a draft (module.ts passWithoutDraft)', () => {
  it('are, at every step of random games where they apply, the steps a draft makes', () => {
    const built = new Map<string, number>();
    for (const [t, [decks, games]] of TABLES.entries())
      for (let seed = 1; seed <= games; seed++) checkGame(decks, seed * 11 + t, built);
    // Every kind came up, many times: handing priority on, and entering each station without work to do.
    expect(built.get('hand-on')).toBeGreaterThan(500);
    for (const st of [
      'draw',
      'disposition',
      'attack',
      'defend',
      'defend-after',
      'damage',
      'damage-after',
      'return',
      'return-after',
    ])
      expect(built.get(`enter ${st}`) ?? 0, st).toBeGreaterThan(20);
    // Squads engaged in the Space Area only: Damage Calculation fixes engagement (ch. 15), Desert does not arise.
    expect(built.get('enter damage, engaged in space')).toBeGreaterThan(0);
  }, 120_000);
});
