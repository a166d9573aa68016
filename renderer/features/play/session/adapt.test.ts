import { describe, expect, it } from 'vitest';
import type { TableView as EngineView, ViewCard, ViewCutEntry } from '../../../../engine/core/view';
import { adaptView } from './adapt';

const card = (
  ref: string,
  name: string,
  type: string,
  attachedTo: string | null = null,
  game = 'gundam-war',
): ViewCard => ({
  ref,
  card: { game, number: `X-${ref}`, name, type } as ViewCard['card'],
  owner: 0,
  faceUp: true,
  turned: false,
  counters: {},
  attachedTo,
});

function view(cards: ViewCard[], game = 'gundam-war', zone = 'disposition-area'): EngineView {
  return {
    game,
    mode: 'rules',
    viewer: 0,
    seats: 1,
    players: ['A'],
    turn: { number: 1, active: 0, phase: 'disposition', step: '' },
    values: {},
    zones: {
      [`0:${zone}`]: {
        key: `0:${zone}`,
        seat: 0,
        zone,
        label: zone,
        kind: 'area',
        count: cards.length,
        cards,
      },
    },
    pending: null,
    winner: null,
    cut: null,
    dummy: null,
  } as unknown as EngineView;
}

const extras = { mode: 'goldfish' as const, log: [], logCards: [], logMessages: [], canUndo: false, canRedo: false };

describe('the table drawn from a seat view', () => {
  it('draws a card Set on a Set card in the same stack as the card under them (ch. 17 Set Group)', () => {
    // A Character with Set/G on a G, and a Character with Set/Character on that Character.
    const table = adaptView(
      view([
        card('17', 'Listening Outpost', 'g'),
        card('21', 'Engineer Pim', 'character', '17'),
        card('39', 'Captain Doran Holt', 'character', '21'),
        card('32', 'Falling Star Pod', 'unit'),
      ]),
      extras,
    );
    const area = table.zones[0];
    expect(area.cards.map((c) => c.id)).toEqual(['17', '32']);
    expect(area.cards[0].attached.map((c) => c.id)).toEqual(['21', '39']);
    expect(area.cards[0].attached.every((c) => c.attached.length === 0)).toBe(true);
  });
});

describe('the Effect Chain drawn from a seat view', () => {
  // `onChain`: the engine's mark for a card its game draws on the chain (GameLayout.onChain).
  const entry = (id: string, source: string, name: string, onChain = false): ViewCutEntry => ({
    id,
    label: name,
    effect: '',
    controller: 0,
    source: onChain ? { ref: source, name, onChain } : { ref: source, name },
    targets: [],
  });
  it('draws an M.S. War Event with its chain entry, out of the M.S. Battlefield it waits on (2.1 "Event Cards")', () => {
    const engine = view(
      [card('7', 'Grinder', 'ms', null, 'ms-war'), card('13', 'Supply Run', 'event', null, 'ms-war')],
      'ms-war',
      'ms-battlefield',
    );
    engine.cut = {
      priority: 0,
      free: true,
      entries: [entry('fx1', '13', 'Supply Run', true), entry('fx2', '7', 'Grinder')],
    };
    const table = adaptView(engine, extras);
    expect(table.chain.map((e) => e.card?.id)).toEqual(['13', undefined]);
    expect(table.zones[0].cards.map((c) => c.id)).toEqual(['7']);
    expect(table.zones[0].count).toBe(1);
  });
});
