/**
 * The computer opponent's levels. Easy is the greedy player (engine/sim/players.ts); Normal
 * and Hard search (search.ts) from the seat's own view, Hard longer and further ahead.
 */
import type { PrngState } from '../core/prng';
import type { GameState, RulesIntent, Seat } from '../core/types';
import { gameModule } from '../games/registry';
import { greedyPlayer, type Player } from '../sim/players';
import { describeMove, greedyReason, openTo } from './describe';
import type { Level } from './names';
import { search, type SearchBudget } from './search';

export { LEVEL_NAMES, LEVELS, type Level } from './names';

/** Per level: at most this many iterations, in at most this long (Hard ≤ 1.5 s, issue 17). */
export const BUDGETS: Record<Exclude<Level, 'easy'>, SearchBudget> = {
  normal: { iterations: 400, thinkMs: 300, horizon: 1, exploration: 0.7 },
  // Hard stops starting iterations at 1.1 s: the last one may run on, and the goal is ≤ 1.5 s a decision.
  hard: { iterations: 4000, thinkMs: 1100, horizon: 2, exploration: 0.7 },
};

export interface ThinkOptions {
  /** Overrides the level's time budget (ms); `null` for no time limit (iterations only). */
  thinkMs?: number | null;
  /** Overrides the level's iteration budget. */
  iterations?: number;
  /** Whether the AI knows its opponent's deck list. */
  sharedLists?: boolean;
  now?: () => number;
}

export interface Decision {
  intent: RulesIntent;
  /** One line for the log: the move and why, in a player's words. */
  reason: string;
  iterations: number;
  prng: PrngState;
}

const percent = (v: number) => `${Math.round(100 * v)}%`;

/** The move `seat` makes at `level` now; `legal` is the seat's own list of moves. */
export function decide(
  state: GameState,
  seat: Seat,
  legal: RulesIntent[],
  level: Level,
  prng: PrngState,
  o: ThinkOptions = {},
): Decision {
  if (level === 'easy') {
    const [intent, next] = greedyPlayer(state, legal, prng);
    return {
      intent,
      reason: `${describeMove(state, intent)} — Easy: ${greedyReason(intent)}`,
      iterations: 0,
      prng: next,
    };
  }
  if (legal.length === 1)
    return { intent: legal[0], reason: `${describeMove(state, legal[0])} — its only move`, iterations: 0, prng };
  const base = BUDGETS[level];
  const budget: SearchBudget = {
    ...base,
    iterations: o.iterations ?? base.iterations,
    thinkMs: o.thinkMs === null ? undefined : (o.thinkMs ?? base.thinkMs),
  };
  const module = gameModule(state.game);
  const r = search(module, state, seat, legal, budget, { sharedLists: o.sharedLists ?? true }, prng, o.now);
  const [best, next] = r.moves;
  const named =
    next && openTo(state, module.layout, next.intent, (1 - seat) as Seat)
      ? describeMove(state, next.intent)
      : 'another move';
  const alt = next && next.visits ? `; next best, ${named}: ${percent(next.value)}` : '';
  const reason = `${describeMove(state, best.intent)} — won ${percent(best.value)} of ${r.iterations} playouts${alt}`;
  return { intent: r.intent, reason, iterations: r.iterations, prng: r.prng };
}

/** A simulator player for a level; `thinkMs` overrides the search levels' time per decision. */
export function levelPlayer(level: Level, o: ThinkOptions = {}): Player {
  if (level === 'easy') return greedyPlayer;
  return (state, legal, prng) => {
    const d = decide(state, legal[0].seat, legal, level, prng, o);
    return [d.intent, d.prng];
  };
}
