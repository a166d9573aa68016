/**
 * The simulator's players by name (`--players`), built alike in the command and in each worker
 * thread, which cannot be sent functions: random, greedy (the AI's Easy level), and the AI's
 * search levels normal and hard with their budget per decision.
 */
import { BUDGETS, levelPlayer } from '../ai/levels';
import { randomPlayer, type Player } from '../sim/players';

export const PLAYER_KINDS = ['random', 'greedy', 'normal', 'hard'] as const;
export type PlayerKind = (typeof PLAYER_KINDS)[number];

/** The search levels' budget: `thinkMs` alone bounds each decision by time (Hard's; Normal's in proportion), `iterations` alone by iterations (exactly repeatable), both by whichever comes first. */
export interface Budget {
  thinkMs?: number;
  iterations?: number;
}

/**
 * A search level's time a decision when `--think-ms` gives Hard `hardMs`: Normal thinks for the
 * same share of it as in the app (300 ms to Hard's 1,100), so a match at a small budget keeps
 * the levels as a player meets them.
 */
export function thinkMsOf(level: 'normal' | 'hard', hardMs: number): number {
  return (hardMs * BUDGETS[level].thinkMs!) / BUDGETS.hard.thinkMs!;
}

export function playerOf(kind: PlayerKind, { thinkMs, iterations }: Budget): Player {
  if (kind === 'random') return randomPlayer;
  if (kind === 'greedy') return levelPlayer('easy');
  const timeOnly = thinkMs !== undefined && iterations === undefined;
  return levelPlayer(kind, {
    thinkMs: thinkMs !== undefined ? thinkMsOf(kind, thinkMs) : iterations !== undefined ? null : undefined,
    iterations: timeOnly ? Number.MAX_SAFE_INTEGER : iterations,
  });
}
