/**
 * The deck rules read a card's keywords and text; a card that reaches them without either (a
 * saved game's or a hand-written card, a library record older than its keywords) is read as
 * having none, so one odd card never takes the whole deck check down with an exception.
 */
import { describe, expect, it } from 'vitest';
import type { Card } from '../cards/model';
import {
  allowsThreeOrMore,
  hasRestrictToOneDeck,
  hasSpecialEffect,
  isLimitOnePerDeck,
  isSpecialG,
  printedCopyLimit,
} from './card-rules';
import { createCatalog } from './catalog';
import { customFormat } from './formats';
import { printingKey } from './names';
import { fill, gw, GW_FILLER } from './test-cards';
import { validateDeck } from './validate';

/** The card as an older version or a hand-written file may hold it: no keywords, or no text either. */
const without = (card: Card, ...fields: ('keywords' | 'text')[]) => {
  const copy: Record<string, unknown> = { ...card };
  for (const field of fields) delete copy[field];
  return copy as unknown as Card;
};

const dreadnought = gw('101030171', 'I-Field Generator', { type: 'command', text: '弩級(2)' });
const special = gw('G-S', 'Supporters', { type: 'g', cost: undefined, text: 'Rolled: +1.' });

describe('a card without its keywords or text', () => {
  it('finds a special effect in the text when it carries no keywords (Advanced Rulebook ch. 20 keywords)', () => {
    expect(hasSpecialEffect(without(dreadnought, 'keywords'), '弩級')).toBe(true);
    expect(hasSpecialEffect(without(dreadnought, 'keywords', 'text'), '弩級')).toBe(false);
  });

  it('has no printed deck-building limit and is not a special G when it has no text', () => {
    const bare = without(dreadnought, 'keywords', 'text');
    expect(hasRestrictToOneDeck(bare)).toBe(false);
    expect(isLimitOnePerDeck(bare)).toBe(false);
    expect(allowsThreeOrMore(bare)).toBe(false);
    expect(printedCopyLimit(bare)).toBeUndefined();
    expect(isSpecialG(without(special, 'text'))).toBe(false);
    expect(printingKey(without(special, 'text'))).toBe(printingKey({ ...special, text: '' }));
  });

  it('goes through a format check with banned effects: the deck is judged, not a crash', () => {
    const made = customFormat({ id: 't', name: 'Test Cup', game: 'gundam-war', bannedEffects: ['弩級'] });
    if (!made.ok) throw new Error(made.errors.join('; '));
    const cards = [...GW_FILLER, without(dreadnought, 'keywords'), without(special, 'keywords', 'text')];
    const catalog = createCatalog('gundam-war', cards);
    const main = [...fill(GW_FILLER, 48), { number: '101030171', count: 1 }, { number: 'G-S', count: 1 }];
    const rules = validateDeck({ game: 'gundam-war', main, side: [] }, made.value, catalog).map((v) => v.rule);
    expect(rules).toEqual(['banned-effect']);
  });
});
