/**
 * The open game's kept answers (keptAnswers.ts): read when a game opens or resumes, given for
 * the seat at the screen each time its question comes back, kept and forgotten by the player.
 * Off (`on` false) while the curtain is up, in a replay and on a test table.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { useGameSession } from './useGameSession';
import type { PendingDecision } from '../table/model';
import { keeping, keptFor, loadKeptAnswers, saveKeptAnswers, type KeptAnswer } from './keptAnswers';

export function useKeptAnswers(session: ReturnType<typeof useGameSession>, on: boolean) {
  const { view, act, current } = session;
  const open = current();
  const savedId = open && !open.choice.test ? open.savedId : null;
  const [kept, setKept] = useState<{ savedId: string | null; answers: KeptAnswer[] }>({ savedId: null, answers: [] });
  useEffect(() => {
    if (!savedId) return;
    let live = true;
    void loadKeptAnswers(savedId).then((answers) => live && setKept({ savedId, answers }));
    return () => {
      live = false;
    };
  }, [savedId]);
  const answers = useMemo(() => (kept.savedId === savedId ? kept.answers : []), [kept, savedId]);
  const change = useCallback(
    (next: KeptAnswer[]) => {
      if (!savedId) return;
      setKept({ savedId, answers: next });
      void saveKeptAnswers(savedId, next);
    },
    [savedId],
  );
  // The question waiting was answered by the player (or as kept) already: not again.
  const given = useRef<PendingDecision | null>(null);
  const keep = useCallback(
    (pending: PendingDecision, choice: string[]) => {
      given.current = pending;
      change(keeping(answers, pending, choice));
    },
    [answers, change],
  );
  const forget = useCallback((k: KeptAnswer) => change(answers.filter((a) => a !== k)), [answers, change]);

  // The waiting question answered as kept, once per question asked (the reply brings the next).
  const pending = view?.pending ?? null;
  const mine = on && !!savedId && !!pending && pending.seat === view?.viewer && !view.over;
  const answer = mine ? keptFor(answers, pending) : null;
  useEffect(() => {
    if (!answer || !pending || given.current === pending) return;
    given.current = pending;
    void act({ type: 'answer', seat: pending.seat, choice: answer.choice });
  }, [answer, pending, act]);

  return useMemo(
    () => (savedId && on ? { answers, keep, forget, answering: !!answer } : undefined),
    [savedId, on, answers, keep, forget, answer],
  );
}

export type KeptAnswers = NonNullable<ReturnType<typeof useKeptAnswers>>;
