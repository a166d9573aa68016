/**
 * The end of the turn (which is also the end of the Return Step): effects lasting "this
 * turn" or "this battle", holds and "once per turn" counts all end together (GW 12,
 * Effective Interval; 'End of Return Step' and 'End of Turn').
 */
import type { EffectsHooks } from './hooks';
import { RULE } from './rules';
import { refusal } from '../core/refusal';
import { message } from '../i18n/message';
import type { EffectsResult, EffectsState } from './types';

export function endTurn<G>(state: G, hooks: Pick<EffectsHooks<G>, 'read' | 'write'>): EffectsResult<G> {
  const e = hooks.read(state);
  const ended = turnEnded(e);
  if (!ended) return refusal(message('core:effects.turnEnds'), RULE.endOfTurn);
  return {
    state: hooks.write(state, ended.next),
    events: ended.expired.length ? [{ type: 'expired', ids: ended.expired }] : [],
  };
}

/**
 * The slice once the turn has ended and the ids of the effects and holds that ended with it;
 * null while effects are still being carried out. `endTurn` goes through here; a game may
 * call it directly when it reports nothing of what expired.
 */
export function turnEnded(e: EffectsState): { next: EffectsState; expired: string[] } | null {
  if (e.cut.length || e.pending || e.agenda.length) return null;
  const ending = (d: string) => d === 'turn' || d === 'battle';
  // Many games (M.S. War) never hold or keep an effect: their turns end without filtering.
  const none = e.continuous.length === 0 && e.holds.length === 0;
  const expired = none
    ? []
    : [
        ...e.continuous.filter((c) => ending(c.duration)).map((c) => c.id),
        ...e.holds.filter((h) => ending(h.until)).map((h) => h.id),
      ];
  // Field by field, in the slice's own order: a spread gives each turn's copy a new hidden class.
  const next: EffectsState = {
    clock: e.clock,
    nextId: e.nextId,
    cut: e.cut,
    free: false,
    priority: null,
    passes: 0,
    nextCut: [],
    agenda: e.agenda,
    holds: none ? [] : e.holds.filter((h) => !ending(h.until)),
    continuous: none ? [] : e.continuous.filter((c) => !ending(c.duration)),
    used: {},
    pending: e.pending,
  };
  return { next, expired };
}
