/** Tiny timing helpers shared by the benchmarks: samples in ms, printed as figures. */
import { performance } from 'node:perf_hooks';
import { duration, said, sayLine } from './say';

export function timeIt(fn: () => void, iterations: number, warmup = Math.min(1000, iterations / 10)): number[] {
  for (let i = 0; i < warmup; i++) fn();
  const samples = new Array<number>(iterations);
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    fn();
    samples[i] = performance.now() - t0;
  }
  return samples;
}

/**
 * The best of `runs` CPU times of `small` and of `large` (about 8× its input), and how many
 * times as long `large` took: about 8 while the work is linear, far more once it is not. CPU
 * time, since on a shared machine a process waits for a core for longer than these take. The
 * figures the growth tests (engine/hostile/work.ts) count instead of timing.
 */
export function timeGrowth(small: () => void, large: () => void, runs = 5): { ms: string; msLarge: string; ratio: string } {
  const best = (fn: () => void) => {
    for (let i = 0; i < 3; i++) fn();
    let fastest = Infinity;
    for (let i = 0; i < runs; i++) {
      const start = process.cpuUsage();
      fn();
      const spent = process.cpuUsage(start);
      fastest = Math.min(fastest, (spent.user + spent.system) / 1000);
    }
    return Math.max(0.001, fastest);
  };
  const [once, more] = [best(small), best(large)];
  return { ms: once.toFixed(1), msLarge: more.toFixed(1), ratio: (more / once).toFixed(1) };
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** One line of figures: `name: 2000 runs, median 1.2 µs, p95 …, p99 …, 800000/s`; `name` is already told. */
export function report(name: string, samples: number[]): void {
  const total = samples.reduce((a, b) => a + b, 0);
  const fmt = (ms: number) => duration(ms, 2, 1);
  sayLine('report', {
    name,
    runs: samples.length,
    median: fmt(percentile(samples, 50)),
    p95: fmt(percentile(samples, 95)),
    p99: fmt(percentile(samples, 99)),
    rate: (samples.length / (total / 1000)).toFixed(0),
  });
}

/** The property benchmarks' summary: games played and replayed, and how many broke each property. */
export function sayProperties(
  game: 'gundamWar' | 'msWar',
  r: { games: number; steps: number; seconds: number; stuck: number; misplaced: number; differing: number },
): void {
  sayLine('properties.summary', {
    game: said(`properties.game.${game}`),
    games: r.games,
    steps: (r.steps / r.games).toFixed(0),
    seconds: r.seconds.toFixed(1),
    stuck: r.stuck,
    misplaced: r.misplaced,
    differing: r.differing,
  });
}
