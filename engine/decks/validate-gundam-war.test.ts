/**
 * Gundam War deck construction: basic rules (50 cards, 3 copies, G unlimited, special G
 * at most 6), Advanced Rulebook ch. 02 "Name" (unit number part of the name, dots and
 * dashes ignored), ch. 20 (3 or more in a Deck) and ch. 21 (Restrict to 1/Deck).
 */
import { describe, expect, it } from 'vitest';
import { createCatalog } from './catalog';
import { findFormat } from './formats';
import { validateDeck } from './validate';
import { fill, gw, GW_FILLER } from './test-cards';
import type { DeckEntry } from './model';

const format = findFormat('gundam-war')!;
const gundamA = gw('U-1', 'Gundam', { model: 'RX-78-2' });
const gundamB = gw('U-2', 'Gundam', { model: 'RX.78.2' });
const gundamOther = gw('U-3', 'Gundam', { model: 'RX-78-3' });
const amuro = gw('C-1', 'Amuro Ray', { type: 'character', text: 'Restrict to 1/Deck' });
const amuroAlt = gw('C-2', 'Amuro Ray', { type: 'character' });
const charRestricted = gw('C-3', 'Char Aznable', { type: 'character', text: 'Restrict to 1/Deck. When this card...' });
const mentionsRestrict = gw('C-5', 'Lalah Sune', {
  type: 'character',
  text: '(Auto B): Destroy 1 card that has Restrict to 1/Deck.',
});
const charOther = gw('C-4', 'Char Aznable', { type: 'character', color: 'red' });
const swarm = gw('U-9', 'Ball', { model: 'RB-79', text: 'There can be 3 or more of this card in a Deck.' });
const picket = gw('U-10', 'Drone Picket', {
  model: 'DP-0',
  text: '(Auto A): A deck may contain any number of cards named Drone Picket.',
});
const basicG = gw('G-1', 'Blue Basic G', { type: 'g', cost: undefined });
const specialG = gw('G-2', 'White Base Bridge', { type: 'g', cost: undefined, text: 'Rolled: draw a card.' });
const specialG2 = gw('G-3', 'Side 7', { type: 'g', cost: undefined, text: 'Colony.' });
const catalog = createCatalog('gundam-war', [
  ...GW_FILLER,
  gundamA,
  gundamB,
  gundamOther,
  amuro,
  amuroAlt,
  charRestricted,
  mentionsRestrict,
  charOther,
  swarm,
  picket,
  basicG,
  specialG,
  specialG2,
]);

const rules = (main: DeckEntry[]) =>
  validateDeck({ game: 'gundam-war', main, side: [] }, format, catalog).map((v) => v.rule);

describe('Gundam War deck construction', () => {
  it('accepts exactly 50 cards; rejects other sizes', () => {
    expect(rules(fill(GW_FILLER, 50))).toEqual([]);
    expect(rules(fill(GW_FILLER, 51))).toEqual(['deck-size']);
    expect(rules(fill(GW_FILLER, 30))).toEqual(['deck-size']);
  });

  it('counts cards whose name and unit number match once dots and dashes are dropped as one card', () => {
    const v = validateDeck(
      {
        game: 'gundam-war',
        main: [...fill(GW_FILLER, 46), { number: 'U-1', count: 2 }, { number: 'U-2', count: 2 }],
        side: [],
      },
      format,
      catalog,
    );
    expect(v.map((x) => x.rule)).toEqual(['copy-limit']);
    expect(v[0].cards.map((c) => c.number)).toEqual(['U-1', 'U-2']);
    expect(v[0].citation).toContain('Name');
  });

  it('treats a different unit number as a different name', () => {
    expect(rules([...fill(GW_FILLER, 44), { number: 'U-1', count: 3 }, { number: 'U-3', count: 3 }])).toEqual([]);
  });

  it('lets G cards in without limit', () => {
    expect(rules([...fill(GW_FILLER, 30), { number: 'G-1', count: 20 }])).toEqual([]);
  });

  it('allows 6 special G in total and no more, across different cards', () => {
    expect(rules([...fill(GW_FILLER, 44), { number: 'G-2', count: 4 }, { number: 'G-3', count: 2 }])).toEqual([]);
    const v = validateDeck(
      {
        game: 'gundam-war',
        main: [...fill(GW_FILLER, 43), { number: 'G-2', count: 4 }, { number: 'G-3', count: 3 }],
        side: [],
      },
      format,
      catalog,
    );
    expect(v.map((x) => x.rule)).toEqual(['special-g']);
    expect(v[0].message).toContain('7 special G');
  });

  it('Restrict to 1/Deck (keyword): one copy, and no other card of that name', () => {
    expect(rules([...fill(GW_FILLER, 49), { number: 'C-1', count: 1 }])).toEqual([]);
    expect(rules([...fill(GW_FILLER, 48), { number: 'C-1', count: 2 }])).toEqual(['restrict-1-deck']);
    const v = validateDeck(
      {
        game: 'gundam-war',
        main: [...fill(GW_FILLER, 48), { number: 'C-1', count: 1 }, { number: 'C-2', count: 1 }],
        side: [],
      },
      format,
      catalog,
    );
    expect(v.map((x) => x.rule)).toEqual(['restrict-1-deck']);
    expect(v[0].cards.map((c) => c.number).sort()).toEqual(['C-1', 'C-2']);
    expect(v[0].citation).toContain('Restrict to 1/Deck');
  });

  it('Restrict to 1/Deck comes from the keyword the card database parsed, not any mention in the text', () => {
    expect(charRestricted.keywords.map((k) => k.id)).toContain('restrict-1-deck');
    expect(rules([...fill(GW_FILLER, 48), { number: 'C-3', count: 1 }, { number: 'C-4', count: 1 }])).toEqual([
      'restrict-1-deck',
    ]);
    expect(rules([...fill(GW_FILLER, 47), { number: 'C-5', count: 3 }])).toEqual([]);
  });

  it('a card saying there can be 3 or more of it is exempt from the copy limit', () => {
    expect(rules([...fill(GW_FILLER, 40), { number: 'U-9', count: 10 }])).toEqual([]);
    // The demo set's printing, parsed by the card database as `any-number-per-deck`.
    expect(picket.keywords.map((k) => k.id)).toEqual(['any-number-per-deck']);
    expect(rules([...fill(GW_FILLER, 42), { number: 'U-10', count: 8 }])).toEqual([]);
    expect(rules([...fill(GW_FILLER, 46), { number: 'U-1', count: 4 }])).toEqual(['copy-limit']);
  });
});
