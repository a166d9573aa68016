/** Drag ids and what a drop means: add from results, move between sections, or remove. */
import { rectIntersection, type CollisionDetection, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { Section } from '../../../../engine/decks/edit';

export type DragSource = { from: 'result' | Section; number: string };
export type DropTarget = Section | 'remove' | null;

export const dragId = (source: DragSource) => `${source.from}|${source.number}`;

export function parseDragId(id: string | number): DragSource | undefined {
  const [from, ...rest] = String(id).split('|');
  if (from !== 'result' && from !== 'main' && from !== 'side') return undefined;
  return { from, number: rest.join('|') };
}

export type DropAction =
  | { kind: 'add'; to: Section }
  | { kind: 'move'; from: Section }
  | { kind: 'remove'; from: Section }
  | { kind: 'none' };

export function dropAction(source: DragSource, target: DropTarget): DropAction {
  if (source.from === 'result')
    return target === 'main' || target === 'side' ? { kind: 'add', to: target } : { kind: 'none' };
  if (target === source.from) return { kind: 'none' };
  if (target === 'main' || target === 'side') return { kind: 'move', from: source.from };
  return { kind: 'remove', from: source.from };
}

/** The drop zones in the order the arrow keys visit them while a card is picked up with the keyboard. */
const ZONES: Exclude<DropTarget, null>[] = ['main', 'side', 'remove'];
const STEP: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Keyboard dragging that jumps from zone to zone (main → side → remove) instead of
 * nudging the card 25 px per key press, so a card crosses the screen in one press.
 * The zone chosen by the keys is the drop target: the card face shown while dragging
 * is larger than the row it came from, so its outline would overlap two zones at once.
 */
export function keyboardZones() {
  let zone: DropTarget = null;
  let from: DragSource['from'] | undefined;
  const start = (source: DragSource | undefined) => {
    from = source?.from;
    zone = from === 'main' || from === 'side' ? from : null;
  };
  const coordinateGetter: KeyboardCoordinateGetter = (event, { context }) => {
    const step = STEP[event.code];
    if (!step) return undefined;
    // The card face shown while dragging may not be measured yet on the first key press.
    const size = context.collisionRect ?? { width: 0, height: 0 };
    event.preventDefault();
    const zones = ZONES.filter((z) => context.droppableRects.has(z) && !(from === 'result' && z === 'remove'));
    if (zones.length === 0) return undefined;
    const at = zone === null ? -1 : zones.indexOf(zone);
    zone = at === -1 ? zones[step > 0 ? 0 : zones.length - 1] : zones[(at + step + zones.length) % zones.length];
    const rect = context.droppableRects.get(zone)!;
    // Coordinates are the dragged card's top-left: put its centre near the top of the zone.
    return {
      x: rect.left + rect.width / 2 - size.width / 2,
      y: rect.top + Math.min(rect.height / 2, 40) - size.height / 2,
    };
  };
  // A pointer drag has pointer coordinates and keeps the usual geometry.
  const collisionDetection: CollisionDetection = (args) => {
    if (args.pointerCoordinates) return rectIntersection(args);
    return zone !== null && args.droppableRects.has(zone) ? [{ id: zone }] : [];
  };
  return { start, coordinateGetter, collisionDetection };
}
