import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replays, type Replay } from './replays';

const FILE = new URL('./replays.json', import.meta.url);
const recorded = JSON.parse(readFileSync(FILE, 'utf8')) as Record<'ms-war' | 'gundam-war', Replay[]>;

describe('the demo sets play move for move as recorded (issue 19: replay hashes)', () => {
  if (process.env.REPLAYS_WRITE === '1') {
    it('records the fingerprints anew', { timeout: 120_000 }, () => {
      writeFileSync(
        FILE,
        `${JSON.stringify({ 'ms-war': replays('ms-war'), 'gundam-war': replays('gundam-war') }, null, 1)}\n`,
      );
    });
    return;
  }
  // Gundam War games cost ten times as much: the unit suite checks the first 20 (REPLAYS_ALL=1: all 50).
  for (const [game, count] of [
    ['ms-war', 50],
    ['gundam-war', process.env.REPLAYS_ALL === '1' ? 50 : 20],
  ] as const) {
    it(
      `${game}: ${count} seeded random games make the same moves and end on the same table`,
      { timeout: 180_000 },
      () => {
        expect(replays(game, count)).toEqual(recorded[game].slice(0, count));
      },
    );
  }
});
