/** Full random Gundam War games (demo decks, random legal intents, through the GameModule) per second, and the cost of one step. */
import { performance } from 'node:perf_hooks';
import { createPrng, nextInt } from '../engine/core/prng';
import { createGame } from '../engine/core/setup';
import { step } from '../engine/core/step';
import { isRuleError } from '../engine/core/types';
import { DEMO_CARDS, DEMO_DECKS } from '../engine/games/gundam-war/demo';
import { seatToAct } from '../engine/games/gundam-war/legal';
import { gundamWarSession } from '../engine/games/gundam-war/module';
import { percentile } from './measure';
import { sayLine } from './say';

const GAMES = Number(process.env.GW_GAMES ?? 300);
const stepTimes: number[] = [];
const legalTimes: number[] = [];
let steps = 0;
const t0 = performance.now();
for (let g = 1; g <= GAMES; g++) {
  // Each game a session of its own, as the app plays it.
  const module = gundamWarSession();
  const start = createGame(module, { game: 'gundam-war', mode: 'rules', seed: g, seats: [{ name: 'A', main: DEMO_DECKS[0] }, { name: 'B', main: DEMO_DECKS[1] }], cards: DEMO_CARDS });
  if (isRuleError(start)) throw new Error(start.error);
  let s = start.state;
  let rng = createPrng(g * 7919);
  while (s.winner === null) {
    const l = performance.now();
    const options = module.legalIntents(s, seatToAct(s)!);
    legalTimes.push(performance.now() - l);
    let k: number;
    [k, rng] = nextInt(rng, options.length * 2);
    const pick = k >= options.length ? (options.find((o) => o.type === 'pass') ?? options[0]) : options[k];
    const a = performance.now();
    const r = step(module, s, pick);
    stepTimes.push(performance.now() - a);
    if (isRuleError(r)) throw new Error(r.error);
    s = r.state;
    steps++;
  }
}
const secs = (performance.now() - t0) / 1000;
const fmt = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;
sayLine('gundamWar.games', { games: GAMES, intents: steps, perGame: (steps / GAMES).toFixed(0), rate: (GAMES / secs).toFixed(1) });
sayLine('gundamWar.step', {
  median: fmt(percentile(stepTimes, 50)),
  p99: fmt(percentile(stepTimes, 99)),
  legalMedian: fmt(percentile(legalTimes, 50)),
  legalP99: fmt(percentile(legalTimes, 99)),
});
