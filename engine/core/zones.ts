/** Card movement and lookup shared by manual intents and both rules modules. */
import type { Draft } from './draft';
import { parseZoneKey, zoneDef, type GameLayout } from './layout';
import type { CardRef, GameState, Position, RuleError } from './types';

/** Resolves an instance id or a `<zoneKey>#<index>` reference to an instance id. */
export function resolveRef(state: GameState, ref: CardRef): string | RuleError {
  if (state.cards[ref]) return ref;
  const hash = ref.lastIndexOf('#');
  if (hash > 0) {
    const zone = state.zones[ref.slice(0, hash)];
    const index = Number(ref.slice(hash + 1));
    if (zone && Number.isInteger(index) && zone[index] !== undefined) return zone[index];
  }
  return { error: `No card "${ref}" on the table.` };
}

export function checkZone(state: GameState, layout: GameLayout, key: string): RuleError | null {
  const parsed = parseZoneKey(key);
  if (!parsed || !zoneDef(layout, parsed.zone) || parsed.seat >= state.seats) {
    return { error: `No zone "${key}" in ${layout.game}; zones are ${layout.zones.map((z) => z.id).join(', ')} per seat (e.g. "0:hand").` };
  }
  return null;
}

function insertAt(list: string[], id: string, position: Position | undefined, kind: 'pile' | 'area' | 'hand'): void {
  // Piles default to the top (index 0); areas and hands append on the right.
  const pos = position ?? (kind === 'pile' ? 'top' : 'bottom');
  if (pos === 'top') list.unshift(id);
  else if (pos === 'bottom') list.push(id);
  else list.splice(Math.max(0, Math.min(list.length, pos)), 0, id);
}

/**
 * Moves a card to a zone. Cards attached to it travel along into areas and are set loose
 * otherwise; a card leaving play loses its turn state, counters and any attachment.
 */
export function moveCard(d: Draft, layout: GameLayout, id: string, to: string, position?: Position, faceUp?: boolean): void {
  const card = d.card(id);
  const from = card.zone;
  const fromList = d.zone(from);
  const at = fromList.indexOf(id);
  if (at >= 0) fromList.splice(at, 1);
  const def = zoneDef(layout, parseZoneKey(to)!.zone)!;
  const toList = d.zone(to);
  insertAt(toList, id, position, def.kind);
  card.zone = to;
  card.faceUp = faceUp ?? def.faceUp;
  card.revealedTo = [];
  card.attachedTo = null;
  if (from !== to) card.turned = false;
  if (def.kind !== 'area') card.counters = {};
  const riders = Object.values(d.state.cards).filter((c) => c.attachedTo === id);
  for (const rider of riders) {
    if (def.kind === 'area') {
      const r = d.card(rider.id);
      const list = d.zone(r.zone);
      list.splice(list.indexOf(r.id), 1);
      toList.splice(toList.indexOf(id) + 1, 0, r.id);
      r.zone = to;
    } else {
      d.card(rider.id).attachedTo = null;
    }
  }
}

export function topOf(state: GameState, key: string): string | undefined {
  return state.zones[key]?.[0];
}
