/**
 * The Play screen's one way to make a move. While replaying, the table takes none (one made
 * there would drop every later step unasked; "Continue from here" is the way to branch on
 * purpose). Rules play makes overrides deliberate: a move by hand the rules refuse waits for
 * the player's say-so (`offer`; never made on a strict table).
 */
import { useMemo, useState, type RefObject } from 'react';
import type { Intent, RuleError, RulesIntent } from '../../../../engine/core/types';
import { LAYOUTS } from '../table/layouts';
import type { TableView } from '../table/model';
import { needsConsent, refusalOf, type Refusal } from '../table/overrides';

type Move = Intent | ((view: TableView) => Intent | null);

interface Options {
  replaying: boolean;
  /** Marks the replay as refused a move (the table then says how to play on). */
  refuseInReplay(): void;
  /** The session's move, queued behind the ones before it. */
  live(intent: Move): Promise<void>;
  rules: boolean;
  check(intent: Intent): Promise<RuleError | null>;
  /** The freshest view and legal moves (read when the move is made, not when the screen drew). */
  viewRef: RefObject<TableView | null>;
  legalRef: RefObject<RulesIntent[]>;
}

export function useTableAct({ replaying, refuseInReplay, live, rules, check, viewRef, legalRef }: Options) {
  const [offer, setOffer] = useState<{ refusal: Refusal; decide(made: boolean): void } | null>(null);
  /** Resolves true once the move is made, false when it was refused or the player let it go. */
  const act = useMemo(() => {
    if (replaying) return async (): Promise<boolean> => (refuseInReplay(), false);
    return async (intent: Move): Promise<boolean> => {
      // A manual table takes every move as it comes; a function is given the freshest view in the queue.
      if (!rules) return live(intent).then(() => true);
      const now = viewRef.current;
      const resolved = typeof intent === 'function' ? (now ? intent(now) : null) : intent;
      if (!resolved || !now) return false;
      if (!needsConsent(resolved, rules)) return live(resolved).then(() => true);
      const refusal = await refusalOf(now, LAYOUTS[now.game], legalRef.current, resolved, check);
      const made = await new Promise<boolean>((decide) => setOffer({ refusal, decide }));
      setOffer(null);
      if (made) await live(resolved);
      return made;
    };
  }, [replaying, refuseInReplay, live, rules, check, viewRef, legalRef]);
  return { act, offer };
}
