/** Runs many automatic games and summarises their length and results. */
import type { Card, GameId } from '../cards/model';
import type { DeckEntry } from '../decks/model';
import { isRuleError } from '../core/types';
import { playGame } from './play';
import type { Player } from './players';

export interface SimulationStats {
  games: number;
  wins: number[];
  draws: number;
  stuck: string[];
  turns: { mean: number; median: number; min: number; max: number };
  steps: { mean: number };
  /** How games ended: six War Experience, an empty Supply Base, or other. */
  endings: Record<string, number>;
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
    const we = [0, 1].map((s) => Number(g.final.values[`${s}:war-experience`] ?? 0));
    const ending = we.some((n) => n >= 6) ? 'six War Experience' : Object.keys(g.final.zones).some((k) => k.endsWith(':supply-base') && g.final.zones[k].length === 0) ? 'empty Supply Base' : 'other';
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
