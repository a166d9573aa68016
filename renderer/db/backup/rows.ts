/**
 * What a restored row of each table must look like before it may replace the user's data.
 * Loose where the app tolerates more (extra fields are kept), strict on the keys and the
 * fields every screen reads, so a hand-edited or damaged backup is refused, not half-used.
 */
import { z } from 'zod';
import { GAME_IDS, type GameId } from '../../../engine/cards/model';
import { deckSchema } from '../../../engine/decks/json';
import { shownValue } from '../../../engine/text/excerpt';
import { message } from '../../../engine/i18n/message';
import { issueSaid, saidForZod } from '../../../engine/text/zodSaid';
import { i18n } from '../../i18n';
import { tellNow } from '../../i18n/hooks';

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
    error: saidForZod(message('backup:refused.image')),
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
  cards: card.refine((c) => c.key === `${c.game}:${c.number}`, { error: saidForZod(message('backup:refused.key')) }),
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
  if (!schema) return i18n.t('backup:refused.notTable', { table });
  const parsed = schema.safeParse(row, { reportInput: true });
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  const problem = tellNow(issueSaid(issue));
  return issue.path.length
    ? i18n.t('backup:refused.rowField', {
        table,
        row: index + 1,
        field: issue.path.map((p) => shownValue(p, 20)).join('.'),
        problem,
      })
    : i18n.t('backup:refused.row', { table, row: index + 1, problem });
}
