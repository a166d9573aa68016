/**
 * Hotseat: the seat at the screen. The table shows one seat at a time; when the game waits for
 * the other one, the session's `awaiting` names it and the curtain covers the table until that
 * player reveals it (`reveal`), which asks the worker for the table as that seat sees it.
 * Every other mode shows seat 0.
 */
import { useCallback, useMemo, useRef } from 'react';
import type { Seat } from '../../../../engine/core/types';

type Enqueue = (run: () => Promise<void>) => Promise<void>;

export function useCurtain(enqueue: Enqueue) {
  const shown = useRef<Seat>(0);
  /** The seat whose view the table shows. */
  const seat = useCallback(() => shown.current, []);
  /** A new game opens on seat 0. */
  const reset = useCallback(() => {
    shown.current = 0;
  }, []);
  /** Hands the screen to `to`, then `look`s: the reply is that seat's table. */
  const reveal = useCallback(
    (to: Seat, look: () => Promise<void>) =>
      enqueue(async () => {
        shown.current = to;
        await look();
      }),
    [enqueue],
  );
  return useMemo(() => ({ seat, reset, reveal }), [seat, reset, reveal]);
}
