import { describe, expect, it } from 'vitest';
import { HandsLeave, Seats } from './seats';

describe('seats', () => {
  it('gives two players of one name names told apart', () => {
    const seats = new Seats();
    seats.take('a', 'Player', undefined);
    seats.take('b', 'player', undefined);
    expect(seats.info().map((p) => p?.name)).toEqual(['Player', 'player 2']);
    const other = new Seats();
    other.take('a', 'Aki', undefined);
    other.take('b', 'Ben', undefined);
    expect(other.info().map((p) => p?.name)).toEqual(['Aki', 'Ben']);
  });

  it('shows the hands only while both players allow it', () => {
    const hands = new HandsLeave();
    hands.asked = true;
    expect(hands.set(0, true)).toBe(false);
    expect(hands.asked).toBe(false);
    expect(hands.shown).toBe(false);
    expect(hands.set(1, true)).toBe(true);
    expect(hands.shown).toBe(true);
    expect(hands.set(1, false)).toBe(true);
    expect(hands.read()).toEqual({ allowed: [true, false], asked: false });
  });
});
