/**
 * The computer opponent (engine/ai): decision time per level and game at the levels' own
 * budgets (Hard ≤ 1.5 s on one core, issue 17), on real choices (two moves or more) met in
 * greedy games; and full random games of both games run alternately in this one process,
 * with the Gundam War / M.S. War ratio (the goal is at least a quarter). `AI_DECISIONS` sets
 * the decisions per level and game (12 by default; 0 times none), `AI_GAMES` the random games per game (200),
 * `AI_WARM_MS` the CPU time each game warms up for before its random games count (1,500).
 */
import { performance } from 'node:perf_hooks';
import type { GameId } from '../engine/cards/model';
import { decide, LEVELS } from '../engine/ai/levels';
import { toAct } from '../engine/ai/search';
import { createPrng } from '../engine/core/prng';
import { createGame } from '../engine/core/setup';
import { step } from '../engine/core/step';
import { DEMO_CARDS, demoDeck } from '../engine/core/testing/demo';
import { isRuleError, type GameState, type RulesIntent } from '../engine/core/types';
import { gameModule } from '../engine/games/registry';
import { playGame } from '../engine/sim/play';
import { greedyPlayer, randomPlayer } from '../engine/sim/players';
import { percentile } from './measure';
import { duration, said, sayLine } from './say';

const DECISIONS = Number(process.env.AI_DECISIONS ?? 12);
const GAMES = Number(process.env.AI_GAMES ?? 200);
/** CPU time each game is played before the random games are counted (`AI_WARM_MS`). */
const WARM_MS = Number(process.env.AI_WARM_MS ?? 1500);
const GAMES_OF: GameId[] = ['ms-war', 'gundam-war'];

function opening(game: GameId, seed: number): GameState {
  const r = createGame(gameModule(game), { game, mode: 'rules', seed, seats: [0, 20].map((o, i) => ({ name: `P${i + 1}`, main: demoDeck(game, o) })), cards: DEMO_CARDS[game], quiet: true });
  if (isRuleError(r)) throw new Error(r.error);
  return r.state;
}

/** Tables with a real choice to make, spread over greedy games (every third such choice). */
function choices(game: GameId, count: number): { state: GameState; legal: RulesIntent[] }[] {
  const module = gameModule(game);
  const out: { state: GameState; legal: RulesIntent[] }[] = [];
  for (let seed = 1; out.length < count && seed < 50; seed++) {
    let s = opening(game, seed);
    let p = createPrng(seed);
    let seen = 0;
    while (s.winner === null && out.length < count) {
      const act = toAct(module, s);
      if (!act) break;
      if (act.legal.length > 1 && seen++ % 3 === 2) out.push({ state: s, legal: act.legal });
      let intent: RulesIntent;
      [intent, p] = greedyPlayer(s, act.legal, p);
      const r = step(module, s, intent, true);
      if (isRuleError(r)) throw new Error(r.error);
      s = r.state;
    }
  }
  return out;
}

const fmt = (ms: number) => duration(ms, 0);
// AI_DECISIONS=0 measures only the random games (no decision to time, so no median to print).
for (const game of DECISIONS > 0 ? GAMES_OF : []) {
  const tables = choices(game, DECISIONS);
  for (const level of LEVELS) {
    const times: number[] = [];
    const iterations: number[] = [];
    for (const t of tables) {
      const seat = t.legal[0].seat;
      const t0 = performance.now();
      const d = decide(t.state, seat, t.legal, level, createPrng(1));
      times.push(performance.now() - t0);
      iterations.push(d.iterations);
    }
    sayLine('ai.decisions', {
      game: said(`ai.game.${game}`),
      level: said(`ai.level.${level}`),
      count: times.length,
      median: fmt(percentile(times, 50)),
      p95: fmt(percentile(times, 95)),
      iterations: percentile(iterations, 50),
    });
  }
}

// Random games of both games, alternating in rounds so that the machine's load falls on both alike.
// Also per CPU-second of this process: on a machine shared with other work the clock counts
// time spent waiting for a core, which falls on whichever game was running.
const rate: Record<GameId, { games: number; ms: number; cpuMs: number }> = { 'ms-war': { games: 0, ms: 0, cpuMs: 0 }, 'gundam-war': { games: 0, ms: 0, cpuMs: 0 } };
const perRound: Record<GameId, number> = { 'ms-war': Math.max(1, GAMES), 'gundam-war': Math.max(1, Math.ceil(GAMES / 10)) };
const randomGame = (game: GameId, seed: number) => {
  const r = playGame({ game, seed, decks: [demoDeck(game), demoDeck(game, 20)], cards: DEMO_CARDS[game], players: [randomPlayer, randomPlayer] });
  if (isRuleError(r)) throw new Error(r.error);
};
const cpuMsSince = (cpu0: NodeJS.CpuUsage) => {
  const cpu = process.cpuUsage(cpu0);
  return (cpu.user + cpu.system) / 1000;
};
// Warm V8 up alike for both games before counting: the same CPU time each (at least 40 games), on
// seeds the rounds do not play. A round's game count would warm a Gundam War game's ~900 steps
// far less than M.S. War's (a tenth of the games).
for (const game of GAMES_OF) {
  const cpu0 = process.cpuUsage();
  for (let g = 0; g < 40 || cpuMsSince(cpu0) < WARM_MS; g++) randomGame(game, 900_000 + g);
}
for (let round = 1; round < 4; round++) {
  for (const game of GAMES_OF) {
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    for (let g = 0; g < perRound[game]; g++) randomGame(game, round * 100_000 + g + 1);
    rate[game].ms += performance.now() - t0;
    rate[game].cpuMs += cpuMsSince(cpu0);
    rate[game].games += perRound[game];
  }
}
const perSecond = (g: GameId) => (1000 * rate[g].games) / rate[g].ms;
const ms = perSecond('ms-war');
const gw = perSecond('gundam-war');
const perCpuSecond = (g: GameId) => (1000 * rate[g].games) / rate[g].cpuMs;
sayLine('ai.rates', { ms: ms.toFixed(0), gw: gw.toFixed(1), ratio: (gw / ms).toFixed(3) });
sayLine('ai.cpuRates', {
  ms: perCpuSecond('ms-war').toFixed(0),
  gw: perCpuSecond('gundam-war').toFixed(1),
  ratio: (perCpuSecond('gundam-war') / perCpuSecond('ms-war')).toFixed(3),
});
