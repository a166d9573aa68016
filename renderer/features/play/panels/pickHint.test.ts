import { describe, expect, it } from 'vitest';
import { pickHint } from './DecisionPrompt';

describe('how many a decision takes, in words', () => {
  it('never offers more picks than there are candidates', () => {
    expect(pickHint({ min: 0, max: 2 }, 1)).toBe(pickHint({ min: 0, max: 1 }));
    expect(pickHint({ min: 0, max: 2 }, 1)).not.toMatch(/2/);
    expect(pickHint({ min: 0, max: 3 }, 2)).toBe(pickHint({ min: 0, max: 2 }));
  });

  it('says up to N when N can be picked', () => {
    expect(pickHint({ min: 0, max: 2 }, 5)).toMatch(/2/);
    expect(pickHint({ min: 0, max: 2 })).toMatch(/2/);
  });
});
