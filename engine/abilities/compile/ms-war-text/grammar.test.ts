import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateParser, MS_WAR_GRAMMAR_DIR } from '../../../../scripts/grammar-source';
import { readScript } from '../..';
import { compileText } from '..';
import { parseKeywords } from '../../../cards/keywords';

const compile = (text: string, type = 'event') => {
  const r = compileText({ game: 'ms-war', type, name: 'Aries Test', text });
  // Whatever the compiler writes must be a script the reader accepts.
  if (r.script) expect(readScript(r.script, 'ms-war'), text).toMatchObject({ ok: true });
  return r;
};
const abilities = (text: string, type = 'event') => compile(text, type).script?.abilities ?? [];
const unread = (text: string, type = 'event') =>
  compile(text, type).lines.flatMap((l) => (l.unread ?? []).map((s) => l.text.slice(s.start, s.end)));

describe('the M.S. War grammar', () => {
  it('is the parser generated from it (npm run grammar)', () => {
    const dir = fileURLToPath(MS_WAR_GRAMMAR_DIR);
    const parser = readFileSync(`${dir}ms-war.parser.js`, 'utf8');
    expect(parser).toBe(generateParser(readFileSync(`${dir}ms-war.peggy`, 'utf8'), 'ms-war.peggy'));
  });

  it('gives an Event that names a target a play on that target', () => {
    expect(abilities("Increase target defending M.S.'s Clash Points by 3.")).toEqual([
      {
        kind: 'play',
        target: { card: 'ms', whose: 'any', where: 'defending' },
        do: [{ op: 'clash', delta: 3, until: 'battle' }],
      },
    ]);
    // Left to the players, it is still played on its target.
    const manual = abilities("Increase target M.S.'s Clash Points by 1 for each Pilot on your M.S. Dock.");
    expect(manual).toMatchObject([{ kind: 'play', target: { card: 'ms' }, do: [{ op: 'manual' }] }]);
    const unknown = abilities('Swap the Clash Points of target attacking M.S. and its defender.');
    expect(unknown).toMatchObject([
      { kind: 'play', target: { card: 'ms', where: 'attacking' }, do: [{ op: 'manual' }] },
    ]);
  });

  it('reads "Target M.S. can\'t Defend for this turn" as the forbid op on its target', () => {
    expect(abilities("Target attacking M.S. can't Defend for this turn.")).toEqual([
      {
        kind: 'play',
        target: { card: 'ms', whose: 'any', where: 'attacking' },
        do: [{ op: 'forbid', what: 'defend', until: 'turn' }],
      },
    ]);
  });

  it('does not cut a sentence short after the full stop of "M.S."', () => {
    expect(unread('Destroy target M.S. with two or more Pilots.')).toEqual([
      'Destroy target M.S. with two or more Pilots.',
    ]);
    expect(abilities('Destroy target M.S. Draw 1 card.')).toMatchObject([
      { kind: 'play', do: [{ op: 'destroy' }, { op: 'draw', count: 1 }] },
    ]);
  });

  it('reads in part: what it reads is automated, the rest is a manual op in its place', () => {
    const text = 'Your opponent discards 2 Supply Base cards. Then shuffle your Dry Dock.';
    expect(compile(text).lines[0].status).toBe('partial');
    expect(unread(text)).toEqual(['Then shuffle your Dry Dock']);
    expect(abilities(text)).toEqual([
      {
        kind: 'play',
        do: [
          { op: 'mill', who: 'opponent', count: 2 },
          { op: 'manual', text: 'Then shuffle your Dry Dock' },
        ],
      },
    ]);
  });

  it('reads keyword sentences as keywords, on their own or before an effect', () => {
    expect(compile('Sand, Preemptive Strike.', 'ms').lines[0].status).toBe('keyword');
    expect(compile('Aries Test can Defend with an additional M.S.', 'ms').lines[0].status).toBe('keyword');
    expect(abilities("Attack. Decrease target attacking M.S.'s Clash Points by 1.")).toMatchObject([
      { kind: 'play', target: { where: 'attacking' }, do: [{ op: 'clash', delta: -1 }] },
    ]);
  });

  it('reads "can Defend with an additional M.S." as the additional-defender keyword', () => {
    const ids = (text: string) => parseKeywords(text, 'ms-war').map((k) => k.id);
    expect(ids('Leo Test can Defend with an additional M.S. Card.')).toContain('additional-defender');
    expect(ids('Leo Test can Defend with an additional M.S.')).toContain('additional-defender');
    expect(ids('Leo Test may defend with an additional M.S. Card.')).toContain('additional-defender');
  });

  it('reads the additional-defender keyword only as a sentence of its own', () => {
    const ids = (text: string) => parseKeywords(text, 'ms-war').map((k) => k.id);
    expect(ids('Sand. Leo Test can Defend with an additional M.S. Card. Draw 1 card.')).toEqual([
      'sand',
      'additional-defender',
    ]);
    // A condition before it, or words after it, make it something else.
    expect(ids('With an attached Pilot, Leo Test can Defend with an additional M.S.')).toEqual([]);
    // `M.S.` inside the sentence ends no sentence: the condition is still before it.
    expect(ids('With a Pilot, this M.S. can Defend with an additional M.S.')).toEqual([]);
    expect(ids('Leo Test can Defend with an additional M.S. when it has a Pilot.')).toEqual([]);
    expect(ids('Leo Test can Defend with an additional M.S. Card while defending.')).toEqual([]);
  });

  it('gives "target enemy M.S." and "target M.S. you control" whose they say', () => {
    expect(abilities("Decrease target enemy M.S.'s Clash Points by 2.")).toMatchObject([
      { kind: 'play', target: { card: 'ms', whose: 'enemy' } },
    ]);
    expect(abilities('Destroy target M.S. your opponent controls.')).toMatchObject([
      { kind: 'play', target: { whose: 'enemy' }, do: [{ op: 'destroy' }] },
    ]);
    expect(abilities('Increase the Clash Points of target M.S. you control by 1.')).toMatchObject([
      { kind: 'play', target: { whose: 'yours' } },
    ]);
    // Left to the players, an Event on an enemy M.S. is still played on an enemy M.S.
    expect(abilities('Swap target enemy M.S. with another.')).toMatchObject([
      { kind: 'play', target: { card: 'ms', whose: 'enemy' }, do: [{ op: 'manual' }] },
    ]);
  });

  it('reads "Void target Event card" as the void op on an Event being played', () => {
    expect(abilities('Void target enemy Event card. Draw 1 card.')).toEqual([
      {
        kind: 'play',
        target: { card: 'card', whose: 'enemy', where: 'being-played' },
        do: [{ op: 'void' }, { op: 'draw', count: 1 }],
      },
    ]);
  });

  it('reads "Only M.S. … can Defend against this card" on an M.S. as a constant limit', () => {
    expect(abilities('Only OZ M.S. with 4 or more Clash Points can Defend against this card.', 'ms')).toEqual([
      { kind: 'static', affects: { scope: 'self' }, do: [{ op: 'only-defend', corps: 'OZ', minClash: 4 }] },
    ]);
    // On an Event it holds on its target: the only-defend op of the Event's play.
    expect(abilities('Only M.S. with Sand can Defend against target attacking M.S.')).toEqual([
      {
        kind: 'play',
        target: { card: 'ms', whose: 'any', where: 'attacking' },
        do: [{ op: 'only-defend', keyword: 'sand' }],
      },
    ]);
    // Where the defenders are is more than the op says: left to the players.
    expect(unread('Only defending M.S. can Defend against target attacking M.S.')).toHaveLength(1);
  });

  it('reads "If <Pilot> is attached, … target M.S." as a target that carries that Pilot', () => {
    expect(abilities("If Lt. Vale is attached, increase target M.S.'s Clash Points by 3.")).toEqual([
      {
        kind: 'play',
        target: { card: 'ms', whose: 'any', pilot: 'Lt. Vale' },
        do: [{ op: 'clash', delta: 3, until: 'battle' }],
      },
    ]);
    expect(abilities('Destroy target M.S. with an attached Pilot.')).toEqual([
      { kind: 'play', target: { card: 'ms', whose: 'any', pilot: true }, do: [{ op: 'destroy' }] },
    ]);
    // A player's draw has no target to carry the Pilot: left to the players.
    expect(unread('If Lt. Vale is attached, draw 1 card.')).toHaveLength(1);
  });

  it('reads a Requirement that counts the M.S. of one corps', () => {
    const r = compile('Requirements: You have 2 or more OZ M.S. on your M.S. Dock.', 'battlefield');
    expect(r.lines[0].status).toBe('compiled');
    expect(r.script?.abilities).toMatchObject([{ kind: 'battlefield', requires: { dockMsAtLeast: 2, corps: 'OZ' } }]);
  });

  it('reads a long unreadable line in time linear in its length', () => {
    const line = (n: number) => 'Swap every Pilot with another one and do it again '.repeat(n) + '.';
    const time = (n: number) => {
      const t = performance.now();
      for (let i = 0; i < 5; i++) compile(line(n));
      return performance.now() - t;
    };
    time(20);
    const small = time(50);
    const big = time(400);
    expect(big).toBeLessThan(small * 8 * 4 + 20);
  });
});
