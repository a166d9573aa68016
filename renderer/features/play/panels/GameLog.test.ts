import { describe, expect, it } from 'vitest';
import { collapseLog } from './GameLog';

describe('game log', () => {
  it('reads a run of the same line as one line with a count, keeping order', () => {
    const lines = ['Player 1 draws 6 cards.', ...Array(7).fill('Player 2 draws a card.'), 'Player 1 passes.', 'Player 2 draws a card.'];
    expect(collapseLog(lines)).toEqual([
      { text: 'Player 1 draws 6 cards.', times: 1 },
      { text: 'Player 2 draws a card.', times: 7 },
      { text: 'Player 1 passes.', times: 1 },
      { text: 'Player 2 draws a card.', times: 1 },
    ]);
  });
});
