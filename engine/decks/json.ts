/** The lossless JSON form of a deck: every field of the stored deck, validated on the way in. */
import { z } from 'zod';
import { GAME_IDS, type GameId } from '../cards/model';
import type { Deck } from './model';
import { ok, parseJson, refuse, type Result } from './result';
import { message } from '../i18n/message';
import { issueAt } from '../text/zodSaid';

const entry = z.object({ number: z.string().trim().min(1), count: z.number().int().min(1).max(999) });

export const deckSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  game: z.enum(GAME_IDS as unknown as [GameId, ...GameId[]]),
  format: z.string().min(1),
  main: z.array(entry),
  side: z.array(entry),
  notes: z.string().optional(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

export function deckToJson(deck: Deck): string {
  const { id, name, game, format, main, side, notes, createdAt, updatedAt } = deck;
  const clean: Deck = {
    id,
    name,
    game,
    format,
    main: main.map((e) => ({ ...e })),
    side: side.map((e) => ({ ...e })),
    createdAt,
    updatedAt,
  };
  if (notes !== undefined) clean.notes = notes;
  return `${JSON.stringify({ sortie: 'deck', version: 1, deck: clean }, null, 2)}\n`;
}

export function deckFromJson(text: string): Result<Deck, string> {
  const json = parseJson(text);
  if (!json.ok) return json;
  const envelope = z
    .object({ sortie: z.literal('deck'), version: z.literal(1), deck: z.unknown() })
    .safeParse(json.value);
  if (!envelope.success) return refuse([message('files:deck.notDeck')]);
  const parsed = deckSchema.safeParse(envelope.data.deck, { reportInput: true });
  if (!parsed.success) return refuse(parsed.error.issues.map((i) => issueAt(i, 'deck', 'deck')));
  return ok(parsed.data as Deck);
}
