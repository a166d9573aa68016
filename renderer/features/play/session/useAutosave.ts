/**
 * Autosave off a move's way to the screen. Writing the game into IndexedDB clones the whole
 * record on the page's main thread (every card of the setup, every move so far), so it waits
 * until the frame that shows the move is painted; writes go one at a time, and of the records
 * that came in meanwhile only each game's newest is written (a run of quick passes writes once).
 * A game given up (`drop`) is deleted in the same line, so no later write brings it back.
 */
import { useCallback, useEffect, useRef } from 'react';
import { db } from '../../../db/db';
import type { SavedGame } from '../../../../engine/core/session';
import { autosave, type OpenGame } from './savedRecord';

/** Longest wait for an idle moment: a hidden window paints no frames, and its game must be kept all the same. */
const IDLE_WAIT_MS = 200;

/** Where the page has no idle callbacks (jsdom), the task after the frame's. */
const idle: (run: () => void, options: { timeout: number }) => void =
  typeof requestIdleCallback === 'function' ? requestIdleCallback : (run) => setTimeout(run, 0);

/**
 * Resolves once the next frame has been painted and the page is idle: the frame callback runs
 * before the frame's paint, the idle one after the tasks that followed it.
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, IDLE_WAIT_MS);
    requestAnimationFrame(() =>
      idle(
        () => {
          clearTimeout(timer);
          resolve();
        },
        { timeout: IDLE_WAIT_MS },
      ),
    );
  });
}

export function useAutosave(failed: (error: unknown) => void) {
  const line = useRef<Promise<void>>(Promise.resolve());
  const waiting = useRef(new Map<string, () => Promise<void>>());
  const dropped = useRef(new Set<string>());
  const onError = useRef(failed);
  useEffect(() => {
    onError.current = failed;
  });

  const writeWaiting = useCallback(async () => {
    const writes = [...waiting.current.values()];
    waiting.current.clear();
    for (const write of writes) await write().catch((error: unknown) => onError.current(error));
  }, []);

  const save = useCallback(
    (o: OpenGame, saved: SavedGame, finished: boolean) => {
      if (dropped.current.has(o.savedId)) return;
      const first = waiting.current.size === 0;
      waiting.current.set(o.savedId, () => autosave(o, saved, finished));
      if (first) line.current = line.current.then(afterPaint).then(writeWaiting);
    },
    [writeWaiting],
  );

  /** Deletes a game's record once the writes before it are done; nothing of it is written later. */
  const drop = useCallback((savedId: string) => {
    dropped.current.add(savedId);
    waiting.current.delete(savedId);
    line.current = line.current.then(() => db.games.delete(savedId)).catch((error: unknown) => onError.current(error));
    return line.current;
  }, []);

  // A window being hidden or closed writes what waits now rather than after a frame it may not
  // paint. A write still under way began its transaction first, so IndexedDB applies it first.
  useEffect(() => {
    const now = () => {
      if (waiting.current.size) void writeWaiting();
    };
    const hidden = () => document.visibilityState === 'hidden' && now();
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', now);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', now);
    };
  }, [writeWaiting]);

  return { save, drop };
}
