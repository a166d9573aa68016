import { i18n } from '../../../i18n';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../../engine/cards/model';
import type { RulesIntent } from '../../../../engine/core/types';
import type { TableCard, TableView } from './model';
import { describeRule, withCopies } from './ruleMoves';
import { DEMO_CARDS } from '../../../../engine/core/testing/demo';

const printed: Card = {
  game: 'gundam-war',
  number: 'GD-009',
  name: 'Ironvein Asteroid',
  type: 'g',
  text: '',
  set: 'T',
  rarity: 'C',
  keywords: [],
} as unknown as Card;
const card: TableCard = {
  id: '4',
  cardKey: 'gundam-war:GD-009',
  faceUp: true,
  turned: false,
  counters: {},
  attached: [],
  owner: 0,
  index: 0,
};
const view = {
  game: 'gundam-war',
  mode: 'goldfish',
  viewer: 0,
  seats: [0],
  active: 0,
  turn: 1,
  phase: 'disposition',
  zones: [{ zone: 'disposition', seat: 0, cards: [card], count: 1 }],
  values: { 0: {}, 1: {} },
  chain: [],
  pending: null,
  winner: null,
  over: false,
  log: [],
  canUndo: false,
  canRedo: false,
  players: ['Amuro'],
  catalog: { 'gundam-war:GD-009': printed },
} as unknown as TableView;

describe('menu lines for rules moves', () => {
  it('numbers abilities from one where a card has no script to name them by', () => {
    expect(describeRule(view, { type: 'activate', seat: 0, card: '4', ability: 1 } as RulesIntent)).toBe(
      'Activate ability 2',
    );
  });

  it('names playing the text of a Gundam War card on the Field (ch. 08) rather than a number', () => {
    expect(describeRule(view, { type: 'activate', seat: 0, card: '4', ability: 'text' } as RulesIntent)).toBe(
      'Play its text',
    );
  });

  it('names a Gundam War special effect by its name (ch. 21), in the interface language', async () => {
    const psycommu = { type: 'activate', seat: 0, card: '4', ability: 'psycommu', targets: [] } as RulesIntent;
    expect(describeRule(view, psycommu)).toBe('Activate Psycommu');
    expect(describeRule(view, { ...psycommu, ability: 'area-weapon' })).toBe('Activate Area Weapon');
    await i18n.changeLanguage('ja');
    try {
      expect(describeRule(view, psycommu)).toContain('サイコミュ');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('names putting a Gundam War card out as a G', () => {
    expect(describeRule(view, { type: 'play', seat: 0, card: '4', targets: [], asG: true } as RulesIntent)).toBe(
      'Put out as G',
    );
  });

  it('names the targets by card name', () => {
    expect(describeRule(view, { type: 'play', seat: 0, card: '9', targets: ['4'] } as RulesIntent)).toBe(
      'Play targeting Ironvein Asteroid',
    );
  });
});

describe('an M.S. War ability in a menu', () => {
  it('is named by its cost and what it does, never "Activate ability 1"', () => {
    const sd009 = DEMO_CARDS['ms-war'].find((c) => c.number === 'SD-009')!;
    const ms = { ...card, cardKey: 'ms-war:SD-009' };
    const table = {
      ...view,
      game: 'ms-war',
      zones: [{ zone: 'ms-dock', seat: 0, cards: [ms], count: 1 }],
      catalog: { 'ms-war:SD-009': sd009 },
    } as unknown as TableView;
    const line = describeRule(table, { type: 'activate', seat: 0, card: '4', ability: 0 } as RulesIntent);
    expect(line).toBe(`Expend 1 Material: ${sd009.name} gets +1 clash points until the end of the battle`);
  });
});

describe('identical copies in a hand', () => {
  const copy = (id: string, cardKey = 'gundam-war:GD-009'): TableCard => ({ ...card, id, cardKey });
  const table = (zone: string, cards: TableCard[]) =>
    ({ ...view, zones: [{ zone, seat: 0, cards, count: cards.length }] }) as unknown as TableView;
  const play: RulesIntent = { type: 'play', seat: 0, card: '1', targets: [], asG: true };

  it('get the moves the rules list for the first of them, each naming its own card', () => {
    const moves = withCopies([play], table('hand', [copy('1'), copy('2'), copy('3', 'gundam-war:GD-010')]));
    expect(moves.map((i) => i.card)).toEqual(['1', '2']);
    expect(moves[1]).toEqual({ ...play, card: '2' });
  });

  it('are left alone when every copy has its own moves, and on the Field, where copies differ', () => {
    const both = [play, { ...play, card: '2' }];
    expect(withCopies(both, table('hand', [copy('1'), copy('2')]))).toBe(both);
    expect(withCopies([play], table('disposition', [copy('1'), copy('2')]))).toEqual([play]);
  });
});
