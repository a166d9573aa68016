/**
 * The scenario runner's checks (docs/scenarios.md): each is shown to pass on a true
 * statement and to fail, naming the difference, on a false one.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CARDS } from '../core/testing/demo';
import { gundamWarModule } from '../games/gundam-war/test/session';
import { runScenarios } from './run';

const CARDS = DEMO_CARDS['gundam-war'];

/** A Gundam War table in the attacker's sortie: seat 1 has an upright Space-capable Unit and a Tank. */
function scenario(steps: unknown[], extra: Record<string, unknown> = {}) {
  return {
    name: 'runner check',
    rule: 'docs/scenarios.md',
    game: 'gundam-war',
    setup: {
      filler: 'GD-001',
      zones: {
        '0:nation': 10,
        '1:nation': 10,
        '0:disposition-area': ['frame=GD-011'],
        '1:disposition-area': ['tank=GD-027', 'kai=GD-012'],
      },
      at: 'attack-after',
    },
    steps,
    ...extra,
  };
}

const run = (raw: unknown) => runScenarios(gundamWarModule, raw, CARDS);
const passes = (raw: unknown) => expect(run(raw).failures).toEqual([]);
const failsWith = (raw: unknown, text: string) => {
  const r = run(raw);
  expect(r.passed).toBe(false);
  expect(r.failures.join('\n')).toContain(text);
};

const toDefend = [
  { do: { type: 'answer', seat: 0, space: ['frame'] } },
  { do: { type: 'pass', seat: 0 } },
  { do: { type: 'pass', seat: 1 } },
  { do: { type: 'pass', seat: 0 } },
  { do: { type: 'pass', seat: 1 } },
];

