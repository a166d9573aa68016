import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseKeywords } from './parse';
import { GUNDAM_WAR_KEYWORDS, MS_WAR_KEYWORDS, type KeywordDefinition } from './definitions';
import type { GameId, Keyword } from '../model';

describe('parseKeywords: Gundam War special effects (21-special-effects.txt)', () => {
  it('reads Space Battle (X) with its value', () => {
    expect(parseKeywords('Space Battle (2)', 'gundam-war')).toEqual([
      { id: 'space-battle', label: 'Space Battle (2)', value: 2 },
    ]);
  });

  it('reads a comma list and several lines, in order', () => {
    const kws = parseKeywords(
      'High Mobility, Swift Strike\nPS Armor (3)\n(Auto A): This card gets +1/+0/+0.',
      'gundam-war',
    );
    expect(kws.map((k) => k.label)).toEqual(['High Mobility', 'Swift Strike', 'PS Armor (3)']);
  });

  it('prefers the longest name: Restrict to 1/Deck is not Restrict to 1', () => {
    expect(parseKeywords('Restrict to 1/Deck', 'gundam-war').map((k) => k.id)).toEqual(['restrict-1-deck']);
    expect(parseKeywords('Restrict to 1/Turn', 'gundam-war').map((k) => k.id)).toEqual(['restrict-1-turn']);
    expect(parseKeywords('Restrict to 1', 'gundam-war').map((k) => k.id)).toEqual(['restrict-1']);
  });

  it('PS Armor with and without (X) are the same keyword ("Effects that are treated as the same")', () => {
    expect(parseKeywords('PS Armor', 'gundam-war')).toEqual([{ id: 'ps-armor', label: 'PS Armor' }]);
    expect(parseKeywords('PS Armor (3)', 'gundam-war')).toEqual([{ id: 'ps-armor', label: 'PS Armor (3)', value: 3 }]);
  });

  it('Set/Character/G counts as both Set/Character and Set/G', () => {
    expect(parseKeywords('Set/Character/G', 'gundam-war').map((k) => k.id)).toEqual(['set-character', 'set-g']);
  });

  it('reads Team ->[A]B with the team name and the gained text', () => {
    expect(parseKeywords('Team ->[Black Stars](Auto A): This card gets +1/+1/+1.', 'gundam-war')).toEqual([
      {
        id: 'team',
        label: 'Team [Black Stars]',
        param: 'Black Stars',
        effect: '(Auto A): This card gets +1/+1/+1.',
        mod: { melee: 1, ranged: 1, hp: 1 },
      },
    ]);
    expect(parseKeywords('Team (Black Tri-Stars)', 'gundam-war')[0]).toMatchObject({
      id: 'team',
      param: 'Black Tri-Stars',
    });
  });

  it('reads Multiple -> A, Extra Cost, Substitute Cost, Change [A], Cruiser-use-Modification', () => {
    expect(parseKeywords('Multiple -> Draw 1 card.', 'gundam-war')[0]).toMatchObject({
      id: 'multiple',
      effect: 'Draw 1 card.',
    });
    expect(parseKeywords('Extra Cost ->[Roll 2 of your G]', 'gundam-war')[0]).toMatchObject({
      id: 'extra-cost',
      param: 'Roll 2 of your G',
    });
    expect(parseKeywords('Substitute Cost ->[*]: Discard 1 card.', 'gundam-war')[0]).toMatchObject({
      id: 'substitute-cost',
      param: '*',
      effect: 'Discard 1 card.',
    });
    expect(parseKeywords('Change [Red Comet]', 'gundam-war')[0]).toMatchObject({ id: 'change', param: 'Red Comet' });
    expect(parseKeywords('Cruiser-use-Modification (+1/-0/+2)', 'gundam-war')[0]).toMatchObject({
      id: 'cruiser-use-modification',
      param: '+1/-0/+2',
    });
  });

  it('accepts the English-CCG names as aliases with the canonical label', () => {
    expect(
      parseKeywords('Assault, Preemptive Attack, Wide Range Weapon (3)', 'gundam-war').map((k) => k.label),
    ).toEqual(['Raid', 'Swift Strike', 'Area Weapon (3)']);
  });

  it('ignores a keyword merely mentioned inside an effect sentence', () => {
    expect(parseKeywords('(Auto A): Enemy Units without Space Battle get -1/-0/-0.', 'gundam-war')).toEqual([]);
    expect(parseKeywords('Destroy 1 Unit with High Mobility.', 'gundam-war')).toEqual([]);
  });

  it('reads full-width and lower-case printings (NFKC, case-insensitive)', () => {
    expect(parseKeywords('ｓｐａｃｅ ｂａｔｔｌｅ（２）', 'gundam-war')).toEqual([
      { id: 'space-battle', label: 'Space Battle (2)', value: 2 },
    ]);
  });

  it('recognises a printed deck-building exception (any number per deck)', () => {
    expect(
      parseKeywords('(Auto A): A deck may contain any number of cards named Drone Picket.', 'gundam-war')[0].id,
    ).toBe('any-number-per-deck');
  });
});

