/**
 * M.S. War engine: full random games per second on one core (the simulator's quiet steps:
 * the same states, no log), and the cost of one `step` with and without its log,
 * of listing legal intents and of setting up a game. The machine may be shared, so games
 * per second are given both by the clock and by this process's own CPU time.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createGame } from '../engine/core/setup';
import { step } from '../engine/core/step';
import { DEMO_CARDS, demoDeck } from '../engine/core/testing/demo';
import { isRuleError, type GameState, type Intent, type Seat } from '../engine/core/types';
import { gameModule } from '../engine/games/registry';
import { playGame } from '../engine/sim/play';
import { randomPlayer } from '../engine/sim/players';
import { report, timeIt } from './measure';
import { benchLang, say, said, sayLine } from './say';

const GAMES = Number(process.env.MS_WAR_BENCH_GAMES ?? 2000);
/** Set in the copy of this bench that runs confined to one CPU core (see the end of the file). */
const PINNED = process.env.MS_WAR_BENCH_PINNED === '1';
const cards = DEMO_CARDS['ms-war'];
const decks = [demoDeck('ms-war'), demoDeck('ms-war', 20)];
const seats = decks.map((main, i) => ({ name: `P${i}`, main }));
const module = gameModule('ms-war');

// Warm up, so the figures are of optimised code. V8 keeps compiling and re-optimising the
// rules for about 3,500 games (a game's steps reach code paths only some games take; measured
// with --trace-opt, compile time per 500 games: ~960, 490, 280, 70, 40, 60, 8, 8, then ~0 ms),
// and on one core that compiling takes turns with the games. A simulation of thousands of
// games spends nearly all its time past that point; the warm-up's own rate is printed too, and
// so is the rate of the whole run from a cold start (warm-up and measured games together).
const WARM_UP = Number(process.env.MS_WAR_BENCH_WARM_UP ?? 4000);
const w0 = performance.now();
for (let seed = 1; seed <= WARM_UP; seed++) playGame({ game: 'ms-war', seed: -seed, decks, cards, players: [randomPlayer, randomPlayer] });
const warmSeconds = (performance.now() - w0) / 1000;
if (!PINNED) sayLine('msWar.warmUp', { games: WARM_UP, seconds: warmSeconds.toFixed(2), rate: (WARM_UP / warmSeconds).toFixed(0) });

const logs: { seed: number; intents: Intent[] }[] = [];
let lost = 0;
let stuck = 0;
let steps = 0;
const t0 = performance.now();
const cpu0 = process.cpuUsage();
for (let seed = 1; seed <= GAMES; seed++) {
  const g = playGame({ game: 'ms-war', seed, decks, cards, players: [randomPlayer, randomPlayer] });
  if (isRuleError(g)) throw new Error(g.error);
  if (g.stuck) stuck++;
  if (Object.keys(g.final.cards).length !== 100) lost++;
  steps += g.intents.length;
  if (seed <= 200) logs.push({ seed, intents: g.intents });
}
const seconds = (performance.now() - t0) / 1000;
const cpuSeconds = process.cpuUsage(cpu0).user / 1e6;
// The copy pinned to one core prints its two lines as the pinned figures; the parent passes them on.
sayLine(PINNED ? 'msWar.pinnedGames' : 'msWar.games', {
  figures: said('msWar.figures', {
    games: GAMES,
    steps: (steps / GAMES).toFixed(0),
    seconds: seconds.toFixed(2),
    rate: (GAMES / seconds).toFixed(0),
    cpuRate: (GAMES / cpuSeconds).toFixed(0),
    stuck,
    lost,
    load: loadavg()[0].toFixed(1),
  }),
});
sayLine(PINNED ? 'msWar.pinnedCold' : 'msWar.cold', {
  figures: said('msWar.coldFigures', { games: WARM_UP + GAMES, rate: ((WARM_UP + GAMES) / (warmSeconds + seconds)).toFixed(0) }),
});
if (PINNED) process.exit(0);

// The cost of `step` alone and of listing the acting seat's legal intents, replaying recorded games.
function timeStep(state: GameState, intent: Intent, quiet: boolean): number {
  const a = performance.now();
  step(module, state, intent, quiet);
  return performance.now() - a;
}

const stepSamples: number[] = [];
const quietSamples: number[] = [];
const legalSamples: number[] = [];
for (const { seed, intents } of logs) {
  const started = createGame(module, { game: 'ms-war', mode: 'rules', seed, seats, cards });
  if (isRuleError(started)) throw new Error(started.error);
  let state: GameState = started.state;
  for (const intent of intents) {
    const seat = intent.seat as Seat;
    let a = performance.now();
    module.legalIntents(state, seat);
    legalSamples.push(performance.now() - a);
    // The first step taken from a position pays for bringing it into the cache: take turns.
    const quietFirst = stepSamples.length % 2 === 0;
    if (quietFirst) quietSamples.push(timeStep(state, intent, true));
    a = performance.now();
    const r = step(module, state, intent);
    stepSamples.push(performance.now() - a);
    if (!quietFirst) quietSamples.push(timeStep(state, intent, true));
    if (isRuleError(r)) throw new Error(r.error);
    state = r.state;
  }
}
report(say('msWar.step'), stepSamples);
report(say('msWar.quietStep'), quietSamples);
report(say('msWar.legal'), legalSamples);
let seed = 0;
report(say('msWar.newGame'), timeIt(() => createGame(module, { game: 'ms-war', mode: 'rules', seed: ++seed, seats, cards }), 2000));

// The same games confined to one CPU core. Above, V8's garbage collector and compiler threads
// may run on the machine's other cores beside the games; the goal is per core, so the
// strict figure is printed too, where Linux's `taskset` can pin a process.
if (process.platform === 'linux') {
  const args = [...process.execArgv, fileURLToPath(import.meta.url), '--lang', benchLang];
  const run = spawnSync('taskset', ['-c', '0', process.execPath, ...args], { env: { ...process.env, MS_WAR_BENCH_PINNED: '1' }, encoding: 'utf8' });
  const lines = run.status === 0 ? run.stdout.split('\n').filter((l) => l.trim()) : [];
  if (lines.length) for (const line of lines) process.stdout.write(`${line}\n`);
  else sayLine('msWar.notPinned', { reason: run.error?.message ?? run.stderr.trim().split('\n')[0] ?? `exit ${run.status}` });
}
