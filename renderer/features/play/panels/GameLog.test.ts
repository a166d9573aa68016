import { describe, expect, it } from 'vitest';
import { collapseLog, nameParts } from './GameLog';

describe('game log', () => {
  it('reads a run of the same line as one line with a count, keeping order', () => {
    const lines = [
      'Player 1 draws 6 cards.',
      ...Array(7).fill('Player 2 draws a card.'),
      'Player 1 passes.',
      'Player 2 draws a card.',
    ];
    expect(collapseLog(lines).map(({ text, times }) => ({ text, times }))).toEqual([
      { text: 'Player 1 draws 6 cards.', times: 1 },
      { text: 'Player 2 draws a card.', times: 7 },
      { text: 'Player 1 passes.', times: 1 },
      { text: 'Player 2 draws a card.', times: 1 },
    ]);
  });

  it('finds the cards a line names, longer names first, each where it stands', () => {
    const zaku = { name: 'Zaku II', key: 'ms-war:SD-001' };
    const kai = { name: 'Zaku II Kai', key: 'ms-war:SD-002' };
    expect(nameParts('Player 1 upgrades Zaku II to Zaku II Kai.', [zaku, kai])).toEqual([
      'Player 1 upgrades ',
      zaku,
      ' to ',
      kai,
      '.',
    ]);
    expect(nameParts('Player 2 draws a card.', [])).toEqual(['Player 2 draws a card.']);
    expect(nameParts('Feint', [{ name: 'Feint', key: 'k' }])).toEqual([{ name: 'Feint', key: 'k' }]);
  });
});
