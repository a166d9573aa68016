/**
 * A saved game in a backup is checked as the Play screen will read it: its save must be what a
 * game file holds (the table chosen and the engine's save, read by the game-file reader,
 * features/play/session/gameFile.ts). One that is not is set aside — left out of the restore
 * and named with why — rather than restored to break Play, or refusing the whole backup.
 */
import { GAME_FILE_FORMAT, readGameFile } from '../../features/play/session/gameFile';
import { i18n } from '../../i18n';

export interface SetAside {
  id: string;
  title: string;
  reason: string;
}

/** Why the saved game cannot be resumed, or undefined when it can. */
export function savedGameProblem(row: Record<string, unknown>): string | undefined {
  const save = row.save as { engine?: unknown; choice?: unknown } | undefined;
  const file = {
    format: GAME_FILE_FORMAT,
    version: 1,
    title: String(row.title ?? ''),
    choice: save?.choice,
    engine: save?.engine,
  };
  let text: string;
  try {
    text = JSON.stringify(file);
  } catch {
    return i18n.t('backup:refused.game');
  }
  const read = readGameFile(String(row.title ?? row.id ?? ''), text);
  return 'error' in read ? read.error : undefined;
}

/** The saved games that can be resumed, and those set aside with why. */
export function sortSavedGames(rows: Record<string, unknown>[]): {
  keep: Record<string, unknown>[];
  setAside: SetAside[];
} {
  const keep: Record<string, unknown>[] = [];
  const setAside: SetAside[] = [];
  for (const row of rows) {
    const reason = savedGameProblem(row);
    if (reason) setAside.push({ id: String(row.id), title: String(row.title ?? row.id), reason });
    else keep.push(row);
  }
  return { keep, setAside };
}
