/**
 * "Remove this card as a target from any unresolved effects" (GW ch. 21 Atmospheric Entry):
 * the card is no longer among the chosen targets of the effects on the Cut or waiting for
 * the next one, so they resolve on their other targets. An effect that aimed at nothing else
 * keeps it, pinned to no stay of the card (`NO_STAY`): that target is lost, and the effect
 * fails (GW ch. 12). Moving about the Field alone loses no target: the card is still there,
 * the same object.
 */
import type { EffectsHooks } from './hooks';
import type { Activation, CardId } from './types';

type Lens<G> = Pick<EffectsHooks<G>, 'read' | 'write'>;

/** An entry time no stay has (the effects clock starts at 1): a target pinned to it is lost. */
const NO_STAY = -1;

function without(list: Activation[], id: CardId): Activation[] {
  let changed = false;
  const out = list.map((a) => {
    if (!a.targets.some((t) => t.id === id)) return a;
    changed = true;
    const targets =
      a.targets.length < 2
        ? a.targets.map((t) => (t.id === id ? { id, entered: NO_STAY } : t))
        : a.targets.filter((t) => t.id !== id);
    return { ...a, targets };
  });
  return changed ? out : list;
}

export function removeAsTarget<G>(state: G, lens: Lens<G>, id: CardId): G {
  const fx = lens.read(state);
  const cut = without(fx.cut, id);
  const nextCut = without(fx.nextCut, id);
  return cut === fx.cut && nextCut === fx.nextCut ? state : lens.write(state, { ...fx, cut, nextCut });
}
