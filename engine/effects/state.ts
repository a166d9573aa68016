/** Creating the effects slice and the small immutable helpers the rest of the library shares. */
import type { EffectsHooks } from './hooks';
import { idText } from '../core/ids';
import type { Activation, ActivationDraft, CardId, EffectEvent, EffectsState, Seat } from './types';

export function createEffectsState(): EffectsState {
  return {
    clock: 1,
    nextId: 1,
    cut: [],
    free: false,
    priority: null,
    passes: 0,
    nextCut: [],
    agenda: [],
    holds: [],
    continuous: [],
    used: {},
    pending: null,
  };
}

export function other(seat: Seat): Seat {
  return seat === 0 ? 1 : 0;
}

/** Who gets priority after `seat` acts: the opponent, or the same player when playing alone. */
export function nextSeat<G>(run: Run<G>, seat: Seat): Seat {
  return playersIn(run) === 1 ? seat : other(seat);
}

/** Passes in a row that end an exchange of priority: one per player taking part. */
export function playersIn<G>(run: Run<G>): 1 | 2 {
  return run.hooks.seatCount?.(run.state) ?? 2;
}

/** A working copy threaded through one public call: the game state plus the events so far. */
export type Run<G> = { state: G; events: EffectEvent[]; hooks: EffectsHooks<G> };

export function fx<G>(run: Run<G>): EffectsState {
  return run.hooks.read(run.state);
}

/** A copy of the slice with its effect clock at `clock`: what a timestamp taken writes (for every card moved), with no change record read. */
export function withClock(e: EffectsState, clock: number): EffectsState {
  return {
    clock,
    nextId: e.nextId,
    cut: e.cut,
    free: e.free,
    priority: e.priority,
    passes: e.passes,
    nextCut: e.nextCut,
    agenda: e.agenda,
    holds: e.holds,
    continuous: e.continuous,
    used: e.used,
    pending: e.pending,
  };
}

/**
 * A new slice with `change` applied. The slice is copied field by field rather than by
 * spreading (a spread of a spread gives each copy a new hidden class), then only the fields
 * `change` has are written: change records come in many shapes, and reading each of the twelve
 * fields from one is a megamorphic lookup every time (this runs several times per pass, and for
 * every card moved, which takes a timestamp). A field left out of `change` (or given as
 * undefined, which no field of the slice may hold) is kept.
 */
export function changed(e: EffectsState, change: Partial<EffectsState>): EffectsState {
  const next = withClock(e, e.clock);
  const into = next as unknown as Record<string, unknown>;
  const from = change as Record<string, unknown>;
  for (const field in from) {
    const value = from[field];
    if (value !== undefined) into[field] = value;
  }
  return next;
}

/** Writes the slice with `change` applied into the run's state. */
export function patch<G>(run: Run<G>, change: Partial<EffectsState>): void {
  run.state = run.hooks.write(run.state, changed(fx(run), change));
}

/** Takes the next timestamp from the clock (entry times, resolution times, activations). */
export function tick<G>(run: Run<G>): number {
  const now = fx(run).clock;
  patch(run, { clock: now + 1 });
  return now;
}

export function newId<G>(run: Run<G>, prefix: string): string {
  const n = fx(run).nextId;
  patch(run, { nextId: n + 1 });
  return `${prefix}${n}`;
}

export function materialise<G>(run: Run<G>, draft: ActivationDraft): Activation {
  const a: Activation = {
    id: newId(run, 'fx'),
    kind: draft.kind,
    source: draft.source,
    ability: draft.ability ?? null,
    card: draft.card ?? null,
    controller: draft.controller,
    op: draft.op,
    label: draft.label,
    targets: draft.targets ?? [],
    condition: draft.condition ?? null,
    all: draft.all ?? null,
    at: tick(run),
  };
  // Only where the game gives one: a game that writes English only keeps the states it always had.
  if (draft.labelMsg) a.labelMsg = draft.labelMsg;
  return a;
}

/** The cards an activation's `labelMsg` names: its source (else the card played), then its targets. */
export function activationRefs(a: Activation): CardId[] {
  return [a.source ?? a.card ?? -1, ...a.targets.map((t) => t.id)];
}

/** The bookkeeping key of an ability: per card, unless the text shares one across cards. */
export function useKey(source: CardId | null, ability: string | null, shared?: string): string {
  return shared ?? `${source === null ? 'rule' : idText(source)}:${ability ?? 'effect'}`;
}

/** In free timing with nothing on the Cut and nobody holding priority, the turn player gets it. */
export function givePriorityIfIdle<G>(run: Run<G>): void {
  const e = fx(run);
  if (e.free && e.priority === null && e.cut.length === 0 && !e.pending && e.agenda.length === 0) {
    const seat = run.hooks.turnPlayer(run.state);
    patch(run, { priority: seat, passes: 0 });
    run.events.push({ type: 'priority', seat });
  }
}
