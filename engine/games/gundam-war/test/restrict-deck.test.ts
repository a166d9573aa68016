/**
 * Restrict to 1/Deck (ch. 21) is a deck-building rule: the deck validator (engine/decks)
 * enforces it, and the rules module reads the same keyword from the same cards. These
 * checks hold the two to one reading of the demo set.
 */
import { describe, expect, it } from 'vitest';
import { hasRestrictToOneDeck } from '../../../decks/card-rules';
import { createCatalog } from '../../../decks/catalog';
import { findFormat } from '../../../decks/formats';
import { validateDeck } from '../../../decks/validate';
import { cardEffects } from '../card-text';
import { DEMO_CARDS } from '../demo';
import { hasEffect } from '../keywords';
// Special effects are read through the keyword registry, which the module fills as it loads.
import { wireGundamWar } from '../wiring';

wireGundamWar();
const catalog = createCatalog('gundam-war', DEMO_CARDS);
const format = findFormat('gundam-war')!;
const rules = (titans: number) =>
  validateDeck(
    {
      game: 'gundam-war',
      main: [
        { number: 'GD-001', count: 50 - titans },
        { number: 'GD-039', count: titans },
      ],
      side: [],
    },
    format,
    catalog,
  ).map((v) => v.rule);

describe('Restrict to 1/Deck: rules module and deck validator agree', () => {
  it('both find the keyword on exactly the same demo cards', () => {
    const validator = DEMO_CARDS.filter(hasRestrictToOneDeck).map((c) => c.number);
    const module = DEMO_CARDS.filter((c) => hasEffect(cardEffects(c), 'restrict-1-deck')).map((c) => c.number);
    expect(module).toEqual(validator);
    expect(module).toEqual(['GD-039']);
  });

  it('the validator allows one Relic Titan in a deck and names the rule for a second', () => {
    expect(rules(1)).toEqual([]);
    expect(rules(2)).toEqual(['restrict-1-deck']);
  });
});