describe('parseKeywords: M.S. War keywords (Rulebook 2.1, "Keywords")', () => {
  it('reads each keyword of the rulebook', () => {
    const text = 'Attack. Battleship. Mobile Armor. Preemptive Strike. Sand. Sea. Dock Pilot.';
    expect(parseKeywords(text, 'ms-war').map((k) => k.id)).toEqual([
      'attack',
      'battleship',
      'mobile-armor',
      'preemptive-strike',
      'sand',
      'sea',
      'dock-pilot',
    ]);
  });

  it('finds "may defend with an additional M.S. Card" whatever the card calls itself', () => {
    expect(parseKeywords('Wall Guardian may defend with an additional M.S. Card.', 'ms-war')).toEqual([
      { id: 'additional-defender', label: 'May defend with an additional M.S. Card' },
    ]);
  });

  it('does not read a granted keyword ("gets ... Preemptive Strike") as the card\'s own', () => {
    expect(
      parseKeywords('The M.S. Card this pilot is on gets +1 clash points and Preemptive Strike.', 'ms-war'),
    ).toEqual([]);
  });

  it('keeps the games apart: Space Battle is not an M.S. War keyword', () => {
    expect(parseKeywords('Space Battle (2)', 'ms-war')).toEqual([]);
  });
});

// ---- properties -------------------------------------------------------------

const paramText = fc.stringMatching(/^[A-Z][a-z]{1,8}( [A-Z][a-z]{1,8})?$/);

/** A printed form of `def` and the keyword(s) it must parse to. */
function printed(def: KeywordDefinition): fc.Arbitrary<{ text: string; expected: Keyword[]; endsLine: boolean }> {
  const plain = (text: string, expected: Keyword[], endsLine = false) => ({ text, expected, endsLine });
  if (def.expandsTo)
    return fc.constant(
      plain(
        def.name,
        def.expandsTo.map(({ id, name }) => ({ id, label: name })),
      ),
    );
  switch (def.param) {
    case 'none':
      return fc.constant(plain(def.name, [{ id: def.id, label: def.name }]));
    case 'number':
    case 'optional-number':
      return fc
        .nat({ max: 99 })
        .map((n) => plain(`${def.name} (${n})`, [{ id: def.id, label: `${def.name} (${n})`, value: n }]));
    case 'bracket':
      return paramText.map((p) => plain(`${def.name} [${p}]`, [{ id: def.id, label: `${def.name} [${p}]`, param: p }]));
    case 'optional-paren':
      return paramText.map((p) => plain(`${def.name} (${p})`, [{ id: def.id, label: `${def.name} (${p})`, param: p }]));
    case 'stats':
      return fc.tuple(fc.nat(9), fc.nat(9), fc.nat(9)).map(([a, b, c]) =>
        plain(`${def.name} (+${a}/+${b}/+${c})`, [
          {
            id: def.id,
            label: `${def.name} (+${a}/+${b}/+${c})`,
            param: `+${a}/+${b}/+${c}`,
            mod: { melee: a, ranged: b, hp: c },
          },
        ]),
      );
    case 'arrow-rest':
      return paramText.map((p) =>
        plain(
          `${def.name} -> ${p}`,
          [{ id: def.id, label: def.name, ...(def.id === 'extra-cost' ? { param: p } : { effect: p }) }],
          true,
        ),
      );
    case 'team':
      return paramText.map((p) =>
        plain(`${def.name} ->[${p}]`, [{ id: def.id, label: `${def.name} [${p}]`, param: p }], true),
      );
    case 'substitute':
      return fc.tuple(paramText, paramText).map(([b, a]) =>
        plain(
          `${def.name} ->[${b}]: ${a}`,
          // B in words the parser does not know changes neither part of the cost.
          [{ id: def.id, label: `${def.name} [${b}]`, param: b, effect: a, costChange: {} }],
          true,
        ),
      );
  }
}

function keywordLines(defs: readonly KeywordDefinition[]) {
  return fc.array(fc.constantFrom(...defs).chain(printed), { minLength: 1, maxLength: 6 });
}

describe.each<[GameId, readonly KeywordDefinition[]]>([
  ['gundam-war', GUNDAM_WAR_KEYWORDS],
  ['ms-war', MS_WAR_KEYWORDS],
])('parseKeywords properties (%s)', (game, defs) => {
  it('round-trips any list of printed keywords, one per line or comma-separated', () => {
    fc.assert(
      fc.property(keywordLines(defs), fc.boolean(), (items, commas) => {
        // Keywords that take the rest of the line must end it.
        const lines: string[] = [];
        let current: string[] = [];
        for (const item of items) {
          current.push(item.text);
          if (item.endsLine || !commas) {
            lines.push(current.join(', '));
            current = [];
          }
        }
        if (current.length) lines.push(current.join(', '));
        expect(parseKeywords(lines.join('\n'), game)).toEqual(items.flatMap((i) => i.expected));
      }),
    );
  });

  it('is case- and width-insensitive', () => {
    fc.assert(
      fc.property(keywordLines(defs), (items) => {
        const text = items.map((i) => i.text).join('\n');
        const wide = text.toUpperCase().replace(/[!-~]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));
        const ids = (t: string) => parseKeywords(t, game).map((k) => [k.id, k.value]);
        expect(ids(wide)).toEqual(ids(text));
      }),
    );
  });

  it('never throws, and only returns known keyword ids', () => {
    const known = new Set([
      ...defs.flatMap((d) => [d.id, ...(d.expandsTo ?? []).map((e) => e.id)]),
      'additional-defender',
      'any-number-per-deck',
    ]);
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        for (const k of parseKeywords(text, game)) expect(known.has(k.id)).toBe(true);
      }),
    );
  });

  it("a keyword named inside an ordinary sentence is not the card's keyword", () => {
    fc.assert(
      fc.property(fc.constantFrom(...defs).chain(printed), (item) => {
        expect(parseKeywords(`Destroy 1 enemy card with ${item.text} now.`, game)).toEqual([]);
      }),
    );
  });
});
