/** Custom tournament formats: built from a game's rules, exchanged as JSON, enforced by the validator. */
import { describe, expect, it } from 'vitest';
import { createCatalog } from './catalog';
import { customFormat, formatFromJson, formatToJson, parseFormat } from './formats';
import { validateDeck } from './validate';
import { ms, MS_FILLER } from './test-cards';
import { createTranslator } from '../i18n/translate';

const promo = ms('PR-001', 'Promo Zaku', { set: 'PROMO' });
const catalog = createCatalog('ms-war', [...MS_FILLER, promo]);

function league() {
  const made = customFormat({
    id: 'league-40',
    name: 'League 40',
    game: 'ms-war',
    deckSize: { min: 30, max: 60 },
    sideSize: { min: 0, max: 5 },
    copyLimit: 2,
    banned: ['ms-105'],
    limited: [{ number: 'MS-106', max: 1 }],
    allowedSets: ['BASE'],
  });
  if (!made.ok) throw new Error(made.errors.join('; '));
  return made.value;
}

describe('custom formats', () => {
  it('inherit the game rules they do not override', () => {
    const format = league();
    expect(format.forbiddenTypes).toEqual(['mission']);
    expect(format.copiesBy).toBe('number');
    expect(format.banned).toEqual([{ number: 'MS-105' }]);
    expect(format.citations).toEqual({});
  });

  it('enforce size range, copy limit, side size, banned, limited and sets', () => {
    const format = league();
    const legalMain = MS_FILLER.filter((c) => c.number !== 'MS-105' && c.number !== 'MS-106')
      .slice(0, 15)
      .map((c) => ({ number: c.number, count: 2 }));
    const rules = (main: typeof legalMain, side: typeof legalMain = []) =>
      validateDeck({ game: 'ms-war', main, side }, format, catalog).map((v) => v.rule);
    expect(legalMain.at(-1)?.number).toBe('MS-117');
    expect(rules(legalMain)).toEqual([]);
    expect(rules(legalMain.slice(1))).toEqual(['deck-size']);
    expect(rules([...legalMain, { number: 'MS-120', count: 3 }])).toEqual(['copy-limit']);
    expect(
      rules(
        legalMain,
        ['MS-118', 'MS-119', 'MS-120'].map((number) => ({ number, count: 2 })),
      ),
    ).toEqual(['side-size']);
    expect(rules([...legalMain, { number: 'MS-105', count: 1 }])).toEqual(['banned']);
    expect(rules([...legalMain, { number: 'MS-106', count: 2 }])).toEqual(['limited']);
    expect(rules([...legalMain, { number: 'PR-001', count: 1 }])).toEqual(['set-not-allowed']);
  });

  it("name the format in the reader's language in a violation (its Japanese name to a Japanese reader)", () => {
    const made = customFormat({ ...league(), name: 'Kansai League', name_ja: '関西リーグ' });
    if (!made.ok) throw new Error(made.errors.join('; '));
    const main = MS_FILLER.slice(0, 15).map((c) => ({ number: c.number, count: 2 }));
    const [v] = validateDeck(
      { game: 'ms-war', main: [...main.slice(0, 14), { number: 'PR-001', count: 2 }], side: [] },
      made.value,
      catalog,
    ).filter((x) => x.rule === 'set-not-allowed');
    expect(createTranslator('ja')(v.detail)).toContain('「関西リーグ」');
    expect(createTranslator('ja')(v.detail)).not.toContain('Kansai');
    expect(createTranslator('en')(v.detail)).toContain('Kansai League');
  });

  it('round-trip through JSON', () => {
    const format = league();
    const back = formatFromJson(formatToJson(format));
    expect(back).toEqual({ ok: true, value: format });
  });

  it('explain what is wrong with a bad format file', () => {
    expect(formatFromJson('{nope')).toMatchObject({ ok: false });
    const bad = formatFromJson(JSON.stringify({ id: 'X Y', name: '', game: 'ms-war', deckSize: { min: 60, max: 40 } }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors.some((e) => e.startsWith('id:'))).toBe(true);
      expect(bad.errors.some((e) => e.startsWith('name:'))).toBe(true);
      expect(bad.errors.some((e) => e.startsWith('deckSize'))).toBe(true);
    }
    const taken = formatFromJson(JSON.stringify({ id: 'gundam-war', name: 'Mine', game: 'gundam-war' }));
    expect(taken.ok).toBe(false);
    expect(parseFormat({ id: 'x', name: 'X', game: 'chess' }).ok).toBe(false);
  });
});
