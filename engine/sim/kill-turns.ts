/**
 * What goldfish games against the dummy opponent (engine/core/dummy.ts) say about a deck: the
 * turn it wins on — its median and quartiles — and, for two decks played on the same shuffles
 * (paired seeds), the difference between them with its 95% confidence interval, so a change
 * that helped is told apart from noise.
 */
import { wilson } from './wilson';

export interface KillTurnStats {
  games: number;
  /** Games won against the dummy; the others ended without a win (the deck ran out first, a stuck game). */
  kills: number;
  /** The kill rate's 95% confidence interval (Wilson). */
  killRate: [number, number];
  /** Over the games won: the median turn of the win and its quartiles, mean and range (null without a win). */
  median: number | null;
  q1: number | null;
  q3: number | null;
  mean: number | null;
  min: number | null;
  max: number | null;
  /** How many games were won on each turn: index 0 is turn 1. */
  byTurn: number[];
}

/** The p-quantile of sorted numbers, interpolated between the nearest ranks (Hyndman & Fan type 7, as R and numpy default). */
export function quantile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  return sorted[lo] + (h - lo) * ((sorted[Math.min(lo + 1, sorted.length - 1)] ?? sorted[lo]) - sorted[lo]);
}

/** `killTurns[i]`: the turn game i was won on, or null when it was not won. */
export function killTurnStats(killTurns: readonly (number | null)[]): KillTurnStats {
  const won = killTurns.filter((t): t is number => t !== null).sort((a, b) => a - b);
  const byTurn: number[] = [];
  for (const t of won) {
    while (byTurn.length < t) byTurn.push(0);
    byTurn[t - 1]++;
  }
  const some = won.length > 0;
  return {
    games: killTurns.length,
    kills: won.length,
    killRate: wilson(won.length, killTurns.length),
    median: some ? quantile(won, 0.5) : null,
    q1: some ? quantile(won, 0.25) : null,
    q3: some ? quantile(won, 0.75) : null,
    mean: some ? won.reduce((a, b) => a + b, 0) / won.length : null,
    min: some ? won[0] : null,
    max: some ? won[won.length - 1] : null,
    byTurn,
  };
}

export interface PairedDifference {
  /** Seeds both decks won on: the difference is taken over these. */
  pairs: number;
  /** Seeds where one deck or both did not win (left out of the difference; see the kill rates). */
  unpaired: number;
  /** Mean of (b's kill turn − a's) over the pairs: negative means b wins sooner. */
  mean: number;
  /** Its 95% confidence interval (normal approximation of the paired mean; null under two pairs). */
  ci: [number, number] | null;
}

/**
 * The difference between two decks' kill turns on the same seeds. Playing both on the same
 * shuffles takes the luck of the draw out of the comparison (common random numbers), so far
 * fewer games tell a real difference from noise than two independent runs would.
 */
export function pairedDifference(a: readonly (number | null)[], b: readonly (number | null)[]): PairedDifference {
  const diffs: number[] = [];
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i];
    const y = b[i];
    if (x !== null && y !== null) diffs.push(y - x);
  }
  const pairs = diffs.length;
  const mean = pairs ? diffs.reduce((s, d) => s + d, 0) / pairs : 0;
  let ci: [number, number] | null = null;
  if (pairs >= 2) {
    const variance = diffs.reduce((s, d) => s + (d - mean) ** 2, 0) / (pairs - 1);
    const half = 1.96 * Math.sqrt(variance / pairs);
    ci = [mean - half, mean + half];
  }
  return { pairs, unpaired: n - pairs, mean, ci };
}
