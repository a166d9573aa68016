/**
 * The computer opponent (engine/ai): decision time per level and game at the levels' own
 * budgets (Hard ≤ 1.5 s on one core, issue 17), on real choices (two moves or more) met in
 * greedy games; and full random games of both games run alternately in this one process, once
 * V8 has reached a steady state, with the Gundam War / M.S. War ratio (the goal is at least a
 * quarter). `AI_DECISIONS` sets the decisions per level and game (24 by default; 0 times none),
 * `AI_GAMES` the Gundam War random games counted (1,800; M.S. War plays five times as many),
 * `AI_WARM_MS` the most CPU time each game warms up for (20,000).
 */
import { performance } from 'node:perf_hooks';
import type { GameId } from '../engine/cards/model';
import { decide, LEVELS } from '../engine/ai/levels';
import { toAct } from '../engine/ai/search';
import { createPrng } from '../engine/core/prng';
import { createGame } from '../engine/core/setup';
import { step } from '../engine/core/step';
import { DEMO_CARDS } from '../engine/core/testing/demo';
import { isRuleError, type GameState, type RulesIntent } from '../engine/core/types';
import { gameModule } from '../engine/games/registry';
import { matchDecks } from '../engine/sim/match-decks';
import { playGame } from '../engine/sim/play';
import { greedyPlayer, randomPlayer } from '../engine/sim/players';
import { percentile } from './measure';
import { duration, said, sayLine } from './say';

const DECISIONS = Number(process.env.AI_DECISIONS ?? 24);
const GAMES = Number(process.env.AI_GAMES ?? 1800);
/** The most CPU time each game is played before the random games are counted (`AI_WARM_MS`). */
const WARM_MS = Number(process.env.AI_WARM_MS ?? 20_000);
const GAMES_OF: GameId[] = ['ms-war', 'gundam-war'];

function opening(game: GameId, seed: number): GameState {
  const r = createGame(gameModule(game), { game, mode: 'rules', seed, seats: matchDecks(game).map((main, i) => ({ name: `P${i + 1}`, main })), cards: DEMO_CARDS[game], quiet: true });
  if (isRuleError(r)) throw new Error(r.error);
  return r.state;
}

/** Tables with a real choice to make, spread over greedy games (every third such choice). */
function choices(game: GameId, count: number): { state: GameState; legal: readonly RulesIntent[] }[] {
  const module = gameModule(game);
  const out: { state: GameState; legal: readonly RulesIntent[] }[] = [];
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
    // A generator per decision, as the app seeds each from the game's seed and step: Normal's
    // draw of which decisions to search then varies as it does in play (one seed for all drew
    // the same for every decision, so Normal searched none or all of them).
    for (let i = 0; i < tables.length; i++) {
      const t = tables[i];
      const seat = t.legal[0].seat;
      const t0 = performance.now();
      const d = decide(t.state, seat, t.legal, level, createPrng(i + 1));
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
    // Normal plays most decisions as Easy at once: its searches are timed on their own too.
    const searched = times.filter((_, i) => iterations[i] > 0);
    if (searched.length && searched.length < times.length)
      sayLine('ai.searched', { count: searched.length, median: fmt(percentile(searched, 50)), p95: fmt(percentile(searched, 95)) });
  }
}

// Random games of both games, per CPU-second of this process (on a machine shared with other work
// the clock also counts time spent waiting for a core, which falls on whichever game was running),
// and per wall-clock second.
const cpuMsSince = (cpu0: NodeJS.CpuUsage) => {
  const cpu = process.cpuUsage(cpu0);
  return (cpu.user + cpu.system) / 1000;
};
const randomGame = (game: GameId, seed: number) => {
  const r = playGame({ game, seed, decks: matchDecks(game), cards: DEMO_CARDS[game], players: [randomPlayer, randomPlayer] });
  if (isRuleError(r)) throw new Error(r.error);
};

