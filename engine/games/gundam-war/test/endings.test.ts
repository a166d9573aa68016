/**
 * Random Gundam War games reach every ending, each keeping its properties (the bench plays
 * 10,000 of the same games: `npm run bench -- gundam-war-properties`): a Nation emptied by
 * damage or by drawing, 10 Pollution Coins (ch. 21), and a draw — every game finishes, loses
 * or creates no card, and replays to the same state.
 */
import { describe, expect, it } from 'vitest';
import { ENDINGS } from '../endings';
import { playChecked } from './property-games';

describe('random Gundam War games reach every ending', () => {
  it(
    'ten games (three tables) end every way, each finished, every card kept, replayed identically',
    { timeout: 180_000 },
    () => {
      const seen = new Set<string>();
      for (let n = 1; n <= 10; n++) {
        const g = playChecked(n, (n * 2654435761) >>> 0);
        const where = `game ${n} (${g.table})`;
        expect(g.stuck, where).toBeNull();
        expect(g.misplaced, where).toEqual([]);
        expect(g.difference, where).toBeNull();
        expect(g.ending, where).not.toBeNull();
        seen.add(g.ending!);
      }
      expect([...seen].sort()).toEqual([...ENDINGS].sort());
    },
  );
});
