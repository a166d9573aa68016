import { describe, expect, it } from 'vitest';
import { pickHint, pickWords } from './DecisionPrompt';

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

  it('counts a Unit offered for Earth and for Space as one candidate (Gundam War sortie)', () => {
    const way = (area: string) => ({
      id: `${area}:4`,
      label: `Gouf → ${area}`,
      group: { id: '4', label: 'Gouf' },
      choice: { text: area },
    });
    expect(pickWords({ pick: { min: 0, max: 2 }, options: [way('Earth Area'), way('Space Area')] })).toBe(
      pickHint({ min: 0, max: 1 }),
    );
  });
});
