/** M.S. War engine: full random games per second on one core, and the cost of one `step`. */
import { performance } from 'node:perf_hooks';
import { createGame } from '../engine/core/setup';
import { step } from '../engine/core/step';
import { DEMO_CARDS, demoDeck } from '../engine/core/testing/demo';
import { isRuleError, type Intent } from '../engine/core/types';
import { gameModule } from '../engine/games/registry';
import { playGame } from '../engine/sim/play';
import { randomPlayer } from '../engine/sim/players';
import { report } from './measure';

const GAMES = Number(process.env.MS_WAR_BENCH_GAMES ?? 2000);
const cards = DEMO_CARDS['ms-war'];
const decks = [demoDeck('ms-war'), demoDeck('ms-war', 20)];
const module = gameModule('ms-war');

const logs: { seed: number; intents: Intent[] }[] = [];
let lost = 0;
let stuck = 0;
const t0 = performance.now();
for (let seed = 1; seed <= GAMES; seed++) {
  const g = playGame({ game: 'ms-war', seed, decks, cards, players: [randomPlayer, randomPlayer] });
  if (isRuleError(g)) throw new Error(g.error);
  if (g.stuck) stuck++;
  if (Object.keys(g.final.cards).length !== 100) lost++;
  if (seed <= 200) logs.push({ seed, intents: g.intents });
}
const seconds = (performance.now() - t0) / 1000;
process.stdout.write(`M.S. War full random games (legal-intent listing + step, both seats random): ${GAMES} games in ${seconds.toFixed(2)} s = ${(GAMES / seconds).toFixed(0)} games/s; stuck ${stuck}, card count broken ${lost}\n`);

// The cost of `step` alone, replaying recorded games.
const samples: number[] = [];
for (const { seed, intents } of logs) {
  const started = createGame(module, { game: 'ms-war', mode: 'rules', seed, seats: decks.map((main, i) => ({ name: `P${i}`, main })), cards });
  if (isRuleError(started)) throw new Error(started.error);
  let state = started.state;
  for (const intent of intents) {
    const a = performance.now();
    const r = step(module, state, intent);
    samples.push(performance.now() - a);
    if (isRuleError(r)) throw new Error(r.error);
    state = r.state;
  }
}
report('M.S. War step (replaying 200 random games)', samples);
