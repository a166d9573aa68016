import { describe, expect, it } from 'vitest';
import { japaneseFonts } from './fonts';

describe('japaneseFonts', () => {
  it('lists the families fontconfig has for Japanese', () => {
    const run = () => 'Noto Sans CJK JP,Noto Sans CJK JP Regular\n\nNoto Serif CJK JP\n';
    expect(japaneseFonts(run)).toEqual(['Noto Sans CJK JP,Noto Sans CJK JP Regular', 'Noto Serif CJK JP']);
  });

  it('finds none when fontconfig lists none or cannot be run', () => {
    expect(japaneseFonts(() => '')).toEqual([]);
    expect(
      japaneseFonts(() => {
        throw new Error('fc-list: not found');
      }),
    ).toEqual([]);
  });
});
