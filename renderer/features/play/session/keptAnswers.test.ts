import { describe, expect, it } from 'vitest';
import { keeping, keptFor } from './keptAnswers';
import type { PendingDecision } from '../table/model';

const produce: PendingDecision = {
  seat: 0,
  kind: 'produce',
  prompt: 'Place the top card of your Supply Base face down in your Factory?',
  options: [
    { id: 'yes', label: 'Yes' },
    { id: 'no', label: 'No' },
  ],
  pick: { min: 1, max: 1 },
};
const exchange: PendingDecision = {
  seat: 0,
  kind: 'exchange',
  prompt: 'Place a card from your hand face up in your Factory (or none)?',
  options: [{ id: '12', label: 'Scatter Fire', cards: ['12'] }],
  pick: { min: 0, max: 1 },
};

describe('answers kept for the game', () => {
  it('answers the same question again, and no other', () => {
    const kept = keeping([], produce, ['no']);
    expect(keptFor(kept, { ...produce, options: [...produce.options] })?.choice).toEqual(['no']);
    expect(keptFor(kept, exchange)).toBeNull();
    expect(keptFor(kept, { ...produce, seat: 1 })).toBeNull();
    expect(kept[0].answer).toEqual({ text: 'No', message: undefined });
  });

  it('keeps one answer per question, the last one given', () => {
    const kept = keeping(keeping([], produce, ['no']), produce, ['yes']);
    expect(kept.map((k) => k.choice)).toEqual([['yes']]);
  });

  it('keeps "none" where none may be chosen, and gives it only where it still may', () => {
    const kept = keeping([], exchange, []);
    expect(kept[0].answer).toBeNull();
    expect(keptFor(kept, exchange)?.choice).toEqual([]);
    expect(keptFor(kept, { ...exchange, pick: { min: 1, max: 1 } })).toBeNull();
  });

  it('gives no kept answer whose option is gone', () => {
    const kept = keeping([], produce, ['yes']);
    expect(keptFor(kept, { ...produce, options: [{ id: 'no', label: 'No' }] })).toBeNull();
  });
});
