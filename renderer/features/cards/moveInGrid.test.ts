import { describe, expect, it } from 'vitest';
import { moveInGrid } from './resultKeys';

// 10 cards in 4 columns:  0 1 2 3 / 4 5 6 7 / 8 9
const move = (key: string, at: number, ctrl = false) => moveInGrid(key, at, 10, 4, 2, ctrl);

describe('moveInGrid: arrow keys in the results grid', () => {
  it('left and right step through the cards, across row ends, and stop at the ends', () => {
    expect(move('ArrowRight', 3)).toBe(4);
    expect(move('ArrowLeft', 4)).toBe(3);
    expect(move('ArrowLeft', 0)).toBe(0);
    expect(move('ArrowRight', 9)).toBe(9);
  });

  it('up and down keep the column, and do not wrap at the top or bottom', () => {
    expect(move('ArrowDown', 1)).toBe(5);
    expect(move('ArrowUp', 5)).toBe(1);
    expect(move('ArrowUp', 2)).toBe(2);
    // Below 7 there is no card in that column: stay.
    expect(move('ArrowDown', 7)).toBe(7);
  });

  it('Home/End go along the row; with Ctrl to the first and last card; Page keys move by a screen', () => {
    expect(move('Home', 6)).toBe(4);
    expect(move('End', 5)).toBe(7);
    expect(move('End', 8)).toBe(9);
    expect(move('Home', 6, true)).toBe(0);
    expect(move('End', 1, true)).toBe(9);
    expect(move('PageDown', 0)).toBe(8);
    expect(move('PageDown', 5)).toBe(9);
    expect(move('PageUp', 9)).toBe(1);
    expect(move('PageUp', 2)).toBe(0);
  });

  it('other keys and an empty grid move nothing', () => {
    expect(move('a', 3)).toBeUndefined();
    expect(moveInGrid('ArrowDown', 0, 0, 4, 2, false)).toBeUndefined();
  });
});
