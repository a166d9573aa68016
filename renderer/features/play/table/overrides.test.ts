import { describe, expect, it } from 'vitest';
import type { Card } from '../../../../engine/cards/model';
import type { RulesIntent } from '../../../../engine/core/types';
import type { TableCard, TableView } from './model';
import { LAYOUTS } from './layouts';
import { needsConsent, refusalOf } from './overrides';

const printed = {
  game: 'ms-war',
  number: 'AL-04',
  name: 'Lancer Frame',
  type: 'ms',
  cost: 2,
  text: '',
  keywords: [],
} as unknown as Card;
const card = (id: string): TableCard => ({
  id,
  cardKey: 'ms-war:AL-04',
  faceUp: true,
  turned: false,
  counters: {},
  attached: [],
  owner: 0,
  index: 0,
});
const view = {
  game: 'ms-war',
  mode: 'goldfish',
  viewer: 0,
  seats: [0],
  active: 0,
  turn: 1,
  phase: 'strategic',
  zones: [
    { zone: 'hand', seat: 0, cards: [card('7')], count: 1 },
    { zone: 'ms-dock', seat: 0, cards: [], count: 0 },
  ],
  values: { 0: {}, 1: {} },
  chain: [],
  pending: null,
  winner: null,
  over: false,
  log: [],
  canUndo: false,
  canRedo: false,
  players: ['Amuro'],
  catalog: { 'ms-war:AL-04': printed },
} as unknown as TableView;
const layout = LAYOUTS['ms-war'];
const toDock = { type: 'move', seat: 0, card: '7', to: '0:ms-dock' } as const;

describe('overrides in a rules game', () => {
  it('every move by hand needs the player’s say-so, but a die roll and every rules move do not', () => {
    expect(needsConsent(toDock, true)).toBe(true);
    expect(needsConsent({ type: 'draw', seat: 0 }, true)).toBe(true);
    expect(needsConsent({ type: 'roll', seat: 0, sides: 6 }, true)).toBe(false);
    expect(needsConsent({ type: 'pass', seat: 0 }, true)).toBe(false);
    expect(needsConsent(toDock, false)).toBe(false);
  });

  it('a card put into play by hand gets the engine’s refusal of playing it, led by its name', async () => {
    const asked: unknown[] = [];
    const refusal = await refusalOf(view, layout, [], toDock, async (intent) => {
      asked.push(intent);
      return {
        error: 'This costs 2; you have 0 ready Materials in your Factory.',
        rule: "M.S. War 2.1 — Paying a Card's Price A",
      };
    });
    expect(asked).toEqual([{ type: 'play', seat: 0, card: '7' }]);
    expect(refusal).toEqual({
      reason: 'Lancer Frame: this costs 2; you have 0 ready Materials in your Factory.',
      rule: "M.S. War 2.1 — Paying a Card's Price A",
    });
  });

  it('a card with rules moves is told which ones the rules offer', async () => {
    const legal = [{ type: 'play', seat: 0, card: '7' } as RulesIntent];
    const refusal = await refusalOf(view, layout, legal, { ...toDock, to: '0:dry-dock' }, async () => null);
    expect(refusal.reason).toBe('Lancer Frame: that is none of its rules moves (Play).');
  });

  it('other moves by hand say what the rules do instead, in the game’s words', async () => {
    const none = async () => null;
    expect((await refusalOf(view, layout, [], { type: 'draw', seat: 0 }, none)).reason).toMatch(/Preliminary Phase/);
    expect((await refusalOf(view, layout, [], { ...toDock, to: '0:dry-dock' }, none)).reason).toBe(
      'Lancer Frame: no rule moves it from your Hand to your Dry Dock now.',
    );
  });
});
