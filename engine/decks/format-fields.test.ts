/**
 * The format fields organisers' lists need (docs/formats.md): bans and limits by card across
 * printings, set pools with the reprint rule, banned special effects, copy limits printed on
 * cards or given by the format, G that count as basic, and the side deck size. Each field is
 * checked with a legal and an illegal deck.
 */
import { describe, expect, it } from 'vitest';
import type { Card } from '../cards/model';
import { createCatalog } from './catalog';
import { customFormat, findFormat, type Format } from './formats';
import type { DeckEntry } from './model';
import { fill, gw, GW_FILLER, ms, MS_FILLER } from './test-cards';
import { validateDeck } from './validate';

// The filler is from the 1st set, so set pools that hold `1st` accept it.
const FILLER = GW_FILLER.map((c) => ({ ...c, set: '1st' }));
const noah = gw('101020126', 'Chemin Noa', {
  type: 'character',
  set: '2nd',
  text: 'Draw 2 cards.',
  name_ja: 'チェーミン・ノア',
});
const noahReprint = { ...noah, number: '106020999', set: '24th' };
const noahOther = gw('103020999', 'Chemin Noa', { type: 'character', set: '3rd', text: 'Rolled: destroy 1 unit.' });
const lateUnit = gw('107010999', 'Late Unit', { set: '24th', model: 'LU-1' });
const pooledUnit = gw('101010500', 'Old Unit', { set: '第2弾 撃墜王出撃', model: 'OU-1', text: 'High Mobility' });
const pooledReprint = { ...pooledUnit, number: '101010900', set: '宇宙を駆逐する光' };
const dreadnought = gw('101030171', 'I-Field Generator', {
  type: 'command',
  set: '28th',
  text: '弩級(2)\n(Auto B): This card gets +2.',
});
const mentionsEffect = gw('101030500', 'Hunter', {
  type: 'command',
  set: '28th',
  text: '(Auto A): Destroy 1 弩級ユニット.',
});
const fifty = gw('102990007', 'Saku', { set: '1st', text: '(Auto B): このカードはデッキに50枚まで入れられる' });
const onlyOne = gw('102110008', 'Zaku II (Mash)', {
  set: '1st',
  text: '(自動B)：この名称のカードは、デッキに1枚までしか入れられない',
});
const upToTwo = gw('U-50', 'Twin Unit', { set: '1st', text: 'There may be up to 2 copies of this card in a deck.' });
const anyNumberJa = gw('101010107', 'Gun EZ', {
  set: '1st',
  text: '【(自動B)：このカードはデッキに3枚以上入れられる】',
});
const specials = Array.from({ length: 7 }, (_, i) =>
  gw(`G-S${i}`, `Supporters ${i}`, { type: 'g', cost: undefined, set: '1st', text: 'Rolled: +1.' }),
);
const basicG = gw('G-B', 'Blue Basic G', { type: 'g', cost: undefined, set: '1st' });
const federation = gw('101050075', 'Earth Federation', {
  type: 'g',
  cost: undefined,
  set: '1st',
  text: '(Auto A): Rolled.',
  name_ja: '地球連邦軍',
});

const cards: Card[] = [
  ...FILLER,
  noah,
  noahReprint,
  noahOther,
  lateUnit,
  pooledUnit,
  pooledReprint,
  dreadnought,
  mentionsEffect,
];
cards.push(fifty, onlyOne, upToTwo, anyNumberJa, ...specials, federation, basicG);
const catalog = createCatalog('gundam-war', cards);

function format(
  fields: Parameters<typeof customFormat>[0] extends infer T ? Omit<T, 'id' | 'name' | 'game'> : never,
): Format {
  const made = customFormat({ id: 'test', name: 'Test Cup', game: 'gundam-war', ...fields });
  if (!made.ok) throw new Error(made.errors.join('; '));
  return made.value;
}

