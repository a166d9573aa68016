import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translate';
import { checkScriptText, MAX_SCRIPT_CHARS, pathSegments } from './locate';
import { problemMessage, problemText } from './problems';

const where = (text: string, game: 'ms-war' | 'gundam-war' = 'gundam-war') => {
  const r = checkScriptText(text, game);
  return r.ok ? [] : r.problems.map((p) => `${p.line}:${p.column} ${p.path} ${p.expected}`);
};

describe('a script as typed in the editor: each problem at its line and column (issue 19)', () => {
  it('reads a good script', () => {
    const r = checkScriptText(
      '{"v": 1, "abilities": [{"kind": "play", "do": [{"op": "draw", "count": 2}]}]}',
      'gundam-war',
    );
    expect(r).toEqual({ ok: true, script: { v: 1, abilities: [{ kind: 'play', do: [{ op: 'draw', count: 2 }] }] } });
  });

  it('places a wrong value at the value, a missing field at its object', () => {
    const text =
      '{\n  "v": 1,\n  "abilities": [\n    { "kind": "play",\n      "do": [{ "op": "draw", "count": 0 }] },\n    { "kind": "trigger", "do": [] }\n  ]\n}';
    expect(where(text)).toEqual([
      '5:39 abilities[0].do[0].count a number of 1 or more',
      '6:5 abilities[1].when a value (string); it is missing',
    ]);
  });

  it('names an op of the other game at its "op" field', () => {
    expect(where('{"v":1,"abilities":[{"kind":"play","do":[{"op":"clash","delta":1}]}]}')).toEqual([
      expect.stringMatching(/^1:48 abilities\[0\]\.do\[0\]\.op one of "draw"/),
    ]);
  });

  it('places JSON syntax errors, each with what was expected', () => {
    expect(where('{"v": 1,\n "abilities": [\n  {"kind": "play" "do": []}\n ]\n}')).toEqual([
      '3:19  a comma (,) between the items',
    ]);
    expect(where('{"v": 1, "abilities": [')).toEqual(['1:24  a closing bracket (])', '1:24  a closing brace (})']);
    expect(where('')).toEqual(['1:1  a value']);
    expect(where('{"v": 1, // no\n"abilities": []}')).toEqual(['1:10  no comment: a script is plain JSON']);
  });

  it('refuses text too deep or too long before parsing it', () => {
    expect(where(`{"v":1,"abilities":[${'['.repeat(100)}`)).toEqual(['1:1  lists and objects at most 64 levels deep']);
    expect(where(' '.repeat(MAX_SCRIPT_CHARS + 1))).toEqual([
      `1:${MAX_SCRIPT_CHARS + 1}  a script of at most 20,000 characters`,
    ]);
  });

  it('splits a path into segments', () => {
    expect(pathSegments('abilities[0].do[12].count')).toEqual(['abilities', 0, 'do', 12, 'count']);
    expect(pathSegments('')).toEqual([]);
  });
});

describe("script problems in the reader's language (issue 14)", () => {
  const ja = createTranslator('ja');
  const en = createTranslator('en');

  it('tell each problem in Japanese, and in English exactly as problemText writes it', () => {
    const texts = [
      '{"v": 1, "abilities": [{"kind": "play", "do": [{"op": "draw", "count": "two"}]}]}',
      '{"v": 2, "abilities": [{"kind": "nope"}], "extra": 1}',
      '{"v": 1, "abilities": [{"kind": "play", "do": [{"op": "teleport"}]}]}',
      '{"v": 1, "abilities": [}',
      '{"v": 1 // a comment\n}',
    ];
    const problems = texts.flatMap((t) => {
      const r = checkScriptText(t, 'ms-war');
      return r.ok ? [] : r.problems;
    });
    expect(problems.length).toBeGreaterThanOrEqual(6);
    for (const p of problems) {
      expect(en(problemMessage(p))).toBe(problemText(p));
      const told = ja(problemMessage(p));
      expect(told).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(told).toContain(p.path);
    }
    expect(ja(problemMessage(problems[0]))).toBe('abilities[0].do[0].count：数が必要です');
  });
});
