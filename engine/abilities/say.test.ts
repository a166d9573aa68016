/** Each op says itself as a message (`OpDef.say`): the same words as `describe` in English, none left in English in Japanese. */
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translate';
import { resolveLog } from '../core/log';
import { OPS } from './registry';

const en = createTranslator('en');
const ja = createTranslator('ja');

const SAMPLES: Record<string, object[]> = {
  draw: [{ count: 1 }, { count: 3 }],
  discard: [{ count: 1 }, { who: 'opponent', count: 2, random: true }, { who: 'you', count: 2, random: true }],
  mill: [{ count: 1 }, { who: 'opponent', count: 3 }],
  destroy: [{}],
  damage: [{ amount: 2 }],
  modify: [{ melee: 1, ranged: 0, hp: -1 }],
  move: [
    { to: 'hand' },
    { to: 'ms-dock' },
    { to: 'hand', choose: { card: 'unit', where: 'junkyard' } },
    { to: 'hand', choose: { card: 'card', where: 'dry-dock' } },
    { to: 'nation-top', choose: { card: 'unit', where: 'junkyard' } },
    { to: 'removed', choose: { card: 'card', where: 'junkyard' } },
    { to: 'hand', choose: { card: 'command', where: 'junkyard' } },
    { to: 'ms-dock', choose: { card: 'ms', where: 'dry-dock' } },
    { to: 'nation-top' },
    { to: 'nation-bottom' },
    { to: 'junkyard' },
    { to: 'removed' },
  ],
  gain: [{ keyword: 'high-mobility' }],
  manual: [{ text: 'ロール' }],
  clash: [{ delta: 2 }, { delta: -1, until: 'turn' }, { per: 'opponent-war-experience' }],
  regenerate: [{ count: 1 }, { count: 2 }],
  expend: [{ count: 1 }, { count: 2 }],
  void: [{}],
  defunct: [
    { who: 'you', count: 2 },
    { who: 'opponent', count: 1 },
  ],
  'only-defend': [{ minClash: 4 }, { corps: 'OZ', keyword: 'sand' }, { keyword: 'battleship' }],
  price: [
    { card: 'ms', delta: 1 },
    { card: 'pilot', delta: -2 },
    { card: 'event', delta: 1 },
  ],
  forbid: [
    { what: 'defend', until: 'turn' },
    { what: 'attack', until: 'battle' },
  ],
  recycle: [{}],
  'war-experience': [{ count: 1 }, { who: 'you', count: 2 }],
  repair: [{ amount: 2 }],
  negate: [{ what: 'play' }, { what: 'destruction' }],
  pollution: [{ amount: 1 }, { amount: 3 }],
  recover: [{ count: 1 }, { count: 2 }, { count: 1, to: 'hand' }, { count: 3, to: 'hand' }, { count: 2, to: 'nation' }],
  'nation-bottom': [{ count: 1 }, { count: 2 }],
  cost: [{ delta: -1 }, { delta: 2 }],
  lock: [{ what: 'play' }],
  pay: [{ rollG: 2 }, { resource: 1 }],
  'no-battle-damage': [{ who: 'you' }, { who: 'opponent' }],
  'negate-text': [{}, { pending: true }],
  'negate-effect': [{}],
  control: [{}, { until: 'turn' }],
  'no-sortie': [{}, { when: 'attack' }, { when: 'defend' }],
  'remove-coin': [
    { melee: 1, ranged: 1, hp: 1 },
    { melee: -1, ranged: -1, hp: -1, count: 2 },
  ],
  coin: [
    { melee: 1, ranged: 1, hp: 1 },
    { melee: -1, ranged: -1, hp: 0, count: 2 },
  ],
  lose: [{ keyword: 'high-mobility' }],
  roll: [{}],
  'if-done': [{ do: [{ op: 'draw', count: 1 }] }],
  'destroy-all': [
    { fits: { card: 'unit', whose: 'enemy', where: 'battle-area' } },
    { fits: { card: 'unit', whose: 'yours' } },
    { fits: { card: 'card' } },
  ],
  'damage-all': [{ amount: 1, fits: { card: 'unit', whose: 'enemy', where: 'engaged' } }],
  search: [
    { card: 'unit' },
    { card: 'g', count: 2, may: true, shuffle: true },
    { card: 'command', count: 2, shuffle: true },
    { card: 'card', may: true },
    { card: 'unit', top: 3, rest: 'nation-bottom' },
    { card: 'g', top: 3, rest: 'nation-top' },
    { card: 'g', top: 3, rest: 'nation-top', order: true },
    { card: 'unit', top: 4, rest: 'nation-bottom', order: true },
    { card: 'card', top: 1, may: true, rest: 'junkyard', shuffle: true },
  ],
  shuffle: [{}, { who: 'opponent' }],
  choose: [
    { fits: { card: 'unit', whose: 'enemy' } },
    { fits: { card: 'unit', whose: 'yours', where: 'junkyard' }, count: 2 },
  ],
  branch: [
    { if: { gAtLeast: 5 }, do: [{ op: 'draw', count: 2 }], else: [{ op: 'draw', count: 1 }] },
    { if: { gThanEnemy: 'fewer' }, do: [{ op: 'draw', count: 1 }] },
  ],
};

describe('script ops in words', () => {
  it.each([...OPS.keys()])('%s says the same as it describes, and says it in Japanese', (name) => {
    const def = OPS.get(name)!;
    expect(SAMPLES[name], `no sample of ${name}`).toBeDefined();
    for (const raw of SAMPLES[name]) {
      const op = def.schema.parse({ op: name, ...raw });
      for (const game of def.games) {
        const said = resolveLog(
          def.say(op, 'Zaku', game),
          () => '',
          () => '',
        );
        expect(en(said)).toBe(def.describe(op, 'Zaku', game));
        // M.S. War was printed in English only: its keywords keep their English names.
        const left = ja(said).replace(/Zaku|M\.S\./g, '');
        expect(left, `${name} in Japanese: ${ja(said)}`).not.toMatch(/[A-Za-z]{3,}/);
      }
    }
  });
});

describe('a choice of one card in Japanese', () => {
  it('says 「1枚を選び」, not 「1枚まで」 (Japanese has no plural forms to tell them apart)', () => {
    const def = OPS.get('choose')!;
    const say = (count: number) =>
      ja(
        resolveLog(
          def.say(def.schema.parse({ op: 'choose', fits: { card: 'unit' }, count }), 'Zaku', 'gundam-war'),
          () => '',
          () => '',
        ),
      );
    expect(say(1)).toContain('1枚を選び');
    expect(say(1)).not.toContain('まで');
    expect(say(2)).toContain('2枚まで');
  });
});
