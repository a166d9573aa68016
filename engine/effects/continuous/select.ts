/** Whether a static effect's selector picks an object now (its place, controller and values). */
import type { ContinuousHooks } from '../hooks';
import type { CardId, Characteristics, ContinuousEffect, Selector } from '../types';

/** `v`: the object's values as the effect's layer begins. */
export function selects<G>(
  hooks: ContinuousHooks<G>,
  state: G,
  sel: Selector,
  e: ContinuousEffect,
  id: CardId,
  v: Characteristics,
): boolean {
  if (sel.ids && !sel.ids.includes(id)) return false;
  if (sel.excludeSource && id === e.source) return false;
  const where = hooks.locate(state, id);
  if (!where) return false;
  if (sel.zones && !sel.zones.includes(where.zone)) return false;
  if (sel.controller !== undefined) {
    const want =
      sel.controller === 'you'
        ? e.controller
        : sel.controller === 'opponent'
          ? e.controller === 0
            ? 1
            : 0
          : sel.controller;
    if (where.controller !== want) return false;
  }
  if (sel.types && !sel.types.some((t) => v.types.includes(t))) return false;
  if (sel.abilities && !sel.abilities.some((a) => v.abilities.includes(a))) return false;
  return sel.colour === undefined || v.colour === sel.colour;
}
