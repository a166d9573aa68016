/**
 * Which layer an effect works in, what it reads and what it writes — the facts that
 * decide dependencies. Aspects are strings like `ability:Flight`, `type:Lord`, `colour`,
 * `stat:attack`; a `*` after the colon stands for every aspect of that kind.
 */
import type { Change, ContinuousEffect, Layer } from '../types';

export const LAYERS: readonly Layer[] = ['base', 'type', 'colour', 'abilities', 'stats'];

export function layerOf(change: Change): Layer {
  switch (change.kind) {
    case 'set-values':
      return 'base';
    case 'types':
      return 'type';
    case 'colour':
      return 'colour';
    case 'gain':
    case 'lose':
      return 'abilities';
    case 'modify':
    case 'swap':
      return 'stats';
  }
}

/** Whether a change sets a characteristic outright rather than adding to or taking from it (CE Dependencies 1). */
export function setsValues(change: Change): boolean {
  return change.kind === 'set-values' || change.kind === 'colour' || (change.kind === 'types' && change.set !== null);
}

export function writes(change: Change): string[] {
  switch (change.kind) {
    case 'set-values':
      return Object.keys(change.values).map((k) => `stat:${k}`);
    case 'types':
      return change.set ? ['type:*'] : [...change.add, ...change.remove].map((t) => `type:${t}`);
    case 'colour':
      return ['colour'];
    case 'gain':
      return change.abilities.map((a) => `ability:${a}`);
    case 'lose':
      return change.abilities === 'all' ? ['ability:*'] : change.abilities.map((a) => `ability:${a}`);
    case 'modify':
      return Object.keys(change.deltas).map((k) => `stat:${k}`);
    case 'swap':
      return change.stats.map((k) => `stat:${k}`);
  }
}

export function reads(effect: ContinuousEffect): string[] {
  const out = [...effect.reads];
  if (effect.scope.kind === 'static') {
    const s = effect.scope.selector;
    for (const t of s.types ?? []) out.push(`type:${t}`);
    for (const a of s.abilities ?? []) out.push(`ability:${a}`);
    if (s.colour !== undefined) out.push('colour');
  }
  return out;
}

export function overlaps(read: string, written: string): boolean {
  if (read === written) return true;
  const r = read.indexOf(':');
  const w = written.indexOf(':');
  if (r !== w || r < 0 || read.slice(0, r) !== written.slice(0, w)) return false;
  return written.endsWith(':*') || read.endsWith(':*');
}
