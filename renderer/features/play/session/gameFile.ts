/**
 * A game as a file (docs/game-file.md): the engine's saved game (seed, decks with the printed
 * cards they use, every move) plus how the table was set up. Opened on another machine it
 * replays move for move, and "Continue from here" plays on from any step of it.
 */
import { i18n } from '../../../i18n';
import { z } from 'zod';
import type { SavedGame } from '../../../../engine/core/session';
import { message } from '../../../../engine/i18n/message';
import { readJson } from '../../../../engine/text/json';
import { issueSaid, saidForZod } from '../../../../engine/text/zodSaid';
import { noteProblem } from './gameFileNotes';
import { tellNow } from '../../../i18n/hooks';
import type { GameChoice } from './setup';

export const GAME_FILE_FORMAT = 'sortie-game-file';
/** A long game is a few hundred kilobytes; anything this size is not a game file. */
export const MAX_GAME_FILE_CHARS = 20_000_000;
/** A game file nests a few levels (a move's fields, a deck's entries); far deeper text is not one. */
const MAX_GAME_FILE_DEPTH = 64;

export interface GameFile {
  format: typeof GAME_FILE_FORMAT;
  version: 1;
  title: string;
  /** When it was written (ISO 8601); for people, never read by the app. */
  exported: string;
  choice: GameChoice;
  engine: SavedGame;
}

const deck = z.object({
  id: z.string(),
  name: z.string(),
  main: z.array(z.object({ number: z.string(), count: z.number().int().positive() }).loose()),
});
const schema = z.object({
  format: z.literal(GAME_FILE_FORMAT),
  version: z.literal(1),
  title: z.string(),
  exported: z.string().optional(),
  choice: z
    .object({
      game: z.enum(['ms-war', 'gundam-war']),
      mode: z.enum(['goldfish', 'hotseat', 'solo']),
      rules: z.boolean(),
      strict: z.boolean().optional(),
      decks: z.array(deck).min(1).max(2),
      players: z.array(z.string()),
      seed: z.number().optional(),
      goal: z.number().optional(),
    })
    .loose(),
  engine: z.object({
    format: z.literal('sortie-game'),
    version: z.literal(1),
    setup: z
      .object({
        game: z.enum(['ms-war', 'gundam-war']),
        mode: z.enum(['manual', 'rules']),
        seed: z.number(),
        seats: z.array(z.unknown()).min(1).max(2),
        cards: z.array(z.unknown()),
      })
      .loose(),
    intents: z.array(z.object({ type: z.string(), seat: z.union([z.literal(0), z.literal(1)]) }).loose()),
    cursor: z.number().int().min(0),
    // The computer's reasons: English text in files written before they were messages.
    // A bad one is named by its step and the place inside it (gameFileNotes.ts).
    notes: z
      .array(z.unknown())
      .superRefine((notes, ctx) => {
        notes.forEach((note, i) => {
          const problem = noteProblem(note);
          if (problem)
            ctx.addIssue({
              code: 'custom',
              path: [i, ...problem.path],
              message: saidForZod(message('playflow:gameFileNote.at', { step: i + 1, problem: problem.said })),
            });
        });
      })
      .optional(),
  }),
});

export function toGameFile(title: string, choice: GameChoice, engine: SavedGame, now = new Date()): GameFile {
  return { format: GAME_FILE_FORMAT, version: 1, title, exported: now.toISOString(), choice, engine };
}

/** A file name from the title: letters, digits and dashes. */
export function gameFileName(title: string): string {
  const base =
    title
      .normalize('NFKC')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'game';
  return `${base}.sortie-game.json`;
}

/** Reads a game file; a bad one gets a message naming the file and what is wrong, never a throw. */
export function readGameFile(name: string, text: string): GameFile | { error: string } {
  if (text.length > MAX_GAME_FILE_CHARS)
    return { error: i18n.t('playflow:file.tooLarge', { file: name, size: Math.round(text.length / 1e6) }) };
  // The syntax error and the schema's complaint in the reader's words (engine/text), not V8's or zod's.
  const json = readJson(text, MAX_GAME_FILE_DEPTH);
  if (!json.ok) return { error: i18n.t('playflow:file.notJson', { file: name, reason: tellNow(json.said) }) };
  const parsed = schema.safeParse(json.value, { reportInput: true });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length ? i18n.t('playflow:file.at', { path: issue.path.join('.') }) : '';
    return { error: i18n.t('playflow:file.notGame', { file: name, where, reason: tellNow(issueSaid(issue)) }) };
  }
  const file = parsed.data as unknown as GameFile;
  if (file.engine.setup.game !== file.choice.game)
    return {
      error: i18n.t('playflow:file.mismatch', {
        file: name,
        table: i18n.t(`games:${file.choice.game}`),
        moves: i18n.t(`games:${file.engine.setup.game}`),
      }),
    };
  return file;
}
