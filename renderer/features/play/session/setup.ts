/**
 * Everything needed to start a game, as the start screen collects it, and the engine
 * setup made from it: decks resolved to card numbers and the printed cards they use.
 */
import type { Card, GameId } from '../../../../engine/cards/model';
import type { DeckEntry } from '../../../../engine/decks/model';
import type { SetupInput } from '../../../../engine/core/setup';
import type { PlayMode } from '../table/model';
import type { Level } from '../../../../engine/ai/names';

export interface ChosenDeck {
  id: string;
  name: string;
  main: DeckEntry[];
}

export interface GameChoice {
  game: GameId;
  mode: PlayMode;
  /** Rules-assisted (the engine keeps phases and legality) or a free manual table. */
  rules: boolean;
  /** Rules-assisted and strict: a move the rules do not allow is refused, never made as an override (tournament practice). */
  strict?: boolean;
  decks: ChosenDeck[];
  players: string[];
  /** Deal from this seed (the same seed, decks and moves give the same game); random when absent. */
  seed?: number;
  /**
   * Goldfish: rules-assisted, the dummy opponent's pile (a full deck less its opening hand when
   * absent); on a manual Gundam War table, the damage-dealt tally to reach (none when absent).
   */
  goal?: number;
  /** Solo: how the computer plays seat 2. */
  ai?: ComputerChoice;
  /** A test table opened from the script editor (start/testTable.ts): not saved, and it leads back there. */
  test?: TestTable;
}

export interface TestTable {
  /** The card being tried (`game:number`) and its name, for the way back. */
  card: string;
  name: string;
  name_ja?: string;
  /** Card numbers dealt first, so they are in the opening hand. */
  top: string[];
  /** Whether the way back leads to the script editor (a draft was tried), else to the card. */
  toEditor?: boolean;
}

export interface ComputerChoice {
  level: Level;
  /** Milliseconds it may think per move; the level's own budget when absent. */
  thinkMs?: number;
  /** Whether it knows the player's deck list (else it guesses from the cards it has seen). */
  sharedLists: boolean;
}

/** The seat the computer plays in a solo game. */
export const COMPUTER_SEAT = 1;

/** How many seats a mode deals: goldfish one, hotseat and solo two. */
export const seatsOf = (mode: PlayMode): 1 | 2 => (mode === 'goldfish' ? 1 : 2);

export function newSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

export function toSetup(choice: GameChoice, cards: Card[], seed: number): SetupInput {
  return {
    game: choice.game,
    mode: choice.rules ? 'rules' : 'manual',
    seed,
    seats: choice.decks.slice(0, seatsOf(choice.mode)).map((d, i) => ({
      name: choice.players[i] || d.name,
      main: d.main,
      ...(i === 0 && choice.test ? { top: choice.test.top } : {}),
    })),
    cards,
    // A rules goldfish game plays against a dummy opponent: the kill clock (engine/core/dummy.ts).
    ...(choice.mode === 'goldfish' && choice.rules ? { dummy: choice.goal ?? true } : {}),
  };
}
