/** Custom formats stored in `db.formats`, read back through the engine's schema. */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import { BUILT_IN_FORMATS, parseFormat, type Format } from '../../../../engine/decks/formats';

export function useCustomFormats(): Format[] {
  return useLiveQuery(
    async () => {
      const records = await db.formats.toArray();
      return records.flatMap((r) => {
        const parsed = parseFormat(r.definition);
        return parsed.ok ? [parsed.value] : [];
      });
    },
    [],
    [],
  );
}

export function allFormats(custom: readonly Format[]): Format[] {
  return [...BUILT_IN_FORMATS, ...custom];
}

export async function saveCustomFormat(format: Format): Promise<void> {
  await db.formats.put({ id: format.id, name: format.name, definition: format, updatedAt: Date.now() });
}

export async function deleteCustomFormat(id: string): Promise<void> {
  await db.formats.delete(id);
}