/** A 50-card main deck: `extra` plus filler. */
function deck(extra: DeckEntry[], side: DeckEntry[] = []) {
  const used = extra.reduce((n, e) => n + e.count, 0);
  return { game: 'gundam-war' as const, main: [...extra, ...fill(FILLER, 50 - used)], side };
}

const check = (d: ReturnType<typeof deck>, f: Format) => validateDeck(d, f, catalog);
const rules = (d: ReturnType<typeof deck>, f: Format) => check(d, f).map((v) => v.rule);

describe('bans by card across printings', () => {
  const cup = format({ banned: ['101020126'] });

  it('bans the listed card and a reprint of it under another number', () => {
    expect(rules(deck([]), cup)).toEqual([]);
    expect(rules(deck([{ number: '101020126', count: 1 }]), cup)).toEqual(['banned']);
    const reprint = check(deck([{ number: '106020999', count: 1 }]), cup);
    expect(reprint.map((v) => v.rule)).toEqual(['banned']);
    expect(reprint[0].message).toBe('Chemin Noa (106020999): it counts as 101020126, which is banned in Test Cup.');
  });

  it('in Gundam War bans every card of the deck-building name (the name is the card)', () => {
    expect(rules(deck([{ number: '103020999', count: 1 }]), cup)).toEqual(['banned']);
  });

  it('in M.S. War bans only printings of the card: same name and text', () => {
    const a = ms('MS-900', 'Guncannon', { text: 'Attack', set: 'A' });
    const reprint = { ...a, number: 'MS-990', set: 'B' };
    const other = ms('MS-991', 'Guncannon', { text: 'Sea', set: 'B' });
    const msCatalog = createCatalog('ms-war', [...MS_FILLER, a, reprint, other]);
    const made = customFormat({ id: 'ms-test', name: 'MS Cup', game: 'ms-war', banned: ['MS-900'] });
    if (!made.ok) throw new Error('format');
    const msDeck = (number: string) => ({
      game: 'ms-war' as const,
      main: [...fill(MS_FILLER, 49), { number, count: 1 }],
      side: [],
    });
    expect(validateDeck(msDeck('MS-990'), made.value, msCatalog).map((v) => v.rule)).toEqual(['banned']);
    expect(validateDeck(msDeck('MS-991'), made.value, msCatalog)).toEqual([]);
  });

  it('bans by name in either language when the listed number is not in the library', () => {
    const byName = format({ banned: [{ number: '999999999', name: 'チェーミン・ノア' }] });
    expect(rules(deck([{ number: '101020126', count: 1 }]), byName)).toEqual(['banned']);
    expect(rules(deck([]), byName)).toEqual([]);
  });
});

describe('set pools and the reprint rule', () => {
  const pool = format({ allowedSets: ['1st', '2nd', '3rd'] });

  it('refuses a card only printed after the pool', () => {
    const v = check(deck([{ number: '107010999', count: 1 }]), pool);
    expect(v.map((x) => x.rule)).toEqual(['set-not-allowed']);
    expect(v[0].message).toContain('24th 宇宙を駆逐する光');
  });

  it('allows a later reprint of a card printed in the pool (Japanese set names understood)', () => {
    expect(rules(deck([{ number: '101010900', count: 3 }]), pool)).toEqual([]);
    expect(rules(deck([{ number: '101010500', count: 3 }]), format({ allowedSets: ['1st', '撃墜王出撃'] }))).toEqual(
      [],
    );
  });

  it('refuses the reprint when the format has no reprint rule, or excepts the card', () => {
    const strict = check(
      deck([{ number: '101010900', count: 1 }]),
      format({ allowedSets: ['1st', '2nd'], reprints: false }),
    );
    expect(strict.map((x) => x.rule)).toEqual(['set-not-allowed']);
    expect(strict[0].message).toContain('printed as 101010500 in 2nd 撃墜王出撃');
    const excepted = format({ allowedSets: ['1st', '2nd'], reprintExceptions: [{ name: 'Old Unit' }] });
    expect(rules(deck([{ number: '101010900', count: 1 }]), excepted)).toEqual(['set-not-allowed']);
  });
});

