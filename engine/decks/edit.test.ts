import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addCopies, countOf, diffDecks, moveCopies, removeCopies } from './edit';

const empty = { main: [], side: [] };

describe('deck edits', () => {
  it('adds, removes and drops a card at zero', () => {
    let d = addCopies(empty, 'main', 'SD-001', 2);
    expect(d.main).toEqual([{ number: 'SD-001', count: 2 }]);
    d = removeCopies(d, 'main', 'sd-001', 5);
    expect(d.main).toEqual([]);
  });

  it('moves copies between sections without creating or losing cards', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom('main' as const, 'side' as const),
            fc.constantFrom('A', 'B', 'C'),
            fc.integer({ min: 1, max: 4 }),
            fc.constantFrom('add', 'remove', 'move'),
          ),
        ),
        (ops) => {
          let deck: { main: { number: string; count: number }[]; side: { number: string; count: number }[] } = empty;
          let expected = 0;
          for (const [section, number, n, op] of ops) {
            const before = countOf(deck[section], number);
            if (op === 'add') {
              deck = addCopies(deck, section, number, n);
              expected += n;
            } else if (op === 'remove') {
              deck = removeCopies(deck, section, number, n);
              expected -= Math.min(n, before);
            } else deck = moveCopies(deck, section, number, n);
          }
          const total = [...deck.main, ...deck.side].reduce((s, e) => s + e.count, 0);
          return total === expected && [...deck.main, ...deck.side].every((e) => e.count > 0);
        },
      ),
    );
  });

  it('diffs two versions by section and card', () => {
    const a = { main: [{ number: 'A', count: 3 }], side: [] };
    const b = {
      main: [
        { number: 'A', count: 1 },
        { number: 'B', count: 2 },
      ],
      side: [{ number: 'A', count: 2 }],
    };
    expect(diffDecks(a, b)).toEqual([
      { section: 'main', number: 'A', before: 3, after: 1 },
      { section: 'main', number: 'B', before: 0, after: 2 },
      { section: 'side', number: 'A', before: 0, after: 2 },
    ]);
  });
});
