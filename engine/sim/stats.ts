/** Runs many automatic games and summarises their length and results. */
import type { Card, GameId } from '../cards/model';
import type { DeckEntry } from '../decks/model';
import { isRuleError, type GameState } from '../core/types';
import { rulesOf as gundamWarRules } from '../games/gundam-war/state';
import { playGame } from './play';
import type { Player } from './players';

export interface SimulationStats {
  games: number;
  /** Wins by seat. */
  wins: number[];
  /** Wins by player (the order of `players`); the same as by seat unless seats were swapped. */
  playerWins: number[];
  draws: number;
  stuck: string[];
  turns: { mean: number; median: number; min: number; max: number };
  steps: { mean: number };
  /** How games ended, in the game's words (see `endingOf`). */
  endings: Record<string, number>;
}

const emptyPile = (state: GameState, pile: string): boolean =>
  Object.keys(state.zones).some((k) => k.endsWith(`:${pile}`) && state.zones[k].length === 0);

/**
 * Why a finished game ended. M.S. War: six War Experience, or an empty Supply Base (Winning
 * the Game). Gundam War: an empty Nation, or ten Pollution Coins at the end of a turn.
 */
export function endingOf(game: GameId, state: GameState): string {
  if (state.winner === null) return 'unfinished';
  if (game === 'ms-war') {
    if ([0, 1].some((s) => Number(state.values[`${s}:war-experience`] ?? 0) >= 6)) return 'six War Experience';
    return emptyPile(state, 'supply-base') ? 'empty Supply Base' : 'other';
  }
  if (emptyPile(state, 'nation')) return 'empty Nation';
  return /Pollution Coins/.test(gundamWarRules(state).lossReason ?? '') ? 'ten Pollution Coins' : 'other';
}

/** A 95% confidence interval for a win rate (Wilson score interval: sound near 0% and 100% too). */
export function wilson(wins: number, games: number, z = 1.96): [number, number] {
  if (games === 0) return [0, 1];
  const p = wins / games;
  const z2 = z * z;
  const centre = (p + z2 / (2 * games)) / (1 + z2 / games);
  const half = (z * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games))) / (1 + z2 / games);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
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
}

export function simulate(o: SimulateOptions): SimulationStats {
  const turns: number[] = [];
  let steps = 0;
  const wins = o.decks.map(() => 0);
  const playerWins = o.decks.map(() => 0);
  let draws = 0;
  const stuck: string[] = [];
  const endings: Record<string, number> = {};
  for (let i = 0; i < o.games; i++) {
    const swapped = o.swapSeats === true && o.players.length === 2 && i % 2 === 1;
    const seed = (o.seed + (o.swapSeats ? i >> 1 : i) * 7919) >>> 0;
    const players = swapped ? [o.players[1], o.players[0]] : o.players;
    const g = playGame({ game: o.game, seed, decks: o.decks, cards: o.cards, players });
    if (isRuleError(g)) throw new Error(g.error);
    if (g.stuck) stuck.push(`seed ${seed}: ${g.stuck}`);
    turns.push(g.turns);
    steps += g.intents.length;
    const w = g.final.winner;
    if (w === 'draw' || w === null) draws++;
    else {
      wins[w]++;
      playerWins[swapped ? 1 - w : w]++;
    }
    const ending = endingOf(o.game, g.final);
    endings[ending] = (endings[ending] ?? 0) + 1;
    o.onGame?.(i + 1);
  }
  const sorted = [...turns].sort((a, b) => a - b);
  return {
    games: o.games,
    wins,
    playerWins,
    draws,
    stuck,
    turns: {
      mean: turns.reduce((a, b) => a + b, 0) / Math.max(1, turns.length),
      median: sorted[Math.floor(sorted.length / 2)] ?? 0,
      min: sorted[0] ?? 0,
      max: sorted.at(-1) ?? 0,
    },
    steps: { mean: steps / Math.max(1, o.games) },
    endings,
  };
}
