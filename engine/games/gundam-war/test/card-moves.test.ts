/**
 * Card moves (moves.ts) and the record of cards being played: a card whose play takes it
 * somewhere stops being played (ch. 07), the others stay so, and the state the step started
 * from keeps its record (states are never edited).
 */
import { describe, expect, it } from 'vitest';
import { Draft } from '../../../core/draft';
import type { GameState } from '../../../core/types';
import { DEMO_DECKS } from '../demo';
import { damageNation, moveTo } from '../moves';
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

  it('damage to a Nation moves its top cards to the Lost Card Pile as card-by-card moves would (ch. 15 Damage)', () => {
    const start = demoGame([DEMO_DECKS[0], DEMO_DECKS[1]], 5, true).state;
    const byCard = new Draft(start, true);
    for (let i = 0; i < 3; i++) moveTo(byCard, byCard.state.zones[zk(1, ZONE.nation)][0], ZONE.lost, 1, 'top');
    const together = new Draft(start, true);
    damageNation(together, 1, 3);
    const top = start.zones[zk(1, ZONE.nation)].slice(0, 3);
    // The last card dealt lies on top, each face down with its own entry time, one after another.
    expect(together.state.zones[zk(1, ZONE.lost)]).toEqual([top[2], top[1], top[0]]);
    expect(together.state.zones[zk(1, ZONE.nation)]).toEqual(start.zones[zk(1, ZONE.nation)].slice(3));
    expect(top.map((id) => together.state.cards[id].faceUp)).toEqual([false, false, false]);
    const times = top.map((id) => rulesOf(together.state).entered[id]);
    expect(times[1] - times[0]).toBe(1);
    expect(times[2] - times[1]).toBe(1);
    expect(together.state).toEqual(byCard.state);
  });

  it('damage beyond the Nation deals what is left and no more', () => {
    const start = demoGame([DEMO_DECKS[0], DEMO_DECKS[1]], 5, true).state;
    const left = start.zones[zk(0, ZONE.nation)].length;
    const d = new Draft(start, true);
    damageNation(d, 0, left + 4);
    expect(d.state.zones[zk(0, ZONE.nation)]).toEqual([]);
    expect(d.state.zones[zk(0, ZONE.lost)]).toHaveLength(left);
  });
});
