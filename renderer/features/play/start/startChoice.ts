/**
 * What the start screen was last set to (game, mode, rules, the computer, the decks picked per
 * game, the players' names), kept across games: the screen unmounts while a game is on the
 * table, and a player who picked Gundam War expects Gundam War again when the game ends.
 * Kept in localStorage, read synchronously, so the first frame already shows the right game.
 */
import { z } from 'zod';
import { GAME_IDS, type GameId } from '../../../../engine/cards/model';
import { LEVELS, type Level } from '../../../../engine/ai/names';
import type { ComputerChoice } from '../session/setup';
import type { PlayMode } from '../table/model';

export const START_CHOICE_KEY = 'sortie.play.start';

export interface StartChoice {
  game: GameId;
  mode: PlayMode;
  /** Rules-assisted as the user set it; null: the default (on wherever the engine has the rules). */
  rules: boolean | null;
  strict: boolean;
  computer: ComputerChoice;
  /** The thinking-time field as typed (blank: the level's own). */
  think: string;
  /** Per game, the deck id picked for each seat. */
  decks: Partial<Record<GameId, string[]>>;
  /** Names typed for the players; null keeps "Player N" in the interface language. */
  players: (string | null)[];
}

export const DEFAULT_START: StartChoice = {
  game: 'ms-war',
  mode: 'goldfish',
  rules: null,
  strict: false,
  computer: { level: 'normal', sharedLists: true },
  think: '',
  decks: {},
  players: [null, null],
};

// Each field falls back on its own: a value from an older version (or edited by hand) costs
// only that field, never the rest of the user's choice.
const d = DEFAULT_START;
const games = z.enum(GAME_IDS as [GameId, ...GameId[]]);
const schema = z.object({
  game: games.catch(d.game),
  mode: z.enum(['goldfish', 'hotseat', 'solo']).catch(d.mode),
  rules: z.boolean().nullable().catch(d.rules),
  strict: z.boolean().catch(d.strict),
  computer: z
    .object({
      level: z.enum(LEVELS as [Level, ...Level[]]),
      sharedLists: z.boolean(),
      thinkMs: z.number().optional(),
    })
    .catch(d.computer),
  think: z.string().max(10).catch(d.think),
  decks: z.partialRecord(games, z.array(z.string())).catch(d.decks),
  players: z.array(z.string().max(200).nullable()).length(2).catch(d.players),
});

export function loadStartChoice(storage: Pick<Storage, 'getItem'> = localStorage): StartChoice {
  try {
    const raw = storage.getItem(START_CHOICE_KEY);
    if (!raw) return DEFAULT_START;
    return schema.parse(JSON.parse(raw)) as StartChoice;
  } catch {
    return DEFAULT_START;
  }
}

export function saveStartChoice(choice: StartChoice, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(START_CHOICE_KEY, JSON.stringify(choice));
  } catch {
    // Storage full or disabled: the choice lasts only while the screen is open, as before.
  }
}
