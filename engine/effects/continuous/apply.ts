/** Applying one change to one object's values, honouring "a card under lose ~ cannot get ~" (GW 12). */
import type { Change, Characteristics } from '../types';

/** What an object has lost so far in this derivation: named abilities, or all of them. */
export type Lost = { all: boolean; names: Set<string> };

export function copyOf(c: Characteristics): Characteristics {
  return { stats: { ...c.stats }, types: [...c.types], colour: c.colour, abilities: [...c.abilities] };
}

export function applyChange(c: Characteristics, change: Change, lost: Lost): void {
  switch (change.kind) {
    case 'set-values':
      Object.assign(c.stats, change.values);
      return;
    case 'types': {
      const base = change.set ? [...change.set] : c.types.filter((t) => !change.remove.includes(t));
      c.types = [...new Set([...base, ...change.add])];
      return;
    }
    case 'colour':
      c.colour = change.set;
      return;
    case 'gain':
      for (const a of change.abilities)
        if (!lost.all && !lost.names.has(a) && !c.abilities.includes(a)) c.abilities.push(a);
      return;
    case 'lose':
      if (change.abilities === 'all') {
        lost.all = true;
        c.abilities = [];
      } else {
        for (const a of change.abilities) lost.names.add(a);
        c.abilities = c.abilities.filter((a) => !lost.names.has(a));
      }
      return;
    case 'modify':
      for (const [k, d] of Object.entries(change.deltas)) c.stats[k] = (c.stats[k] ?? 0) + d;
      return;
    case 'swap': {
      const [a, b] = change.stats;
      [c.stats[a], c.stats[b]] = [c.stats[b] ?? 0, c.stats[a] ?? 0];
      return;
    }
  }
}