describe('banned special effects', () => {
  const glorious = format({ bannedEffects: ['弩級'] });

  it('refuses a card with the effect, not one that merely names it', () => {
    const v = check(deck([{ number: '101030171', count: 1 }]), glorious);
    expect(v.map((x) => x.rule)).toEqual(['banned-effect']);
    expect(v[0].message).toContain('has 弩級');
    expect(rules(deck([{ number: '101030500', count: 3 }]), glorious)).toEqual([]);
  });

  it('matches a parsed keyword by its id or label', () => {
    expect(rules(deck([{ number: '101010500', count: 1 }]), format({ bannedEffects: ['High Mobility'] }))).toEqual([
      'banned-effect',
    ]);
    expect(rules(deck([{ number: '101010500', count: 1 }]), format({ bannedEffects: ['high-mobility'] }))).toEqual([
      'banned-effect',
    ]);
  });
});

describe('copy limits printed on the card or given by the format', () => {
  const plain = findFormat('gundam-war')!;

  it('honours "up to 50 in a deck" in place of the copy limit', () => {
    expect(rules({ game: 'gundam-war', main: [{ number: '102990007', count: 50 }], side: [] }, plain)).toEqual([]);
    expect(rules({ game: 'gundam-war', main: [{ number: '102990007', count: 51 }], side: [] }, plain)).toEqual([
      'deck-size',
      'limited',
    ]);
  });

  it('honours "only 1 of this name" (Japanese) and "up to 2 copies" (English)', () => {
    expect(rules(deck([{ number: '102110008', count: 1 }]), plain)).toEqual([]);
    const v = check(deck([{ number: '102110008', count: 2 }]), plain);
    expect(v.map((x) => x.rule)).toEqual(['limited']);
    expect(v[0].message).toContain('is limited to 1 per deck; the deck has 2');
    expect(rules(deck([{ number: 'U-50', count: 2 }]), plain)).toEqual([]);
    expect(check(deck([{ number: 'U-50', count: 3 }]), plain)[0].message).toContain('prints "up to 2 in a deck"');
  });

  it('lets a card printed "3枚以上入れられる" in any number', () => {
    expect(rules(deck([{ number: '101010107', count: 8 }]), plain)).toEqual([]);
  });

  it('limits a card the format lists, counting every printing together', () => {
    const limited = format({ limited: [{ number: '101010500', max: 1 }] });
    expect(rules(deck([{ number: '101010900', count: 1 }]), limited)).toEqual([]);
    expect(
      rules(
        deck([
          { number: '101010500', count: 1 },
          { number: '101010900', count: 1 },
        ]),
        limited,
      ),
    ).toEqual(['limited']);
  });
});

describe('G that count as basic', () => {
  const six = specials.slice(0, 6).map((g) => ({ number: g.number, count: 1 }));

  it('does not count a listed G towards the special G limit, in any number', () => {
    const basic = format({ basicG: ['G-S6'] });
    expect(rules(deck([...six, { number: 'G-S6', count: 3 }]), basic)).toEqual([]);
    expect(rules(deck([...six, { number: 'G-S6', count: 1 }]), format({ basicG: [] }))).toEqual(['special-g']);
  });

  it('Gundam War itself treats 地球連邦軍 (101050075) as basic', () => {
    expect(rules(deck([...six, { number: '101050075', count: 4 }]), findFormat('gundam-war')!)).toEqual([]);
  });
});

describe('side deck size', () => {
  const ten = format({ sideSize: { min: 0, max: 10 } });

  it('allows up to the side deck size and no more', () => {
    expect(rules(deck([], [{ number: 'G-B', count: 10 }]), ten)).toEqual([]);
    const v = check(deck([], [{ number: 'G-B', count: 11 }]), ten);
    expect(v.map((x) => x.rule)).toEqual(['side-size']);
    expect(v[0].message).toBe('The side deck has 11 cards; it may have at most 10.');
  });
});
