/**
 * A player's own script for a card, written in the card detail's script editor: saved on the
 * stored card (its automation becomes `script`), or removed so the printed text is compiled
 * again. Each is one transaction that also marks the library changed, so the next start does
 * not read an older snapshot; a script is checked before it is written, never half-saved. The
 * stored record is made whole first (storedCard.ts), so a record an older version wrote without
 * its keywords or text is saved whole, and one that cannot be a card is refused with the field.
 */
import { problemMessage, readScript } from '../../engine/abilities';
import { allOf } from '../../engine/decks/result';
import { message, type Message } from '../../engine/i18n/message';
import type { CardScript } from '../../engine/abilities/schema';
import { withScript } from '../../engine/cards/script';
import type { Card } from '../../engine/cards/model';
import { bumpLibraryRevision } from './cardSnapshot';
import { db as defaultDb, type SortieDb, type StoredCard } from './db';
import { readStoredCard } from './storedCard';

/** A refusal says why as a message, told in the interface language by the editor. */
export type ScriptWrite = { ok: true; card: Card } | { ok: false; said: Message };

async function rewrite(
  key: string,
  change: (card: StoredCard) => { card: StoredCard } | { refused: Message },
  database: SortieDb,
): Promise<ScriptWrite> {
  return database.transaction('rw', [database.cards, database.cardSnapshots], async () => {
    const record = await database.cards.get(key);
    if (!record) return { ok: false, said: message('scripts:save.gone', { card: key }) };
    const read = readStoredCard(record);
    if (!read.ok) return { ok: false, said: message('scripts:stored.unreadable', { ...read.skipped }) };
    const changed = change({ ...read.card, key });
    if ('refused' in changed) return { ok: false, said: changed.refused };
    const next = changed.card;
    await database.cards.put(next);
    await bumpLibraryRevision(database);
    const { key: _key, ...card } = next;
    return { ok: true, card: card as Card };
  });
}

/** Saves `script` as the card's own (checked again here: a script with a problem is refused with it). */
export function saveScript(key: string, script: CardScript, database: SortieDb = defaultDb): Promise<ScriptWrite> {
  return rewrite(
    key,
    (card) => {
      const read = readScript(script, card.game);
      if (!read.ok) return { refused: allOf(read.problems.map(problemMessage)) };
      const { compiled: _compiled, ...rest } = card;
      return { card: { ...rest, script: read.script, ownScript: true } };
    },
    database,
  );
}

/** Drops the card's own script: its printed text is compiled again (what it cannot read is manual). */
export function removeScript(key: string, database: SortieDb = defaultDb): Promise<ScriptWrite> {
  return rewrite(
    key,
    (card) => {
      const { script: _script, compiled: _compiled, ownScript: _own, ...bare } = card;
      const made = withScript(bare as Card, undefined);
      return made.ok ? { card: { ...(made.card as StoredCard), key: card.key } } : { refused: allOf(made.reasons) };
    },
    database,
  );
}
