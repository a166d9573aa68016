/**
 * Order of application within one layer (continuous-effects-layers, Timestamps and
 * Dependencies): an effect that depends on another is applied after it, whatever their
 * timestamps; among effects free to go, "lose ~" goes before "get ~" (GW 12, Priority of
 * Contradictive Effects), then the oldest timestamp first. Effects caught in a dependency
 * loop fall back to that same order.
 */
import type { ContinuousEffect } from '../types';
import { overlaps, reads, writes } from './aspects';

/** `dependsOn(x, y)`: would applying y first change what x does or to what it applies? */
export type DependsOn = (x: ContinuousEffect, y: ContinuousEffect) => boolean;

/** Reads and writes of each effect, worked out once per derivation rather than once per pair. */
export function declaredDependencies(): DependsOn {
  const cache = new Map<ContinuousEffect, { r: string[]; w: string[] }>();
  const facts = (e: ContinuousEffect) => {
    let f = cache.get(e);
    if (!f) cache.set(e, (f = { r: reads(e), w: writes(e.change) }));
    return f;
  };
  return (x, y) => {
    const r = facts(x).r;
    if (r.length === 0) return false;
    const w = facts(y).w;
    return r.some((read) => w.some((aspect) => overlaps(read, aspect)));
  };
}

function rank(e: ContinuousEffect): number {
  return e.change.kind === 'lose' ? 0 : 1;
}

function before(a: ContinuousEffect, b: ContinuousEffect): number {
  return rank(a) - rank(b) || a.timestamp - b.timestamp || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The effects of the remaining ones that may go when none is free: members of a loop that
 * waits on nothing outside itself (CE Dependencies 2.i). An effect that merely depends on
 * a loop still waits for the loop, so it is never picked here.
 */
function loopReady(left: readonly ContinuousEffect[], waitingOn: Map<string, Set<string>>): Set<string> {
  const reaches = (from: string): Set<string> => {
    const seen = new Set<string>();
    const queue = [from];
    while (queue.length) {
      for (const next of waitingOn.get(queue.pop()!)!) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    return seen;
  };
  const ready = new Set<string>();
  for (const e of left) {
    const onward = reaches(e.id);
    // In a loop: it waits on itself; closed: everything it waits on waits on it in turn.
    if (onward.has(e.id) && [...onward].every((id) => reaches(id).has(e.id))) ready.add(e.id);
  }
  return ready;
}

export function orderLayer(effects: readonly ContinuousEffect[], dependsOn: DependsOn): ContinuousEffect[] {
  if (effects.length < 2) return [...effects];
  const waitingOn = new Map<string, Set<string>>();
  let waits = false;
  for (const x of effects) {
    const deps = new Set<string>();
    for (const y of effects) if (x !== y && dependsOn(x, y)) deps.add(y.id);
    waitingOn.set(x.id, deps);
    if (deps.size) waits = true;
  }
  const left = [...effects].sort(before);
  // Nothing depends on anything (most layers): time order, "lose" first.
  if (!waits) return left;
  const out: ContinuousEffect[] = [];
  while (left.length) {
    // The first effect free to go; if none is, the first member of a closed loop (time order, "lose" first).
    let i = left.findIndex((e) => waitingOn.get(e.id)!.size === 0);
    if (i < 0) {
      const ready = loopReady(left, waitingOn);
      i = Math.max(
        0,
        left.findIndex((e) => ready.has(e.id)),
      );
    }
    const [next] = left.splice(i, 1);
    out.push(next);
    for (const deps of waitingOn.values()) deps.delete(next.id);
  }
  return out;
}
