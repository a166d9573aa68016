/**
 * Solo: the computer's turn. When a reply leaves the game waiting for the computer (the
 * session's `thinking`), its move is queued like a player's, so nothing else reaches the worker
 * while it thinks; the worker thinks and moves (engine/api.ts `aiMove`). It waits while a
 * replay is on screen, and letting go of the replay hands it its seat again.
 */
import { useCallback, useMemo, useRef } from 'react';
import type { TableAction } from '../../../../engine/api';
import { COMPUTER_SEAT } from './setup';
import type { OpenGame } from './savedRecord';

type Enqueue = (run: () => Promise<void>) => Promise<void>;

export function useComputerTurn(enqueue: Enqueue, current: () => OpenGame | null) {
  const paused = useRef(false);
  const isPaused = useCallback(() => paused.current, []);

  /** Queues the computer's move in `o` (dropped if the game closed or a replay began meanwhile). */
  const take = useCallback(
    (o: OpenGame, ask: (action: TableAction) => Promise<void>) => {
      const ai = o.choice.ai ?? { level: 'normal', sharedLists: true };
      void enqueue(async () => {
        if (current() !== o || paused.current) return;
        const options = { thinkMs: ai.thinkMs, sharedLists: ai.sharedLists };
        await ask({ kind: 'ai', seat: COMPUTER_SEAT, level: ai.level, options });
      });
    },
    [enqueue, current],
  );

  /** Holds the computer (`true`) or lets it go; let go in a solo game, `look` asks the worker whether it is due. */
  const pause = useCallback(
    (yes: boolean, look: () => Promise<void>) => {
      const was = paused.current;
      paused.current = yes;
      if (was && !yes && current()?.choice.mode === 'solo') void enqueue(look);
    },
    [enqueue, current],
  );

  return useMemo(() => ({ take, pause, isPaused }), [take, pause, isPaused]);
}
