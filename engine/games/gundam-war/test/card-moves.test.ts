/**
 * Card moves (moves.ts) and the record of cards being played: a card whose play takes it
 * somewhere stops being played (ch. 07), the others stay so, and the state the step started
 * from keeps its record (states are never edited).
 */
import { describe, expect, it } from 'vitest';
import { Draft } from '../../../core/draft';
import type { GameState } from '../../../core/types';
import { DEMO_DECKS } from '../demo';
import { moveTo } from '../moves';
import { rulesOf, rw, ZONE, zk } from '../state';
import { demoGame } from './demo-game';

/** A table whose first two cards in seat 0's hand are being played. */
function twoBeingPlayed(): { s: GameState; a: number; b: number } {
  const start = demoGame([DEMO_DECKS[0], DEMO_DECKS[1]], 5, true).state;
  const [a, b] = start.zones[zk(0, ZONE.hand)];
  const d = new Draft(start, true);
  rw(d).playing = { [a]: 0, [b]: 0 };
  return { s: d.state, a, b };
}

describe('Gundam War card moves and the cards being played', () => {
  it('a card moved stops being played; the other one is still played, then none', () => {
    const { s, a, b } = twoBeingPlayed();
    const first = new Draft(s, true);
    moveTo(first, a, ZONE.disposition, 0);
    expect(rulesOf(first.state).playing).toEqual({ [b]: 0 });
    expect(rulesOf(s).playing).toEqual({ [a]: 0, [b]: 0 });
    const second = new Draft(first.state, true);
    moveTo(second, b, ZONE.junkyard, 0);
    expect(rulesOf(second.state).playing).toEqual({});
    expect(rulesOf(first.state).playing).toEqual({ [b]: 0 });
  });

  it('a card not being played leaves the record as it was', () => {
    const { s, a, b } = twoBeingPlayed();
    const d = new Draft(s, true);
    const other = s.zones[zk(0, ZONE.hand)][2];
    moveTo(d, other, ZONE.junkyard, 0);
    expect(rulesOf(d.state).playing).toEqual({ [a]: 0, [b]: 0 });
  });
});
