/**
 * Brings the library back from the local snapshot (snapshot.ts): the library file through the
 * same checks as any backup (every row, into a staging database first), replacing what the
 * database holds, then each deck saved since, where it is newer than the restored one.
 */
import type { SortieDb } from '../db';
import { applyBackup, readBackup } from '../backup/backup';
import { rowProblem } from '../backup/rows';
import { i18n } from '../../i18n';
import type { Snapshot } from './snapshot';

export async function restoreSnapshot(
  snapshot: Snapshot,
  database: SortieDb,
): Promise<{ ok: true; decks: number } | { ok: false; error: string }> {
  if (snapshot.library) {
    const read = await readBackup(snapshot.library, database, i18n.t('backup:recovery.snapshotName'));
    if (!read.ok) return read;
    await applyBackup(read.staged, database, 'replace');
  }
  let decks = 0;
  for (const [index, deck] of snapshot.decks.entries()) {
    if (rowProblem('decks', index, deck)) continue;
    const stored = await database.decks.get(deck.id);
    if (stored && stored.updatedAt >= deck.updatedAt) continue;
    await database.decks.put(deck);
    decks++;
  }
  return { ok: true, decks };
}
