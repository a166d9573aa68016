/**
 * The community presets against real-world lists: decks written from real card numbers
 * (engine/decks/fixtures), checked against every preset's published ban, limit and set lists.
 * The fixture's numbers, names and types are real; its sets are the ones these tests need (the
 * public lists do not record them) and its G texts are left out (marked 本文省略).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCardFile } from '../cards/import/load';
import { createCatalog } from './catalog';
import { BUILT_IN_FORMATS, findFormat } from './formats';
import { parseDeckList } from './list';
import { legalityMatrix } from './matrix';
import { COMMUNITY_PRESETS } from './presets';
import { validateDeck } from './validate';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const loaded = loadCardFile(fixture('real-cards.csv'), 'real-cards.csv');
const catalog = createCatalog('gundam-war', loaded.cards);

function list(name: string) {
  const parsed = parseDeckList(fixture(name), { catalogs: [catalog] });
  expect(parsed.problems).toEqual([]);
  return parsed.list;
}

/** Each format's verdict: `legal`, or the first reason's rule and the card it names. */
function verdicts(name: string): Record<string, string> {
  return Object.fromEntries(
    legalityMatrix(list(name), BUILT_IN_FORMATS, catalog).map((v) => [
      v.format.id,
      v.legal ? 'legal' : `${v.reason!.rule} ${v.reason!.cards[0]?.number ?? ''}`.trim(),
    ]),
  );
}

describe('community presets', () => {
  it('load the real-card fixture', () => {
    expect(loaded.ok).toBe(true);
    expect(catalog.size).toBe(25);
  });

  it('each name its source and the date of its list, and are found by id', () => {
    const ids = COMMUNITY_PRESETS.map((f) => f.id);
    for (const id of ['kansai-classic', 'kansai-rising', 'kansai-glorious', 'tensaku-9', 'cardland-standard'])
      expect(ids).toContain(id);
    for (const preset of COMMUNITY_PRESETS) {
      expect(preset.source?.url).toMatch(/^https:\/\//);
      expect(preset.source?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(findFormat(preset.id)).toBe(preset);
      expect(preset.sideSize).toEqual({ min: 0, max: 10 });
    }
  });

  it("are found by name too, as a list's Format: line may give it", () => {
    expect(findFormat('関西クラシック')?.id).toBe('kansai-classic');
    expect(findFormat('kansai rising')?.id).toBe('kansai-rising');
    expect(findFormat('添削杯 第9回 (Tensaku Cup 9)')?.id).toBe('tensaku-9');
    expect(findFormat('Gundam War')?.id).toBe('gundam-war');
    expect(findFormat('関西')).toBeUndefined();
  });

  it('judge a blue deck of old cards as each organiser would', () => {
    expect(verdicts('blue-classic.txt')).toEqual({
      'gundam-war': 'legal',
      'kansai-classic': 'legal',
      // 陸戦型ジム(第07MS小隊機) is on the Revival ban list.
      'kansai-revival': 'banned 101010319',
      // V作戦 is banned in Rising (and アナハイム・エレクトロニクス limited).
      'kansai-rising': 'banned 101030008',
      'kansai-glorious': 'legal',
      'tensaku-9': 'legal',
      'tensaku-8': 'legal',
      'tensaku-7': 'legal',
      'tensaku-5': 'legal',
      // ガンダム is from the 8th set, after Primitive's pool.
      'cardland-primitive': 'set-not-allowed 101010347',
      'cardland-ancient': 'legal',
      'cardland-classic': 'legal',
      'cardland-revival': 'legal',
      // ペーネロペー is limited to one.
      'cardland-standard': 'limited 101010230',
      // ホワイトベース隊 is banned in α Standard.
      'cardland-alpha-standard': 'banned 101050084',
      'cardland-beta-standard': 'legal',
    });
  });

  it('refuse チェーミン・ノア wherever its list bans it', () => {
    const v = verdicts('blue-noa.txt');
    for (const id of ['kansai-classic', 'kansai-glorious', 'tensaku-9', 'tensaku-5', 'cardland-standard'])
      expect(v[id]).toBe('banned 101020126');
    expect(v['cardland-beta-standard']).toBe('legal');
    expect(v['cardland-ancient']).toBe('legal');
  });

  it('limit the cards each list limits to one copy', () => {
    const deck = list('blue-classic.txt');
    const twoCoreBases = {
      ...deck,
      main: deck.main.map((e) =>
        e.number === '101010083' ? { ...e, count: 2 } : e.number === '101010036' ? { ...e, count: 2 } : e,
      ),
    };
    const matrix = legalityMatrix(twoCoreBases, [findFormat('tensaku-9')!, findFormat('kansai-classic')!], catalog);
    expect(matrix.map((m) => [m.format.id, m.reason?.rule])).toEqual([
      ['tensaku-9', 'limited'],
      ['kansai-classic', undefined],
    ]);
    expect(matrix[0].reason?.message).toBe('コア・ベース (101010083) is limited to 1 per deck; the deck has 2.');
    expect(matrix[0].reason?.citation).toBe('添削杯 第9回 (Tensaku Cup 9), list of 2026-07-22');
  });

  it('ban every 弩級 card in Glorious, and keep cards of later sets out of Rising', () => {
    const deck = list('blue-classic.txt');
    const withDreadnought = {
      ...deck,
      main: [
        ...deck.main.filter((e) => e.number !== '101010036'),
        { number: '101010036', count: 2 },
        { number: '101030171', count: 1 },
      ],
    };
    expect(validateRules('kansai-glorious', withDreadnought)).toEqual(['banned', 'banned-effect']);
    expect(validateRules('kansai-rising', withDreadnought)).toEqual(['banned', 'set-not-allowed', 'limited']);
  });
});

function validateRules(id: string, deck: ReturnType<typeof list>): string[] {
  return validateDeck(deck, findFormat(id)!, catalog).map((v) => v.rule);
}
