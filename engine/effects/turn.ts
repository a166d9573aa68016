/**
 * The end of the turn (which is also the end of the Return Step): effects lasting "this
 * turn" or "this battle", holds and "once per turn" counts all end together (GW 12,
 * Effective Interval; 'End of Return Step' and 'End of Turn').
 */
import type { EffectsHooks } from './hooks';
import { RULE } from './rules';
import type { EffectsResult, EffectsState } from './types';

export function endTurn<G>(state: G, hooks: Pick<EffectsHooks<G>, 'read' | 'write'>): EffectsResult<G> {
  const e = hooks.read(state);
  if (e.cut.length || e.pending || e.agenda.length)
    return { error: 'The turn cannot end while effects are still being carried out.', rule: RULE.endOfTurn };
  const ending = (d: string) => d === 'turn' || d === 'battle';
  const expired = [...e.continuous.filter((c) => ending(c.duration)).map((c) => c.id), ...e.holds.filter((h) => ending(h.until)).map((h) => h.id)];
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
    holds: e.holds.filter((h) => !ending(h.until)),
    continuous: e.continuous.filter((c) => !ending(c.duration)),
    used: {},
    pending: e.pending,
  };
  return { state: hooks.write(state, next), events: expired.length ? [{ type: 'expired', ids: expired }] : [] };
}
