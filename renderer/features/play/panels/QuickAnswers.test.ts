import { describe, expect, it } from 'vitest';
import { answersByClick, keepable } from './QuickAnswers';
import type { PendingDecision } from '../table/model';

const words = (o: PendingDecision['options'][number]) => o.label;
const options = (...labels: string[]) => labels.map((label, i) => ({ id: String(i), label }));

describe('a question answered with one click', () => {
  it('is one pick (or none) among a few short options', () => {
    expect(answersByClick({ options: options('Yes', 'No'), pick: { min: 1, max: 1 } }, words)).toBe(true);
    expect(answersByClick({ options: options('Scatter Fire', 'Dune Strider'), pick: { min: 0, max: 1 } }, words)).toBe(
      true,
    );
  });

  it('is not a pick of several, a long list, long words, nothing to pick, or ways within an option', () => {
    expect(answersByClick({ options: options('A', 'B', 'C'), pick: { min: 0, max: 3 } }, words)).toBe(false);
    expect(answersByClick({ options: options(...'ABCDEFGHI'), pick: { min: 1, max: 1 } }, words)).toBe(false);
    expect(answersByClick({ options: options('x'.repeat(41)), pick: { min: 1, max: 1 } }, words)).toBe(false);
    expect(answersByClick({ options: [], pick: { min: 0, max: 0 } }, words)).toBe(false);
    const grouped = [{ id: 'a', label: 'Earth', group: { id: 'u', label: 'Unit' } }];
    expect(answersByClick({ options: grouped, pick: { min: 1, max: 1 } }, words)).toBe(false);
  });

  it('keeps answers that name no card', () => {
    expect(keepable({ id: 'yes', label: 'Yes' })).toBe(true);
    expect(keepable(null)).toBe(true);
    expect(keepable({ id: '12', label: 'Scatter Fire', cards: ['12'] })).toBe(false);
  });
});
