import { describe, expect, it } from 'vitest';
import type { TableCard, TableView } from '../table/model';
import { keepUnchanged } from './unchanged';

const card = (id: string, turned = false): TableCard => ({
  id,
  cardKey: `gundam-war:${id}`,
  faceUp: true,
  turned,
  counters: {},
  attached: [],
  owner: 0,
  index: 0,
});

function view(hand: TableCard[], area: TableCard[], turn = 1): TableView {
  return {
    game: 'gundam-war',
    mode: 'goldfish',
    viewer: 0,
    seats: [0],
    active: 0,
    turn,
    phase: 'draw',
    zones: [
      { zone: 'hand', seat: 0, cards: hand, count: hand.length },
      { zone: 'disposition-area', seat: 0, cards: area, count: area.length },
    ],
    values: { 0: {}, 1: {} },
    chain: [],
    pending: null,
    winner: null,
    over: false,
    log: [],
    logCards: [],
    logMessages: [],
    catalog: {},
    players: ['Amuro'],
    canUndo: false,
    canRedo: false,
  };
}

describe('a reply keeps the parts of the table it did not change', () => {
  it('keeps an unchanged zone and card as the same objects, and takes the changed ones', () => {
    const last = view([card('a'), card('b')], [card('u')]);
    // The next reply: the same table as fresh copies (a structured clone), with Unit u rolled.
    const next = keepUnchanged(last, view([card('a'), card('b')], [card('u', true)], 2));
    expect(next.turn).toBe(2);
    expect(next.zones[0]).toBe(last.zones[0]);
    expect(next.zones[1]).not.toBe(last.zones[1]);
    expect(next.zones[1].cards[0].turned).toBe(true);
    expect(next.values).toBe(last.values);
  });

  it('keeps the cards that stayed when one leaves the hand', () => {
    const last = view([card('a'), card('b')], []);
    const next = keepUnchanged(last, view([card('b')], [card('a')]));
    expect(next.zones[0]).not.toBe(last.zones[0]);
    expect(next.zones[0].cards[0]).toBe(last.zones[0].cards[1]);
  });

  it('takes the whole view afresh for another seat', () => {
    const last = view([card('a')], []);
    const other = { ...view([card('a')], []), viewer: 1 as const };
    expect(keepUnchanged(last, other).zones[0]).toBe(other.zones[0]);
  });
});
