/**
 * Pass priority (ch. 10 Free Timing): the first pass of a window hands priority to the other
 * player; the second closes the window (the Cut resolves, or the turn moves on to its next
 * station, flow.ts). Always legal while the seat holds priority.
 */
import type { Draft } from '../../../core/draft';
import type { RuleError, RulesIntent, Seat } from '../../../core/types';
import { pass, passWithoutResolving } from '../../../effects';
import { advance } from '../flow';
import { HOOKS } from '../hooks';
import { rulesOf, rw } from '../state';
import { passIntent, type PassIntent } from './intents';
import { defineMove } from './move';

const passLabel = (cut: boolean) => (cut ? 'Pass (let the Cut resolve)' : 'Pass');

/** A new Pass intent for a listing that goes on (its list is the listing's own). */
export const passNow = (seat: Seat, cut: boolean): RulesIntent => passIntent(seat, passLabel(cut));

/**
 * For each seat, Pass alone with the Cut empty and with effects on it: one list each, shared by
 * every listing where Pass is all a seat can do (nine listings in ten of a random game).
 * Speed seam: read-only by contract (`sharedLegalIntents`), not frozen — a frozen list and intent
 * have shapes of their own, and the players and the step, which read every list and intent, would
 * see two of each (docs/performance.md).
 */
const PASS_ALONE: readonly (readonly (readonly RulesIntent[])[])[] = ([0, 1] as Seat[]).map((seat) =>
  [false, true].map((cut) => [passNow(seat, cut)]),
);

export const passAlone = (seat: Seat, cut: boolean): readonly RulesIntent[] => PASS_ALONE[seat][cut ? 1 : 0];

export const PASS = defineMove<PassIntent>({
  type: 'pass',
  apply(d: Draft, { seat }): RuleError | null {
    const s = d.state;
    // A pass that resolves nothing (most moves of a game) changes only the effects slice:
    // made here by the library's own rule, without a library call and the objects it builds.
    const e = rulesOf(s).effects;
    if (e.pending === null && e.free && e.priority === seat) {
      const next = passWithoutResolving(e, seat, s.seats === 1 ? 1 : 2);
      if (next) {
        rw(d).effects = next;
        if (!next.free) advance(d);
        return null;
      }
    }
    const r = pass(d, HOOKS, seat);
    if ('error' in r) return r;
    if (r.events.some((e) => e.type === 'free-timing-ended')) advance(d);
    return null;
  },
});