describe('scenario runner', () => {
  it("checks a decision's options as a set (the Tank, with no aptitude for Space, is not one), with kind, seat and counts", () => {
    passes(
      scenario([
        ...toDefend,
        { expect: { pending: { kind: 'sortie', seat: 1, options: ['space:kai'], min: 0, max: 1 } } },
      ]),
    );
    failsWith(
      scenario([...toDefend, { expect: { pending: { options: ['space:kai', 'space:tank'] } } }]),
      'pending options',
    );
    failsWith(scenario([...toDefend, { expect: { pending: { seat: 0 } } }]), 'pending.seat');
  });

  it('checks who holds priority and what is on the Cut', () => {
    passes(scenario([{ do: { type: 'answer', seat: 0, space: ['frame'] }, expect: { priority: 0, cut: [] } }]));
    failsWith(
      scenario([{ do: { type: 'answer', seat: 0, space: ['frame'] }, expect: { priority: 1 } }]),
      'priority: expected 1, got 0',
    );
    passes(scenario([{ expect: { pending: 'sortie', priority: null } }]));
  });

  it('checks per-card marks and zones', () => {
    const marked = {
      setup: {
        zones: { '0:disposition-area': ['frame=GD-011'] },
        at: 'damage-after',
        options: { destroyed: ['frame'] },
      },
    };
    const destroyed = {
      ...scenario([{ expect: { cards: { frame: { marks: ['destroyed'], zone: '0:disposition-area' } } } }]),
      ...marked,
    };
    passes(destroyed);
    failsWith({ ...destroyed, steps: [{ expect: { cards: { frame: { marks: [] } } } }] }, 'frame.marks');
    failsWith({ ...destroyed, steps: [{ expect: { cards: { frame: { zone: '0:junkyard' } } } }] }, 'frame.zone');
  });

  it('compares zone sets in any order, and zones in order', () => {
    passes(
      scenario([
        {
          expect: {
            zoneSets: { '1:disposition-area': ['kai', 'tank'] },
            zones: { '1:disposition-area': ['tank', 'kai'] },
          },
        },
      ]),
    );
    failsWith(scenario([{ expect: { zones: { '1:disposition-area': ['kai', 'tank'] } } }]), 'zone 1:disposition-area');
    failsWith(scenario([{ expect: { zoneSets: { '1:disposition-area': ['kai'] } } }]), '(any order)');
  });

  it('refuses an empty error text; a rule alone is enough to expect a refusal', () => {
    failsWith(scenario([{ do: { type: 'pass', seat: 1 }, error: '' }]), 'name the refusal');
    passes(scenario([{ do: { type: 'pass', seat: 1 }, rule: 'a decision is pending' }]));
    failsWith(scenario([{ do: { type: 'pass', seat: 1 }, rule: 'Restrict to 1' }]), 'expected the rule');
    failsWith(scenario([{ do: { type: 'answer', seat: 0, space: ['frame'] }, rule: 'anything' }]), 'was accepted');
  });

  it('checks that a text is absent from the log', () => {
    passes(scenario([{ do: { type: 'answer', seat: 0, space: ['frame'] }, expect: { notLog: ['Destroyed'] } }]));
    failsWith(
      scenario([{ do: { type: 'answer', seat: 0, space: ['frame'] }, expect: { notLog: ['Sentinel Frame'] } }]),
      'must not appear',
    );
  });

  it('runs several games of one file, each over the shared table, and names the one that failed', () => {
    const base = scenario([]);
    const { steps: _steps, ...shared } = base;
    const file = {
      ...shared,
      games: [
        { name: 'the Tank stays home', steps: [{ expect: { zones: { '1:disposition-area': ['tank', 'kai'] } } }] },
        {
          name: 'no Tank',
          setup: { zones: { '1:disposition-area': ['kai=GD-012'] } },
          steps: [{ expect: { zones: { '1:disposition-area': ['kai'], '0:disposition-area': ['frame'] } } }],
        },
      ],
    };
    passes(file);
    const broken = {
      ...file,
      games: [file.games[0], { ...file.games[1], steps: [{ expect: { zones: { '1:disposition-area': [] } } }] }],
    };
    failsWith(broken, '[runner check — no Tank]');
  });

  it("plays with the scenario's own cards beside the demo set, checked like a card file", () => {
    const own = {
      number: 'SC-001',
      name: 'Test Frame',
      type: 'unit',
      color: 'blue',
      cost: 1,
      terrain: 'both',
      melee: 9,
      ranged: 0,
      hp: 1,
      text: '',
    };
    const table = {
      setup: {
        filler: 'GD-001',
        zones: { '0:nation': 10, '1:nation': 10, '0:disposition-area': ['t=SC-001'] },
        at: 'disposition',
      },
    };
    passes({ ...scenario([{ expect: { derived: { 't.stats': [9, 0, 1] } } }]), ...table, cards: [own] });
    failsWith({ ...scenario([]), ...table, cards: [{ ...own, number: 'GD-011' }] }, 'already a card of the set');
    failsWith({ ...scenario([]), ...table, cards: [{ ...own, type: 'spaceship' }] }, 'cards[0] (SC-001)');
    failsWith({ ...scenario([]), ...table }, 'SC-001 is neither in the demo set nor among the scenario');
  });

  it('plays a scenario card by its script, not its text', () => {
    const script = {
      v: 1,
      abilities: [
        { kind: 'play', timing: 'any', target: { card: 'unit', whose: 'enemy' }, do: [{ op: 'damage', amount: 5 }] },
      ],
    };
    const blast = {
      number: 'SC-002',
      name: 'Test Blast',
      type: 'command',
      color: 'blue',
      cost: 1,
      text: '(Any Time): Something no compiler reads.',
      script,
    };
    const table = {
      setup: {
        filler: 'GD-001',
        zones: {
          '0:nation': 10,
          '1:nation': 10,
          '0:disposition-area': ['b=GD-001'],
          '0:hand': ['blast=SC-002'],
          '1:disposition-area': ['kai=GD-012'],
        },
        at: 'disposition',
      },
    };
    const steps = [
      { do: { type: 'play', seat: 0, card: 'blast', targets: ['kai'] } },
      { do: { type: 'pass', seat: 1 } },
      { do: { type: 'pass', seat: 0 }, expect: { log: ['Sentinel Frame Kai takes 5 damage'] } },
    ];
    passes({ ...scenario(steps), ...table, cards: [blast] });
    failsWith(
      {
        ...scenario([]),
        ...table,
        cards: [{ ...blast, script: { v: 1, abilities: [{ kind: 'play', do: [{ op: 'explode' }] }] } }],
      },
      'cards[0] (SC-002)',
    );
  });
});
