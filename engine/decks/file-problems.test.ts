/**
 * A custom format or deck file with a mistake is told in the reader's language: the field's
 * path and what it should hold in Sortie's own words (never zod's English), a JSON syntax error
 * by its line, column and what was expected there.
 */
import { describe, expect, it } from 'vitest';
import { formatFromJson } from './formats';
import { deckFromJson } from './json';
import { readDeckFile } from './read';
import { createTranslator } from '../i18n/translate';

const ja = createTranslator('ja');
const en = createTranslator('en');

function refusal(read: { ok: boolean; errors?: string[]; said?: unknown[] }) {
  if (read.ok || !('said' in read) || !read.said) throw new Error('expected a refusal told as messages');
  return read as { errors: string[]; said: Parameters<typeof ja>[0][] };
}

describe('a custom format file with a bad field', () => {
  const bad = refusal(
    formatFromJson(
      JSON.stringify({
        sortie: 'format',
        version: 1,
        id: 'Kansai Cup',
        name: '',
        game: 'gundam-war',
        copyLimit: 2.5,
        deckSize: { min: 60, max: 50 },
        limited: [{ number: 'GD-001', max: 'one' }],
        reprints: 'yes',
      }),
    ),
  );

  it('names each field by its path and says what it should be, in Japanese', () => {
    const told = bad.said.map(ja);
    expect(told).toContain('id：小文字の英字・数字・ドット・ダッシュだけを使ってください');
    expect(told).toContain('name：空にはできません');
    expect(told).toContain('copyLimit：整数にしてください');
    expect(told).toContain('deckSize：min は max 以下にしてください');
    expect(told).toContain('limited.0.max：数が必要です（テキストになっています）');
    expect(told).toContain('reprints：true か falseが必要です（テキストになっています）');
    for (const line of told) expect(line).not.toMatch(/Invalid|expected|received|Too small/);
  });

  it('keeps the same problems in English, in its own words rather than zod’s', () => {
    expect(bad.errors).toEqual(bad.said.map(en));
    expect(bad.errors).toContain('limited.0.max: expected a number, not text');
    expect(bad.errors).toContain('copyLimit: must be a whole number');
    expect(bad.errors.join('\n')).not.toMatch(/Invalid input|received/);
  });

  it('tells a missing field from a wrong one', () => {
    const missing = refusal(formatFromJson('{"id": "x"}'));
    expect(missing.said.map(ja)).toContain('name：ありません。テキストを指定してください');
    expect(missing.said.map(ja)).toContain('game："gundam-war", "ms-war"のいずれかを指定してください');
    expect(missing.errors).toContain('name: missing: give text');
  });

  it('says when a file is another kind of Sortie file, or a built-in id', () => {
    expect(refusal(formatFromJson('{"sortie": "deck"}')).said.map(ja)).toEqual([
      'これはSortieのdeckファイルで、レギュレーションではありません',
    ]);
    expect(
      refusal(formatFromJson('{"id": "gundam-war", "name": "Mine", "game": "gundam-war"}')).said.map(ja)[0],
    ).toContain('組み込みのレギュレーション');
  });
});

describe('a malformed JSON deck file', () => {
  // A comma missing after "name" on line 4.
  const text =
    '{\n  "sortie": "deck",\n  "version": 1,\n  "deck": { "id": "d", "name": "Mine"\n "game": "ms-war" }\n}\n';

  it('is told by line and column and what was expected there', () => {
    const read = refusal(deckFromJson(text));
    expect(read.said.map(ja)).toEqual(['JSONとして読めません：5行2列目：項目の間のカンマ（,）が必要です']);
    expect(read.errors).toEqual(['not valid JSON: line 5, column 2: expected a comma (,) between items']);
  });

  it('reaches the deck reader as a syntax problem with its message', () => {
    const read = readDeckFile(text, { catalogs: [] });
    expect(read.problems).toHaveLength(1);
    expect(read.problems[0].kind).toBe('syntax');
    expect(ja(read.problems[0].said!)).toContain('5行2列目');
  });

  it('names a bad field of the deck by its path', () => {
    const read = refusal(
      deckFromJson(
        JSON.stringify({
          sortie: 'deck',
          version: 1,
          deck: {
            id: 'd',
            name: 'x',
            game: 'ms-war',
            format: 'ms-war',
            main: [{ number: 'A', count: 0 }],
            side: [],
            createdAt: 1,
            updatedAt: 1,
          },
        }),
      ),
    );
    expect(read.said.map(ja)).toEqual(['deck.main.0.count：1以上にしてください']);
    expect(read.errors).toEqual(['deck.main.0.count: must be at least 1']);
  });

  it('a file cut short says the end came too early', () => {
    expect(refusal(deckFromJson('{"sortie": "deck", "version": 1')).said.map(ja)[0]).toMatch(/1行32列目：閉じ波かっこ/);
  });
});
