import { describe, expect, it, vi } from 'vitest';
import { ChessClock } from './clock';
import { RateLimit } from './rate';

describe('the chess clock', () => {
  it('runs for the seat the game waits for, pauses, and calls a fallen flag', () => {
    vi.useFakeTimers();
    let now = 0;
    const fell = vi.fn();
    const clock = new ChessClock(10_000, fell, () => now);
    clock.run(0);
    now = 4_000;
    clock.run(1);
    expect(clock.read()).toEqual({ remaining: [6_000, 10_000], running: 1 });
    now = 5_000;
    clock.pause();
    now = 50_000;
    expect(clock.read()).toEqual({ remaining: [6_000, 9_000], running: null });
    clock.run(0);
    now = 56_100;
    vi.advanceTimersByTime(6_100);
    expect(fell).toHaveBeenCalledTimes(1);
    expect(clock.read().remaining[0]).toBe(0);
    vi.useRealTimers();
  });
});

describe('the message limit', () => {
  it('takes so many messages in a second and the next ones a second later', () => {
    const limit = new RateLimit(3);
    expect([0, 10, 20, 30].map((t) => limit.allow(t))).toEqual([true, true, true, false]);
    expect(limit.allow(1_005)).toBe(true);
  });
});
