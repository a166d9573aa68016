/**
 * What a drop means: the engine intent for "this card was let go over that zone or card".
 * Kept apart from the drag plumbing so it is tested on its own.
 */
import type { Intent } from '../../../../engine/core/types';
import type { GameLayout } from './layouts';
import { locateCard, type Seat, type TableView } from './model';

export type DropTarget = { kind: 'zone'; seat: Seat; zone: string } | { kind: 'card'; id: string };

export function parseDropId(id: string): DropTarget | null {
  if (id.startsWith('on:')) return { kind: 'card', id: id.slice(3) };
  const m = /^zone:([01]):(.+)$/.exec(id);
  return m ? { kind: 'zone', seat: Number(m[1]) as Seat, zone: m[2] } : null;
}

/** Card types that go on top of another card rather than beside it. */
const RIDERS = new Set(['pilot', 'character']);

export function dropIntent(
  view: TableView,
  layout: GameLayout,
  seat: Seat,
  cardId: string,
  target: DropTarget,
): Intent | null {
  const from = locateCard(view, cardId);
  if (!from) return null;
  const printed = from.card.cardKey ? view.catalog[from.card.cardKey] : undefined;
  if (target.kind === 'card') {
    if (target.id === cardId) return null;
    const onto = locateCard(view, target.id);
    if (!onto) return null;
    const ontoLayout = layout.zones.find((z) => z.zone === onto.zone.zone);
    if (!ontoLayout || ontoLayout.shape === 'pile')
      return dropIntent(view, layout, seat, cardId, { kind: 'zone', seat: onto.zone.seat, zone: onto.zone.zone });
    const host = onto.host ?? onto.card;
    if (
      ontoLayout.hosts &&
      printed &&
      RIDERS.has(printed.type) &&
      host.id !== cardId &&
      from.card.attached.length === 0
    ) {
      return { type: 'attach', seat, card: cardId, to: host.id };
    }
    const sameZone = from.zone === onto.zone;
    // Dragging rightwards lands after the card (and its riders), leftwards before it. The
    // engine removes the card before inserting it, so "after" is the host's index plus riders.
    const position = sameZone && from.card.index < host.index ? host.index + host.attached.length : host.index;
    return {
      type: 'move',
      seat,
      card: cardId,
      to: `${onto.zone.seat}:${onto.zone.zone}`,
      position,
      faceUp: sameZone ? from.card.faceUp : undefined,
    };
  }
  const to = layout.zones.find((z) => z.zone === target.zone);
  if (!to) return null;
  const sameZone = from.zone.zone === target.zone && from.zone.seat === target.seat;
  if (sameZone && to.shape === 'pile') return null;
  if (sameZone && !from.host && from.card.index === from.zone.count - 1 - from.card.attached.length) return null;
  // A card from the hand becomes a face-up material (M.S. War 2.1, Preliminary Phase D);
  // otherwise the zone decides (a Supply Base card goes to the Factory face down).
  const faceUp = sameZone ? from.card.faceUp : from.zone.zone === 'hand' && !to.library ? true : undefined;
  return {
    type: 'move',
    seat,
    card: cardId,
    to: `${target.seat}:${target.zone}`,
    position: to.shape === 'pile' ? 'top' : 'bottom',
    faceUp,
  };
}
