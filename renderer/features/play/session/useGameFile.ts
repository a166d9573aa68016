/**
 * Saving the open game to a file and opening one (docs/game-file.md): a file opens as a game
 * of its own, in Replay from the setup, so "Continue from here" plays on from any step.
 */
import { useCallback, useState } from 'react';
import { i18n } from '../../../i18n';
import { db, type SavedGame } from '../../../db/db';
import { platform } from '../../../platform';
import { gameFileName, readGameFile, type GameFile } from './gameFile';
import { gameTitle } from './title';

interface Options {
  exportFile(): Promise<GameFile | null>;
  /** Opens a saved game on the table; false when it could not be opened. */
  open(record: SavedGame): Promise<boolean>;
  /** Shows the game from step `back`'s end at its setup, in Replay. */
  replayFromStart(end: number): Promise<void>;
  note(text: string): void;
}

export function useGameFile({ exportFile, open, replayFromStart, note }: Options) {
  // A file that could not be opened from the start screen (no table to show a note on).
  const [fileError, setFileError] = useState<string | null>(null);
  const exportGame = useCallback(async () => {
    const file = await exportFile();
    if (!file) return;
    const saved = await platform.saveFile({
      title: i18n.t('playflow:file.saveTitle'),
      suggestedName: gameFileName(file.title),
      filters: [{ name: i18n.t('playflow:file.type'), extensions: ['json'] }],
      text: JSON.stringify(file, null, 1),
    });
    if (saved.saved)
      note(
        saved.location ? i18n.t('playflow:file.savedAs', { location: saved.location }) : i18n.t('playflow:file.saved'),
      );
  }, [exportFile, note]);
  const importGame = useCallback(async () => {
    const [picked] = await platform.openFiles({
      title: i18n.t('playflow:file.openTitle'),
      filters: [{ name: i18n.t('playflow:file.type'), extensions: ['json'] }],
      multiple: false,
      as: 'text',
    });
    if (!picked) return;
    const file = readGameFile(picked.name, picked.text ?? '');
    setFileError('error' in file ? file.error : null);
    if ('error' in file) return note(file.error);
    const now = Date.now();
    const record: SavedGame = {
      id: crypto.randomUUID(),
      game: file.choice.game,
      mode: file.choice.mode,
      title: i18n.t('playflow:file.opened', { title: file.title || gameTitle(file.choice) }),
      createdAt: now,
      updatedAt: now,
      finished: false,
      save: { engine: file.engine, choice: file.choice },
    };
    await db.games.put(record);
    if (!(await open(record))) return;
    await replayFromStart(file.engine.cursor);
  }, [open, replayFromStart, note]);
  return { exportGame, importGame, fileError };
}
