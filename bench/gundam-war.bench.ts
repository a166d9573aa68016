/** Full random Gundam War games (demo decks, random legal intents) per second, and the cost of one step. */
import { performance } from 'node:perf_hooks';
import { createPrng, nextInt } from '../engine/core/prng';
import { DEMO_CARDS, DEMO_DECKS } from '../engine/games/gundam-war/demo';
import { createGundamWar, stepGundamWar } from '../engine/games/gundam-war/game';
import { legalIntents, seatsToAct } from '../engine/games/gundam-war/legal';
import { percentile } from './measure';

const GAMES = Number(process.env.GW_GAMES ?? 20);
const stepTimes: number[] = [];
let steps = 0;
const t0 = performance.now();
for (let g = 1; g <= GAMES; g++) {
  const start = createGundamWar({ seed: g, decks: DEMO_DECKS, cards: DEMO_CARDS });
  if ('error' in start) throw new Error(start.error);
  let s = start.state;
  let rng = createPrng(g * 7919);
  while (s.winner === null) {
    const options = legalIntents(s, seatsToAct(s)[0]);
    let k: number;
    [k, rng] = nextInt(rng, options.length * 2);
    const pick = k >= options.length ? options.find((o) => o.type === 'pass') ?? options[0] : options[k];
    const a = performance.now();
    const r = stepGundamWar(s, pick);
    stepTimes.push(performance.now() - a);
    if ('error' in r) throw new Error(r.error);
    s = r.state;
    steps++;
  }
}
const secs = (performance.now() - t0) / 1000;
const fmt = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;
process.stdout.write(`gundam-war random games: ${GAMES} games, ${steps} intents, ${(GAMES / secs).toFixed(2)} games/s (legal-intent listing included)\n`);
process.stdout.write(`gundam-war step: median ${fmt(percentile(stepTimes, 50))}, p99 ${fmt(percentile(stepTimes, 99))}\n`);
