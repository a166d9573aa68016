/** Runs many automatic games and summarises their length and results. */
import type { Card, GameId } from '../cards/model';
import type { DeckEntry } from '../decks/model';
import { isRuleError, type GameState } from '../core/types';
import { rulesOf as gundamWarRules } from '../games/gundam-war/state';
import { playGame } from './play';
import type { Player } from './players';

export interface SimulationStats {
  games: number;
  wins: number[];
  draws: number;
  stuck: string[];
  turns: { mean: number; median: number; min: number; max: number };
  steps: { mean: number };
  /** How games ended, in the game's words (see `endingOf`). */
  endings: Record<string, number>;
}

const emptyPile = (state: GameState, pile: string): boolean => Object.keys(state.zones).some((k) => k.endsWith(`:${pile}`) && state.zones[k].length === 0);

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

export function simulate(o: { game: GameId; decks: DeckEntry[][]; cards: Card[]; players: Player[]; games: number; seed: number }): SimulationStats {
  const turns: number[] = [];
  let steps = 0;
  const wins = o.decks.map(() => 0);
  let draws = 0;
  const stuck: string[] = [];
  const endings: Record<string, number> = {};
  for (let i = 0; i < o.games; i++) {
    const seed = (o.seed + i * 7919) >>> 0;
    const g = playGame({ game: o.game, seed, decks: o.decks, cards: o.cards, players: o.players });
    if (isRuleError(g)) throw new Error(g.error);
    if (g.stuck) stuck.push(`seed ${seed}: ${g.stuck}`);
    turns.push(g.turns);
    steps += g.intents.length;
    const w = g.final.winner;
    if (w === 'draw' || w === null) draws++;
    else wins[w]++;
    const ending = endingOf(o.game, g.final);
    endings[ending] = (endings[ending] ?? 0) + 1;
  }
  const sorted = [...turns].sort((a, b) => a - b);
  return {
    games: o.games,
    wins,
    draws,
    stuck,
    turns: { mean: turns.reduce((a, b) => a + b, 0) / Math.max(1, turns.length), median: sorted[Math.floor(sorted.length / 2)] ?? 0, min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 },
    steps: { mean: steps / Math.max(1, o.games) },
    endings,
  };
}
