import { describe, expect, it } from 'vitest';
import { collapseLog, detailsOf, lastRuns, nameParts } from './GameLog';

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

  it("keeps the computer's lines apart when what is behind them differs, and finds their details", () => {
    const line = 'Char (Easy) passes: nothing it wants to do';
    expect(collapseLog([line, line], [], ['a', 'b']).map((l) => l.details)).toEqual(['a', 'b']);
    expect(collapseLog([line, line], [], ['a', 'a'])).toHaveLength(1);
    const details = { key: 'ai:details.only' };
    expect(detailsOf({ key: 'ai:said', params: { reason: { key: 'ai:move.pass' }, details } })).toEqual(details);
    expect(detailsOf({ key: 'ai:said', params: { reason: { key: 'ai:move.pass' } } })).toBeNull();
    expect(detailsOf({ key: 'log:draw', params: { details } })).toBeNull();
    expect(detailsOf(null)).toBeNull();
  });
});

describe('the log read from its end', () => {
  it('tells only the lines it shows, and a run keeps the place of its first line', () => {
    const lines = ['a', 'b', 'b', 'b', 'c'];
    const told: number[] = [];
    const runs = lastRuns(
      lines.length,
      (i) => (told.push(i), lines[i]),
      () => undefined,
      2,
    );
    expect(runs).toEqual([
      { first: 1, text: 'b', times: 3, details: undefined },
      { first: 4, text: 'c', times: 1, details: undefined },
    ]);
    // Line 0 is read once, to end the run of b's, and never shown.
    expect(told).toEqual([4, 3, 2, 1, 0]);
  });
});
