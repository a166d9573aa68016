/** What a drop means, and keyboard dragging from zone to zone. */
import { describe, expect, it } from 'vitest';
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { dropAction, keyboardZones, parseDragId, dragId } from './dnd';

type GetterArgs = Parameters<KeyboardCoordinateGetter>[1];

const rect = (top: number) => ({ top, left: 400, width: 400, height: 200, right: 800, bottom: top + 200 });
const droppableRects = new Map([
  ['main', rect(0)],
  ['side', rect(300)],
  ['remove', rect(600)],
]);

function press(getter: KeyboardCoordinateGetter, code: string) {
  const event = new KeyboardEvent('keydown', { code, cancelable: true });
  const context = {
    collisionRect: { top: 0, left: 0, width: 100, height: 40 },
    droppableRects,
  } as unknown as GetterArgs['context'];
  return getter(event, { active: 'x', context, currentCoordinates: { x: 0, y: 0 } });
}

function overAfter(zones: ReturnType<typeof keyboardZones>) {
  const hits = zones.collisionDetection({ pointerCoordinates: null, droppableRects } as unknown as Parameters<
    typeof zones.collisionDetection
  >[0]);
  return hits[0]?.id ?? null;
}

describe('deck drag and drop', () => {
  it('round-trips drag ids, even for numbers with a bar', () => {
    expect(parseDragId(dragId({ from: 'side', number: 'X|1' }))).toEqual({ from: 'side', number: 'X|1' });
    expect(parseDragId('other|1')).toBeUndefined();
  });

  it('adds from results, moves between sections, removes outside them', () => {
    expect(dropAction({ from: 'result', number: 'A' }, 'side')).toEqual({ kind: 'add', to: 'side' });
    expect(dropAction({ from: 'result', number: 'A' }, 'remove')).toEqual({ kind: 'none' });
    expect(dropAction({ from: 'main', number: 'A' }, 'side')).toEqual({ kind: 'move', from: 'main' });
    expect(dropAction({ from: 'main', number: 'A' }, 'main')).toEqual({ kind: 'none' });
    expect(dropAction({ from: 'side', number: 'A' }, null)).toEqual({ kind: 'remove', from: 'side' });
  });

  it('arrow keys step a search result through main and side only', () => {
    const zones = keyboardZones();
    zones.start({ from: 'result', number: 'A' });
    expect(overAfter(zones)).toBeNull();
    const first = press(zones.coordinateGetter, 'ArrowRight');
    expect(overAfter(zones)).toBe('main');
    // Centred on the zone, near its top.
    expect(first).toEqual({ x: 400 + 200 - 50, y: 40 - 20 });
    press(zones.coordinateGetter, 'ArrowDown');
    expect(overAfter(zones)).toBe('side');
    press(zones.coordinateGetter, 'ArrowDown');
    expect(overAfter(zones)).toBe('main');
    press(zones.coordinateGetter, 'ArrowUp');
    expect(overAfter(zones)).toBe('side');
  });

  it('a deck card starts over its own section and can reach the remove area', () => {
    const zones = keyboardZones();
    zones.start({ from: 'side', number: 'A' });
    expect(overAfter(zones)).toBe('side');
    press(zones.coordinateGetter, 'ArrowDown');
    expect(overAfter(zones)).toBe('remove');
    expect(press(zones.coordinateGetter, 'KeyQ')).toBeUndefined();
    expect(overAfter(zones)).toBe('remove');
  });
});
