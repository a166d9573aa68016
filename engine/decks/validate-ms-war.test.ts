/** M.S. War Rulebook 2.1, "Building Your Deck" A-C and "Beginning Play" (no Mission Objectives). */
import { describe, expect, it } from 'vitest';
import { createCatalog } from './catalog';
import { findFormat } from './formats';
import { validateDeck } from './validate';
import { fill, ms, MS_FILLER } from './test-cards';
import type { DeckEntry } from './model';

const format = findFormat('ms-war-2.1')!;
const leoA = ms('MS-001', 'Leo');
const leoB = ms('MS-002', 'Leo');
const tallgeese = ms('MS-050', 'Tallgeese II');
const wing = ms('MS-067', 'Wing Gundam Zero');
const mission = ms('MO-001', 'Capture the Base', { type: 'mission' });
const prototype = ms('MS-201', 'Prototype Zero', { text: 'Limit one per deck.\nThis card cannot defend.' });
const catalog = createCatalog('ms-war', [...MS_FILLER, leoA, leoB, tallgeese, wing, mission, prototype]);

const deck = (main: DeckEntry[], side: DeckEntry[] = []) => ({ game: 'ms-war' as const, main, side });
const rules = (main: DeckEntry[], side: DeckEntry[] = []) =>
  validateDeck(deck(main, side), format, catalog).map((v) => v.rule);

describe('M.S. War 2.1 deck construction', () => {
  it('accepts exactly 50 cards with at most 3 of each number (A, B)', () => {
    expect(rules(fill(MS_FILLER, 50))).toEqual([]);
  });

  it('rejects 49 and 51 cards, citing Building Your Deck (A)', () => {
    const short = validateDeck(deck(fill(MS_FILLER, 49)), format, catalog);
    expect(short.map((v) => v.rule)).toEqual(['deck-size']);
    expect(short[0].message).toContain('49 cards');
    expect(short[0].citation).toContain('Building Your Deck (A)');
    expect(rules([...fill(MS_FILLER, 50), { number: 'MS-001', count: 1 }])).toEqual(['deck-size']);
  });

  it('rejects a fourth copy of a card number and names the card (B)', () => {
    const v = validateDeck(deck([...fill(MS_FILLER, 46), { number: 'MS-001', count: 4 }]), format, catalog);
    expect(v.map((x) => x.rule)).toEqual(['copy-limit']);
    expect(v[0].cards).toEqual([{ number: 'MS-001', name: 'Leo', count: 4 }]);
    expect(v[0].citation).toContain('(B)');
  });

  it('counts same-named cards with different numbers separately (B)', () => {
    expect(rules([...fill(MS_FILLER, 44), { number: 'MS-001', count: 3 }, { number: 'MS-002', count: 3 }])).toEqual([]);
  });

  it('counts the side deck with the main deck for copies', () => {
    expect(rules([...fill(MS_FILLER, 48), { number: 'MS-001', count: 2 }], [{ number: 'MS-001', count: 2 }])).toEqual([
      'copy-limit',
    ]);
  });

  it('limits MS-050 and MS-067..071 to one copy each, whatever the case of the number (C)', () => {
    expect(rules([...fill(MS_FILLER, 48), { number: 'MS-050', count: 1 }, { number: 'ms-067', count: 1 }])).toEqual([]);
    const v = validateDeck(deck([...fill(MS_FILLER, 48), { number: 'MS-050', count: 2 }]), format, catalog);
    expect(v.map((x) => x.rule)).toEqual(['limited']);
    expect(v[0].message).toContain('Tallgeese II (MS-050) is limited to 1');
    expect(rules([...fill(MS_FILLER, 48), { number: 'MS-067', count: 2 }])).toEqual(['limited']);
  });

  it('limits a card printed "Limit one per deck" to one copy, from its parsed keyword (C)', () => {
    expect(prototype.keywords.map((k) => k.id)).toContain('limit-1-deck');
    expect(rules([...fill(MS_FILLER, 49), { number: 'MS-201', count: 1 }])).toEqual([]);
    const v = validateDeck(deck([...fill(MS_FILLER, 48), { number: 'MS-201', count: 2 }]), format, catalog);
    expect(v.map((x) => x.rule)).toEqual(['limited']);
    expect(v[0].message).toContain('Prototype Zero (MS-201) is limited to 1');
    expect(v[0].citation).toContain('Building Your Deck (C)');
  });

  it('refuses Mission Objective cards (omitted from Ver 2.1)', () => {
    const v = validateDeck(deck([...fill(MS_FILLER, 49), { number: 'MO-001', count: 1 }]), format, catalog);
    expect(v.map((x) => x.rule)).toEqual(['forbidden-type']);
    expect(v[0].cards[0].number).toBe('MO-001');
  });

  it('reports cards missing from the library and a deck of the other game', () => {
    expect(rules([...fill(MS_FILLER, 49), { number: 'MS-999', count: 1 }])).toEqual(['unknown-card']);
    expect(
      validateDeck({ game: 'gundam-war', main: fill(MS_FILLER, 50), side: [] }, format, catalog).map((v) => v.rule),
    ).toEqual(['wrong-game']);
  });
});
