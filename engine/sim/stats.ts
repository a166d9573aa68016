/** Runs many automatic games and summarises their length and results. */
import type { Card, GameId } from '../cards/model';
import type { DeckEntry } from '../decks/model';
import { isRuleError, type GameState, type Seat } from '../core/types';
import { rulesOf as gundamWarRules } from '../games/gundam-war/state';
import { dummyOf } from '../core/dummy';
import { killTurnStats, quantile, type KillTurnStats } from './kill-turns';
import { playGame } from './play';
import type { Player } from './players';

export { wilson } from './wilson';

export interface SimulationStats {
  games: number;
  /** Wins by seat. */
  wins: number[];
  /** Wins by player (the order of `players`); the same as by seat unless seats were swapped. */
  playerWins: number[];
  draws: number;
  stuck: string[];
  /** Game length in turns: the median and quartiles interpolated as `quantile` does. */
  turns: { mean: number; median: number; q1: number; q3: number; min: number; max: number };
  steps: { mean: number };
  /** How many games ended each way (see `endingOf`). */
  endings: Partial<Record<Ending, number>>;
  /** Goldfish against the dummy opponent: the turn each game was won on (null: not won), and what they say. */
  killTurns?: (number | null)[];
  kills?: KillTurnStats;
}

/** One simulated game, as the summary needs it (plain data: worker threads send it back). */
export interface GameRecord {
  seed: number;
  swapped: boolean;
  turns: number;
  steps: number;
  winner: Seat | 'draw' | null;
  ending: Ending;
  stuck: string | null;
  /** Goldfish against the dummy: the turn it was beaten on; null when it was not (or there was none). */
  killTurn: number | null;
}

const emptyPile = (state: GameState, pile: string): boolean =>
  Object.keys(state.zones).some((k) => k.endsWith(`:${pile}`) && state.zones[k].length === 0);

/**
 * Why a finished game ended, as an id the simulator's report words in the reader's language
 * (`cli:simulate.ending.*`). M.S. War: six War Experience, or an empty Supply Base (Winning
 * the Game). Gundam War: an empty Nation, or ten Pollution Coins at the end of a turn.
 * Goldfish against the dummy opponent: its pile emptied (or six War Experience), else the
 * player's own deck ran out.
 */
export type Ending =
  | 'unfinished'
  | 'dummy-pile'
  | 'war-experience'
  | 'empty-supply-base'
  | 'empty-nation'
  | 'pollution'
  | 'other';

export function endingOf(game: GameId, state: GameState): Ending {
  if (state.winner === null) return 'unfinished';
  const dummy = dummyOf(state);
  if (dummy && state.winner === 0) return dummy.left === 0 ? 'dummy-pile' : 'war-experience';
  if (game === 'ms-war') {
    if ([0, 1].some((s) => Number(state.values[`${s}:war-experience`] ?? 0) >= 6)) return 'war-experience';
    return emptyPile(state, 'supply-base') ? 'empty-supply-base' : 'other';
  }
  if (emptyPile(state, 'nation')) return 'empty-nation';
  return /Pollution Coins/.test(gundamWarRules(state).lossReason ?? '') ? 'pollution' : 'other';
}

export interface SimulateOptions {
  game: GameId;
  decks: DeckEntry[][];
  cards: Card[];
  players: Player[];
  games: number;
  seed: number;
  /**
   * Matches: every seed is played twice, the players swapping seats (and so decks and who
   * may go first), so a difference in win rates is the players', not the seats'.
   */
  swapSeats?: boolean;
  /** Called after each game (progress on long runs). */
  onGame?: (done: number) => void;
  /** Goldfish: play against the dummy opponent (engine/core/dummy.ts) with this pile; true for the default. */
  dummy?: number | boolean;
}

/** Game `i`'s seed: paired games of a match (seats swapped) share one. */
export function gameSeed(o: Pick<SimulateOptions, 'seed' | 'swapSeats'>, i: number): number {
  return (o.seed + (o.swapSeats ? i >> 1 : i) * 7919) >>> 0;
}

/** Plays game `i` of a simulation (the same game whichever process or thread plays it). */
export function playOne(o: SimulateOptions, i: number): GameRecord {
  const swapped = o.swapSeats === true && o.players.length === 2 && i % 2 === 1;
  const seed = gameSeed(o, i);
  const players = swapped ? [o.players[1], o.players[0]] : o.players;
  const g = playGame({ game: o.game, seed, decks: o.decks, cards: o.cards, players, dummy: o.dummy });
  if (isRuleError(g)) throw new Error(g.error);
  const dummy = dummyOf(g.final);
  return {
    seed,
    swapped,
    turns: g.turns,
    steps: g.intents.length,
    winner: g.final.winner,
    ending: endingOf(o.game, g.final),
    stuck: g.stuck ? `seed ${seed}: ${g.stuck}` : null,
    killTurn: dummy && g.final.winner === 0 ? dummy.endedOn : null,
  };
}

/** What the games say together: length, wins by seat and by player, endings, and (goldfish) kill turns. */
export function summarise(
  o: Pick<SimulateOptions, 'decks' | 'dummy'>,
  records: readonly GameRecord[],
): SimulationStats {
  const wins = o.decks.map(() => 0);
  const playerWins = o.decks.map(() => 0);
  let draws = 0;
  let steps = 0;
  const endings: Partial<Record<Ending, number>> = {};
  for (const r of records) {
    steps += r.steps;
    if (r.winner === 'draw' || r.winner === null) draws++;
    else {
      wins[r.winner]++;
      playerWins[r.swapped ? 1 - r.winner : r.winner]++;
    }
    endings[r.ending] = (endings[r.ending] ?? 0) + 1;
  }
  const sorted = records.map((r) => r.turns).sort((a, b) => a - b);
  const killTurns = records.map((r) => r.killTurn);
  return {
    games: records.length,
    wins,
    playerWins,
    draws,
    stuck: records.flatMap((r) => (r.stuck ? [r.stuck] : [])),
    turns: {
      mean: sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length),
      median: sorted.length ? quantile(sorted, 0.5) : 0,
      q1: sorted.length ? quantile(sorted, 0.25) : 0,
      q3: sorted.length ? quantile(sorted, 0.75) : 0,
      min: sorted[0] ?? 0,
      max: sorted.at(-1) ?? 0,
    },
    steps: { mean: steps / Math.max(1, records.length) },
    endings,
    ...(o.dummy !== undefined && o.dummy !== false && o.decks.length === 1
      ? { killTurns, kills: killTurnStats(killTurns) }
      : {}),
  };
}

export function simulate(o: SimulateOptions): SimulationStats {
  const records: GameRecord[] = [];
  for (let i = 0; i < o.games; i++) {
    records.push(playOne(o, i));
    o.onGame?.(i + 1);
  }
  return summarise(o, records);
}
