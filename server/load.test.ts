import { describe, expect, it } from 'vitest';
import { percentile } from '../bench/measure';
import { runLoad } from './load';

describe('the load test', () => {
  it('plays 200 rooms of computer players at once on loopback, every move answered', async () => {
    const r = await runLoad({ rooms: 200, steps: 3 });
    expect(r.rooms).toBe(200);
    expect(r.steps).toBe(600);
    expect(r.latencies).toHaveLength(600);
    expect(r.cpuPerRoomMs).toBeGreaterThan(0);
    // Bounded: each move comes back within seconds even with 400 players on two cores.
    expect(percentile(r.latencies, 95)).toBeLessThan(10_000);
  }, 180_000);
});
