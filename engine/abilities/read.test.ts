import { describe, expect, it } from 'vitest';
import { describeAbility, problemText, readScript } from '.';

const problems = (value: unknown, game: 'ms-war' | 'gundam-war' = 'ms-war') => {
  const r = readScript(value, game);
  return r.ok ? [] : r.problems.map(problemText);
};

describe('reading a card script (issue 19)', () => {
  it('reads a script and fills in the defaults', () => {
    const r = readScript(
      '{"v":1,"abilities":[{"kind":"trigger","when":"attacks","do":[{"op":"discard","count":1}]}]}',
      'ms-war',
    );
    expect(r).toEqual({
      ok: true,
      script: {
        v: 1,
        abilities: [{ kind: 'trigger', when: 'attacks', do: [{ op: 'discard', who: 'you', count: 1 }] }],
      },
    });
  });

  it('names the exact place of each problem and what was expected there', () => {
    expect(problems({ v: 1, abilities: [{ kind: 'play', do: [{ op: 'draw', count: 0 }, { op: 'fly' }] }] })).toEqual([
      'abilities[0].do[0].count: expected a number of 1 or more',
      expect.stringMatching(/^abilities\[0\]\.do\[1\]\.op: expected one of "draw", "discard", .*"manual".*"clash"/),
    ]);
    expect(problems({ v: 3, abilities: [] })).toEqual([
      'v: expected 1 or 2 (a script language version this Sortie reads)',
    ]);
    expect(problems('{"v":1,')).toEqual([expect.stringMatching(/^expected JSON \(/)]);
    expect(problems({ v: 1, abilities: [{ kind: 'trigger', when: 'attack', do: [] }] })).toEqual([
      'abilities[0].when: expected one of "attacks", "placed", "upgraded", "destroys", "host-destroys"',
    ]);
    expect(problems({ v: 1, abilities: [{ kind: 'play', do: [], colour: 'red' }] })).toEqual([
      'abilities[0]: expected no field "colour" here',
    ]);
    expect(problems({ v: 1, abilities: [{ kind: 'play' }] })).toEqual([
      'abilities[0].do: expected a value (array); it is missing',
    ]);
  });

  it("keeps each game's ops and words to its own scripts", () => {
    expect(problems({ v: 1, abilities: [{ kind: 'play', do: [{ op: 'clash', delta: 2 }] }] }, 'gundam-war')[0]).toMatch(
      /^abilities\[0\]\.do\[0\]\.op: expected one of /,
    );
    expect(
      problems(
        { v: 1, abilities: [{ kind: 'play', timing: 'battle', do: [{ op: 'damage', amount: 2 }] }] },
        'gundam-war',
      ),
    ).toEqual([]);
    expect(problems({ v: 1, abilities: [{ kind: 'play', timing: 'battle', do: [] }] }, 'ms-war')).toEqual([
      'abilities[0].timing: expected one of "strategic", "attack"',
    ]);
  });

  it('lets constant changes only into static abilities, and effects only into the others', () => {
    expect(
      problems({
        v: 1,
        abilities: [{ kind: 'static', affects: { scope: 'host' }, do: [{ op: 'draw', count: 1 }] }],
      })[0],
    ).toMatch(/^abilities\[0\]\.do\[0\]\.op: expected a constant change, one of "gain", "clash"/);
    expect(problems({ v: 1, abilities: [{ kind: 'play', do: [{ op: 'cost', delta: -1 }] }] }, 'gundam-war')).toEqual([
      'abilities[0].do[0].op: expected an op that happens; "cost" only works in a static ability',
    ]);
  });

  it('reads the staging words of issue 20 in Gundam War scripts only: Auto D timings, "if you ~", several targets, "lose ~"', () => {
    const gw = {
      v: 1,
      abilities: [
        { kind: 'trigger', when: 'comes-out', do: [{ op: 'draw', count: 1 }] },
        { kind: 'trigger', when: 'destroyed', do: [{ op: 'draw', count: 1 }] },
        {
          kind: 'play',
          timing: 'battle',
          if: { gAtLeast: 3, unit: { keyword: 'high-mobility', where: 'battle-area' } },
          target: { card: 'unit', whose: 'enemy', count: 2 },
          do: [{ op: 'lose', keyword: 'high-mobility' }],
        },
      ],
    };
    expect(problems(gw, 'gundam-war')).toEqual([]);
    expect(problems({ v: 1, abilities: [{ kind: 'play', if: { gAtLeast: 0 }, do: [] }] }, 'gundam-war')).toEqual([
      'abilities[0].if.gAtLeast: expected a number of 1 or more',
    ]);
    expect(problems({ v: 1, abilities: [{ kind: 'play', if: { gAtLeast: 2 }, do: [] }] }, 'ms-war')).toEqual([
      'abilities[0].if: expected no "if" here: conditions are Gundam War words',
    ]);
    expect(
      problems({ v: 1, abilities: [{ kind: 'play', target: { card: 'ms', count: 2 }, do: [] }] }, 'ms-war'),
    ).toEqual(['abilities[0].target.count: expected no "count" here: M.S. War texts take 1 target']);
    expect(problems({ v: 1, abilities: [{ kind: 'trigger', when: 'destroyed', do: [] }] }, 'ms-war')[0]).toMatch(
      /^abilities\[0\]\.when: expected one of "attacks"/,
    );
    expect(
      problems({ v: 1, abilities: [{ kind: 'play', do: [{ op: 'lose', keyword: 'High Mobility' }] }] }, 'gundam-war'),
    ).toEqual(['abilities[0].do[0].keyword: expected a special effect id such as high-mobility']);
  });

  it('says the new words plainly', () => {
    const r = readScript(
      {
        v: 1,
        abilities: [
          { kind: 'trigger', when: 'destroyed', do: [{ op: 'draw', count: 1 }] },
          {
            kind: 'play',
            timing: 'battle',
            if: { unit: { keyword: 'high-mobility', where: 'battle-area' } },
            target: { card: 'unit', whose: 'enemy', count: 2 },
            do: [{ op: 'lose', keyword: 'desert' }],
          },
        ],
      },
      'gundam-war',
    );
    if (!r.ok) throw new Error('unread');
    expect(r.script.abilities.map((a) => describeAbility(a, 'gundam-war'))).toEqual([
      'When this card is destroyed (Auto D): its player draws 1 card',
      'When played (Battle Phase), if you have a Unit with High Mobility in a Battle Area, choosing up to 2 targets: enemy Unit: that card loses Desert until end of turn',
    ]);
  });

  it('reads version 2 and keeps version 1 to its own words (issue 42)', () => {
    const sweep = {
      kind: 'play',
      timing: 'battle',
      do: [{ op: 'destroy-all', fits: { card: 'unit', whose: 'enemy' } }],
    };
    expect(readScript({ v: 2, abilities: [sweep] }, 'gundam-war')).toMatchObject({ ok: true, script: { v: 2 } });
    expect(problems({ v: 1, abilities: [sweep] }, 'gundam-war')).toEqual([
      'abilities[0]: expected "v": 2 — this ability uses words of script language version 2',
    ]);
    const early = { kind: 'play', timing: 'own-attack', do: [{ op: 'draw', count: 1 }] };
    expect(problems({ v: 1, abilities: [early] }, 'gundam-war')).toHaveLength(1);
    // A version 1 script reads as it always did, and stays version 1.
    const v1 = { v: 1, abilities: [{ kind: 'play', timing: 'battle', do: [{ op: 'draw', count: 1 }] }] };
    expect(readScript(v1, 'gundam-war')).toMatchObject({ ok: true, script: { v: 1 } });
  });

  it("knows each game's places for move", () => {
    const to = (game: 'gundam-war' | 'ms-war', place: string) =>
      readScript({ v: 2, abilities: [{ kind: 'play', do: [{ op: 'move', to: place }] }] }, game).ok;
    expect(to('gundam-war', 'nation-top')).toBe(true);
    expect(to('gundam-war', 'removed')).toBe(true);
    expect(to('gundam-war', 'ms-dock')).toBe(false);
    expect(to('ms-war', 'ms-dock')).toBe(true);
    expect(to('ms-war', 'nation-top')).toBe(false);
  });
});
