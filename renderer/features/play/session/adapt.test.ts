import { describe, expect, it } from 'vitest';
import type { TableView as EngineView, ViewCard } from '../../../../engine/core/view';
import { adaptView } from './adapt';

const card = (ref: string, name: string, type: string, attachedTo: string | null = null): ViewCard => ({
  ref,
  card: { game: 'gundam-war', number: `GD-${ref}`, name, type } as ViewCard['card'],
  owner: 0,
  faceUp: true,
  turned: false,
  counters: {},
  attachedTo,
});

function view(cards: ViewCard[]): EngineView {
  return {
    game: 'gundam-war',
    mode: 'rules',
    viewer: 0,
    seats: 1,
    players: ['A'],
    turn: { number: 1, active: 0, phase: 'disposition', step: '' },
    values: {},
    zones: {
      '0:disposition-area': {
        key: '0:disposition-area',
        seat: 0,
        zone: 'disposition-area',
        label: 'Disposition Area',
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
