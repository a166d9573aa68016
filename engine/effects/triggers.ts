/**
 * Automatic effects reported by the game at a timing, and effects put on hold. The game
 * finds which abilities trigger (it knows the cards); this library decides how they are
 * carried out: Auto B with the event, Auto D at once, Auto C and Abolish on a Cut.
 */
import type { EffectsHooks } from './hooks';
import { planTriggers, runAgenda } from './processor';
import { RULE } from './rules';
import { prompt, refuse } from './said';
import { changed, fx, givePriorityIfIdle, newId, patch, tick, withClock, type Run } from './state';
import type {
  Activation,
  ContinuousDraft,
  ContinuousEffect,
  Duration,
  EffectsResult,
  Hold,
  TriggerDraft,
} from './types';

type Lens<G> = Pick<EffectsHooks<G>, 'read' | 'write'>;

/**
 * Reports automatic effects that arose together (e.g. a card entering the field with an
 * Auto B and an Auto D, or several Auto C at the start of a step). Works mid-Cut too: the
 * Cut pauses for B and D effects, and C effects wait for a new Cut after it.
 */
export function trigger<G>(state: G, hooks: EffectsHooks<G>, drafts: TriggerDraft[]): EffectsResult<G> {
  const run: Run<G> = { state, hooks, events: [] };
  if (fx(run).pending) return refuse('pending', { prompt: prompt(run) }, RULE.decision);
  const items = planTriggers(run, drafts);
  patch(run, { agenda: [...items, ...fx(run).agenda] });
  runAgenda(run);
  return { state: run.state, events: run.events };
}

/**
 * A timing of the turn has come (e.g. `end-of-turn`, `return-step`). Held effects waiting
 * for it re-activate — "all ~" targets chosen anew — together with the automatic effects
 * the game reports. `free` says whether players may Cut in: at an end of a step they may
 * not, so everything is carried out in the attacking player's order, Cut effects last.
 */
export function runTiming<G>(
  state: G,
  hooks: EffectsHooks<G>,
  timing: string,
  opts: { free: boolean },
  drafts: TriggerDraft[] = [],
): EffectsResult<G> {
  const run: Run<G> = { state, hooks, events: [] };
  if (fx(run).pending) return refuse('pending', { prompt: prompt(run) }, RULE.decision);
  patch(run, { free: opts.free, priority: opts.free ? fx(run).priority : null });
  const due = fx(run).holds.filter((h) => h.timing === timing);
  patch(run, { holds: fx(run).holds.filter((h) => h.timing !== timing) });
  const reactivated = due.map((h) => reactivate(run, h));
  for (const a of reactivated)
    run.events.push({ type: 'activated', id: a.id, kind: a.kind, label: a.label, controller: a.controller });
  const items = planTriggers(run, drafts, reactivated);
  patch(run, { agenda: [...items, ...fx(run).agenda] });
  runAgenda(run);
  if (opts.free) givePriorityIfIdle(run);
  return { state: run.state, events: run.events };
}

function reactivate<G>(run: Run<G>, hold: Hold): Activation {
  const a = hold.activation;
  const targets = a.all !== null ? run.hooks.selectAll(run.state, a, a.all) : a.targets;
  return { ...a, id: newId(run, 'fx'), kind: 'hold', targets, at: tick(run) };
}

/** From inside `apply`: the effect resolved and waits to re-activate at `timing` (GW 12, "put on hold"). */
export function putOnHold<G>(
  state: G,
  lens: Lens<G>,
  activation: Activation,
  timing: string,
  until: Duration = 'turn',
): { state: G; hold: Hold } {
  const e = lens.read(state);
  const hold: Hold = { id: `hold${e.nextId}`, timing, activation, until };
  return { state: lens.write(state, changed(e, { nextId: e.nextId + 1, holds: [...e.holds, hold] })), hold };
}

/** From inside `apply`: a resolved effect creates a continuous effect, timestamped now (its resolution time). */
export function addContinuous<G>(
  state: G,
  lens: Lens<G>,
  draft: ContinuousDraft,
): { state: G; effect: ContinuousEffect } {
  const e = lens.read(state);
  const effect: ContinuousEffect = {
    id: `ce${e.nextId}`,
    source: draft.source,
    controller: draft.controller,
    ability: draft.ability ?? null,
    timestamp: e.clock,
    scope: draft.scope,
    change: draft.change,
    duration: draft.duration ?? 'turn',
    reads: draft.reads ?? [],
  };
  const next = changed(e, { nextId: e.nextId + 1, clock: e.clock + 1, continuous: [...e.continuous, effect] });
  return { state: lens.write(state, next), effect };
}

/** Takes a timestamp from the effects clock, e.g. when a card enters the field (static effects use it). */
export function stamp<G>(state: G, lens: Lens<G>): { state: G; timestamp: number } {
  return stamps(state, lens, 1);
}

/**
 * Takes `count` timestamps at once, the first of them returned (the others follow it): what
 * `count` calls of `stamp` take, for cards that move together, with one copy of the slice.
 */
export function stamps<G>(state: G, lens: Lens<G>, count: number): { state: G; timestamp: number } {
  const e = lens.read(state);
  return { state: lens.write(state, withClock(e, e.clock + count)), timestamp: e.clock };
}
