import { describe, expect, it } from 'vitest';
import type { Card } from '../../../../engine/cards/model';
import { dropIntent, parseDropId } from './dropIntent';
import { LAYOUTS } from './layouts';
import type { TableCard, TableView, TableZone } from './model';
import { tableOutcome } from './outcome';

const ms = (number: string, type: 'ms' | 'pilot'): Card => ({
  game: 'ms-war',
  number,
  name: number,
  type,
  text: '',
  set: 'T',
  rarity: 'C',
  keywords: [],
});
const card = (id: string, key: string | undefined, index: number, extra: Partial<TableCard> = {}): TableCard => ({
  id,
  cardKey: key,
  faceUp: true,
  turned: false,
  counters: {},
  attached: [],
  owner: 0,
  index,
  ...extra,
});
const zone = (z: string, cards: TableCard[], count = cards.length): TableZone => ({ zone: z, seat: 0, cards, count });

function table(zones: TableZone[], values: Record<string, number> = {}): TableView {
  return {
    game: 'ms-war',
    mode: 'goldfish',
    viewer: 0,
    seats: [0],
    active: 0,
    turn: 1,
    phase: 'preliminary',
    zones,
    values: { 0: values, 1: {} },
    chain: [],
    pending: null,
    winner: null,
    over: false,
    log: [],
    logCards: [],
    logMessages: [],
    canUndo: false,
    canRedo: false,
    players: ['Amuro'],
    catalog: { 'ms-war:M1': ms('M1', 'ms'), 'ms-war:M2': ms('M2', 'ms'), 'ms-war:P1': ms('P1', 'pilot') },
  };
}

const layout = LAYOUTS['ms-war'];

describe('what a drop means', () => {
  it('reads zone and card drop ids', () => {
    expect(parseDropId('zone:1:ms-dock')).toEqual({ kind: 'zone', seat: 1, zone: 'ms-dock' });
    expect(parseDropId('on:c7')).toEqual({ kind: 'card', id: 'c7' });
    expect(parseDropId('elsewhere')).toBeNull();
  });

  it('makes a hand card a face-up material in the Factory (M.S. War 2.1, Preliminary Phase D)', () => {
    const v = table([
      zone('hand', [card('c1', 'ms-war:M1', 0)]),
      zone('factory', []),
      zone('supply-base', [card('0:supply-base#0', undefined, 0, { faceUp: false })], 1),
    ]);
    expect(dropIntent(v, layout, 0, 'c1', { kind: 'zone', seat: 0, zone: 'factory' })).toEqual({
      type: 'move',
      seat: 0,
      card: 'c1',
      to: '0:factory',
      position: 'bottom',
      faceUp: true,
    });
  });

  it('lets the zone decide the face for the top of the Supply Base, and puts cards on top of piles', () => {
    const v = table([
      zone('hand', []),
      zone('supply-base', [card('0:supply-base#0', undefined, 0, { faceUp: false })], 30),
      zone('dry-dock', []),
    ]);
    expect(dropIntent(v, layout, 0, '0:supply-base#0', { kind: 'zone', seat: 0, zone: 'factory' })).toMatchObject({
      to: '0:factory',
      faceUp: undefined,
    });
    expect(dropIntent(v, layout, 0, '0:supply-base#0', { kind: 'zone', seat: 0, zone: 'dry-dock' })).toMatchObject({
      position: 'top',
    });
  });

  it('attaches a pilot dropped on an M.S. on the Dock, but puts an M.S. beside it', () => {
    const v = table([
      zone('hand', [card('p', 'ms-war:P1', 0), card('m2', 'ms-war:M2', 1)]),
      zone('ms-dock', [card('m1', 'ms-war:M1', 0)]),
    ]);
    expect(dropIntent(v, layout, 0, 'p', { kind: 'card', id: 'm1' })).toEqual({
      type: 'attach',
      seat: 0,
      card: 'p',
      to: 'm1',
    });
    expect(dropIntent(v, layout, 0, 'm2', { kind: 'card', id: 'm1' })).toMatchObject({
      type: 'move',
      to: '0:ms-dock',
      position: 0,
    });
  });

  it('reorders within a row: rightwards lands after the card, a drop in place does nothing', () => {
    const v = table([zone('hand', [card('a', 'ms-war:M1', 0), card('b', 'ms-war:M2', 1), card('c', 'ms-war:M1', 2)])]);
    expect(dropIntent(v, layout, 0, 'a', { kind: 'card', id: 'c' })).toMatchObject({
      type: 'move',
      position: 2,
      faceUp: true,
    });
    expect(dropIntent(v, layout, 0, 'c', { kind: 'card', id: 'a' })).toMatchObject({ type: 'move', position: 0 });
    expect(dropIntent(v, layout, 0, 'c', { kind: 'zone', seat: 0, zone: 'hand' })).toBeNull();
    expect(dropIntent(v, layout, 0, 'a', { kind: 'card', id: 'a' })).toBeNull();
  });
});

describe('the manual table outcome', () => {
  const base = [zone('hand', []), zone('supply-base', [card('0:supply-base#0', undefined, 0)], 20)];
  it('is a win at 6 War Experience (M.S. War 2.1, Winning A) and nothing at 5', () => {
    expect(tableOutcome(table(base, { 'war-experience': 5 }), layout)).toBeNull();
    expect(tableOutcome(table(base, { 'war-experience': 6 }), layout)).toMatchObject({
      winner: 0,
      reason: expect.stringContaining('Winning A'),
    });
  });
  it('is a loss when the Supply Base is empty (M.S. War 2.1, Winning C)', () => {
    expect(tableOutcome(table([zone('hand', []), zone('supply-base', [], 0)]), layout)).toMatchObject({
      winner: null,
      reason: expect.stringContaining('Winning C'),
    });
  });
});