// Warm-up to a steady state. V8 keeps optimising these engines for seconds of CPU (measured: M.S.
// War ~500 games/CPU-s after 40 games, ~1,900 after 5–8 s; Gundam War's larger engine climbs for 8–13 s),
// so a fixed short warm-up measured a rising rate, not the rate "on one core". Both games are
// played in alternating chunks of CHUNK_MS of CPU (so code they share sees both alike) until, for
// each, the rate of its last WINDOW chunks is no longer above the WINDOW before by more than RISE,
// after at least MIN_WARM_MS each, at most WARM_MS each.
const CHUNK_MS = 500;
const WINDOW = 4;
const RISE = 1.03;
const MIN_WARM_MS = 8000;
type Warm = { games: number; cpuMs: number; rates: number[]; steady: boolean };
const warm: Record<GameId, Warm> = { 'ms-war': { games: 0, cpuMs: 0, rates: [], steady: false }, 'gundam-war': { games: 0, cpuMs: 0, rates: [], steady: false } };
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const risen = (rates: number[]) => mean(rates.slice(-WINDOW)) > RISE * mean(rates.slice(-2 * WINDOW, -WINDOW));
const warming = (w: Warm) => w.cpuMs < WARM_MS && (w.cpuMs < MIN_WARM_MS || w.rates.length < 2 * WINDOW || risen(w.rates));
while (GAMES_OF.some((g) => warming(warm[g]))) {
  for (const game of GAMES_OF) {
    const w = warm[game];
    const cpu0 = process.cpuUsage();
    let n = 0;
    while (n === 0 || cpuMsSince(cpu0) < CHUNK_MS) randomGame(game, 900_000 + w.games + n++);
    const ms = cpuMsSince(cpu0);
    w.games += n;
    w.cpuMs += ms;
    w.rates.push((1000 * n) / ms);
  }
}
for (const game of GAMES_OF) {
  const w = warm[game];
  w.steady = w.cpuMs < WARM_MS || !risen(w.rates);
  sayLine('ai.warm', {
    game: said(`ai.game.${game}`),
    cpu: (w.cpuMs / 1000).toFixed(1),
    games: w.games,
    first: w.rates[0].toFixed(0),
    last: mean(w.rates.slice(-WINDOW)).toFixed(0),
    steady: said(w.steady ? 'ai.steady' : 'ai.capped'),
  });
}

// Counted games: the same seeds every run, in ROUNDS alternating rounds so that the machine's load
// falls on both alike; M.S. War plays five times as many games (it runs several times faster).
const ROUNDS = 6;
type Count = { games: number; ms: number; cpuMs: number; rates: number[] };
const count: Record<GameId, Count> = { 'ms-war': { games: 0, ms: 0, cpuMs: 0, rates: [] }, 'gundam-war': { games: 0, ms: 0, cpuMs: 0, rates: [] } };
const perRound: Record<GameId, number> = { 'ms-war': Math.max(1, Math.round((5 * GAMES) / ROUNDS)), 'gundam-war': Math.max(1, Math.round(GAMES / ROUNDS)) };
for (let round = 1; round <= ROUNDS; round++) {
  for (const game of GAMES_OF) {
    const c = count[game];
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    for (let g = 0; g < perRound[game]; g++) randomGame(game, round * 100_000 + g + 1);
    const cpuMs = cpuMsSince(cpu0);
    c.ms += performance.now() - t0;
    c.cpuMs += cpuMs;
    c.games += perRound[game];
    c.rates.push((1000 * perRound[game]) / cpuMs);
  }
}
for (const game of GAMES_OF) {
  const c = count[game];
  sayLine('ai.counted', {
    game: said(`ai.game.${game}`),
    games: c.games,
    rounds: ROUNDS,
    cpu: (c.cpuMs / 1000).toFixed(1),
    rates: c.rates.map((r) => r.toFixed(0)).join(' '),
  });
}
const perSecond = (g: GameId) => (1000 * count[g].games) / count[g].ms;
const ms = perSecond('ms-war');
const gw = perSecond('gundam-war');
const perCpuSecond = (g: GameId) => (1000 * count[g].games) / count[g].cpuMs;
sayLine('ai.rates', { ms: ms.toFixed(0), gw: gw.toFixed(1), ratio: (gw / ms).toFixed(3) });
sayLine('ai.cpuRates', {
  ms: perCpuSecond('ms-war').toFixed(0),
  gw: perCpuSecond('gundam-war').toFixed(1),
  ratio: (perCpuSecond('gundam-war') / perCpuSecond('ms-war')).toFixed(3),
});
