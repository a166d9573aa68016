import { describe, expect, it } from 'vitest';
import type { MsWarCard } from '../../cards/model';
import { DEMO_CARDS } from '../../core/testing/demo';
import { abilityLabel } from './ability-label';

const card = (number: string) => DEMO_CARDS['ms-war'].find((c) => c.number === number) as MsWarCard;

describe('an activated ability in a menu', () => {
  it('says its cost and what it does, from the card’s script', () => {
    const c = card('SD-009');
    expect(abilityLabel(c, 0)).toBe(`Expend 1 Material: ${c.name} gets +1 clash points until the end of the battle`);
  });

  it('is null for an index that is no activated ability', () => {
    expect(abilityLabel(card('SD-009'), 5)).toBeNull();
    expect(abilityLabel(card('SD-002'), 0)).toBeNull();
  });
});
