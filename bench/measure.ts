/** Tiny timing helpers shared by the benchmarks: samples in ms, printed as figures. */
import { performance } from 'node:perf_hooks';

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

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function report(name: string, samples: number[]): void {
  const total = samples.reduce((a, b) => a + b, 0);
  const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`);
  process.stdout.write(
    `${name}: ${samples.length} runs, median ${fmt(percentile(samples, 50))}, p95 ${fmt(percentile(samples, 95))}, p99 ${fmt(percentile(samples, 99))}, ${(samples.length / (total / 1000)).toFixed(0)}/s\n`,
  );
}
