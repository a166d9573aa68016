/**
 * Goldfish games for the app's deck comparison (the deck editor's History): one deck played by
 * the greedy player against the dummy opponent (engine/core/dummy.ts), game by game, so the app
 * can ask for a few at a time, show progress and stop. Game i of a run is the same whoever
 * asks: its seed comes from the run's seed and i, so two versions of a deck played with the
 * same seed get the same shuffles (paired seeds) wherever their cards agree.
 */
import type { Card, GameId } from '../cards/model';
import type { DeckEntry } from '../core/setup';
import { createGame } from '../core/setup';
import { isRuleError, type GameState } from '../core/types';
import { gameModule } from '../games/registry';
import { greedyPlayer } from './players';
import { gameSeed, playOne } from './stats';

export interface GoldfishRun {
  game: GameId;
  deck: DeckEntry[];
  cards: Card[];
  seed: number;
  /** The dummy's pile; a full deck less its opening hand when absent. */
  pile?: number;
}

export interface GoldfishGame {
  /** The turn the dummy was beaten on; null when the deck did not win. */
  killTurn: number | null;
  /** The opening hand's resource cards: Gundam War's G, M.S. War's M.S. */
  opening: number;
}

/** The card type an opening hand is counted by: what a player looks for first in each game. */
export const OPENING_TYPE: Record<GameId, string> = { 'gundam-war': 'g', 'ms-war': 'ms' };

function openingCount(run: GoldfishRun, seed: number): number {
  const start = createGame(gameModule(run.game), {
    game: run.game,
    mode: 'rules',
    seed,
    seats: [{ name: 'Player 1', main: run.deck }],
    cards: run.cards,
    quiet: true,
  });
  if (isRuleError(start)) throw new Error(start.error);
  const s: GameState = start.state;
  return s.zones['0:hand'].filter((id) => s.catalog[s.cards[id].key]?.type === OPENING_TYPE[run.game]).length;
}

/** Games `from` .. `from + count − 1` of the run. */
export function goldfishGames(run: GoldfishRun, from: number, count: number): GoldfishGame[] {
  const options = {
    game: run.game,
    decks: [run.deck.map((e) => ({ number: e.number, count: e.count }))],
    cards: run.cards,
    players: [greedyPlayer],
    games: from + count,
    seed: run.seed,
    dummy: run.pile ?? true,
  };
  const out: GoldfishGame[] = [];
  for (let i = from; i < from + count; i++) {
    const r = playOne(options, i);
    out.push({ killTurn: r.killTurn, opening: openingCount(run, gameSeed(options, i)) });
  }
  return out;
}
