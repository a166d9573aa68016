/**
 * Replay shows the viewer's decision read only, ticked as it was answered at this step (the
 * answer is read from the saved moves, one step on).
 */
import { useEffect, useMemo, useState } from 'react';
import type { Seat } from '../../../../engine/core/types';
import type { TableView } from '../table/model';

interface Options {
  replaying: boolean;
  view: TableView | null;
  cursor: number;
  answerAt(step: number, seat: Seat): Promise<string[] | null>;
  onContinue(): void;
}

export function useReplayedDecision({ replaying, view, cursor, answerAt, onContinue }: Options) {
  const asking = replaying && view?.pending && view.pending.seat === view.viewer ? view.viewer : null;
  const [answered, setAnswered] = useState<{ step: number; seat: Seat; choice: string[] | null } | null>(null);
  useEffect(() => {
    if (asking === null) return;
    let current = true;
    void answerAt(cursor, asking).then((choice) => current && setAnswered({ step: cursor, seat: asking, choice }));
    return () => {
      current = false;
    };
  }, [asking, cursor, answerAt]);
  return useMemo(
    () =>
      replaying
        ? { chosen: answered?.step === cursor && answered.seat === asking ? answered.choice : undefined, onContinue }
        : undefined,
    [replaying, answered, cursor, asking, onContinue],
  );
}
