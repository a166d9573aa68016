/**
 * What a restored row of each table must look like before it may replace the user's data.
 * Loose where the app tolerates more (extra fields are kept), strict on the keys and the
 * fields every screen reads, so a hand-edited or damaged backup is refused, not half-used.
 */
import { z } from 'zod';
import { GAME_IDS, type GameId } from '../../../engine/cards/model';
import { deckSchema } from '../../../engine/decks/json';
import { shownValue } from '../../../engine/text/excerpt';

const game = z.enum(GAME_IDS as unknown as [GameId, ...GameId[]]);
const time = z.number().finite();
// Duck-typed: a Blob read back from IndexedDB may come from another realm (a worker, a test's).
const blob = z.custom<Blob>(
  (v) =>
    typeof v === 'object' &&
    v !== null &&
    typeof (v as Blob).size === 'number' &&
    typeof (v as Blob).arrayBuffer === 'function',
  {
    error: 'expected an image (a Blob)',
  },
);

const card = z.looseObject({
  key: z.string().min(1),
  game,
  number: z.string().min(1),
  name: z.string(),
  type: z.string(),
  text: z.string(),
  keywords: z.array(z.unknown()),
});

export const ROW_SCHEMAS: Record<string, z.ZodType> = {
  cards: card.refine((c) => c.key === `${c.game}:${c.number}`, { error: 'key must be <game>:<number>' }),
  images: z.looseObject({ key: z.string().min(1), blob, updatedAt: time }),
  sets: z.looseObject({
    id: z.string().min(1),
    game,
    name: z.string(),
    source: z.enum(['demo', 'import']),
    importedAt: time,
  }),
  importLayouts: z.looseObject({ signature: z.string(), mapping: z.record(z.string(), z.string()), updatedAt: time }),
  decks: deckSchema.loose(),
  deckVersions: z.looseObject({
    id: z.number().int().positive(),
    deckId: z.string().min(1),
    label: z.string(),
    auto: z.boolean(),
    createdAt: time,
    deck: deckSchema.loose(),
  }),
  formats: z.looseObject({ id: z.string().min(1), name: z.string(), definition: z.unknown(), updatedAt: time }),
  games: z.looseObject({
    id: z.string().min(1),
    game,
    mode: z.string(),
    title: z.string(),
    createdAt: time,
    updatedAt: time,
    finished: z.boolean(),
    save: z.record(z.string(), z.unknown()),
  }),
  settings: z.looseObject({ key: z.string().min(1), value: z.unknown() }),
};

/** The first problem with a row, naming the table, the row and the field; undefined when it is fine. */
export function rowProblem(table: string, index: number, row: unknown): string | undefined {
  const schema = ROW_SCHEMAS[table];
  if (!schema) return `${table}: not a table of Sortie`;
  const parsed = schema.safeParse(row);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  const field = issue.path.length ? ` ${issue.path.map((p) => shownValue(p, 20)).join('.')}` : '';
  return `${table} row ${index + 1}${field}: ${issue.message}`;
}
