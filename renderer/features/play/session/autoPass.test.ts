import { describe, expect, it } from 'vitest';
import type { RulesIntent, Seat } from '../../../../engine/core/types';
import type { GameId } from '../../../../engine/cards/model';
import { TestGame } from './testGame';
import { onlyPass, seatToAct } from './autoPass';
import { autoMove, type AutoMoveCheck } from './stops';

const pass = (seat: Seat): RulesIntent => ({ type: 'pass', seat });
const turn = { number: 1, phase: 'battle', step: 'attack', active: 0 as Seat };
const base: Omit<AutoMoveCheck, 'legal' | 'pending'> = {
  over: false,
  due: 0,
  turn,
  autoPass: [true, true],
  stops: [null, null],
};
const autoPassFor = (c: Omit<AutoMoveCheck, 'pending'> & { pending?: boolean }) =>
  autoMove({ ...c, pending: c.pending ? { seat: c.due, options: [{}] } : null });

describe('auto-pass: only when Pass is the only move', () => {
  it('passes for a seat that opted in and has nothing but Pass', () => {
    expect(autoPassFor({ ...base, legal: [pass(0)] })).toEqual(pass(0));
  });

  it('never when any other move is allowed: a card to play, an attack, an answer', () => {
    expect(onlyPass([pass(0), { type: 'play', seat: 0, card: 'c1' }])).toBeNull();
    expect(autoPassFor({ ...base, legal: [pass(0), { type: 'attack', seat: 0, attacker: 'c2' }] })).toBeNull();
    expect(autoPassFor({ ...base, legal: [{ type: 'answer', seat: 0, choice: [] }] })).toBeNull();
    expect(autoPassFor({ ...base, legal: [] })).toBeNull();
  });

  it('never for a seat that did not opt in, with a decision waiting, after the game, or at a step marked as a stop', () => {
    expect(autoPassFor({ ...base, autoPass: [false, true], legal: [pass(0)] })).toBeNull();
    expect(autoPassFor({ ...base, pending: true, legal: [pass(0)] })).toBeNull();
    expect(autoPassFor({ ...base, over: true, legal: [pass(0)] })).toBeNull();
    expect(autoPassFor({ ...base, stepStops: new Set(['battle/attack']), legal: [pass(0)] })).toBeNull();
  });

  it('never passes for the other seat by mistake', () => {
    expect(autoPassFor({ ...base, due: 1, legal: [pass(0)] })).toBeNull();
  });
});

/**
 * Real hotseat games through the engine: at every point where the game waits for a seat, the
 * auto-pass fires exactly when that seat's legal moves are all Pass (and no decision waits),
 * and it happens in both games — priority passes with nothing to do are common (M.S. War 2.1
 * "Priority" windows; Gundam War ch. 07 Free Timing in every step). The seat logic reads a
 * glance at the game (testGame.ts); the table view it stands for is drawn at every decision, at
 * the end and every 25th step, and must read the same there.
 */
describe.each<GameId>(['ms-war', 'gundam-war'])('auto-pass in a %s hotseat game', (game) => {
  it('fires only when the waiting seat has nothing but Pass', () => {
    const played = new TestGame(game, 'hotseat', 11);
    let autos = 0;
    let asked = 0;
    let compared = 0;
    for (let step = 0; step < 400; step++) {
      const raw = played.glance();
      const legal = [played.legal(0), played.legal(1)];
      const due = seatToAct(raw, true, 0, legal[0], legal[1]);
      if (raw.pending || raw.winner !== null || step % 25 === 0) {
        const { winner, turn, pending, cut, seats } = played.view(0);
        expect(raw).toEqual({ winner, turn, pending, seats, cut: cut && { priority: cut.priority } });
        compared++;
      }
      if (raw.winner !== null) break;
      const auto = autoPassFor({ ...base, pending: !!raw.pending, due, legal: legal[due] });
      const onlyPasses = !raw.pending && legal[due].length > 0 && legal[due].every((i) => i.type === 'pass');
      expect(auto !== null).toBe(onlyPasses);
      let move: RulesIntent | undefined = auto ?? undefined;
      if (auto) autos++;
      else {
        asked++;
        // Play on as a player would: the first move that is not a pass, every third time.
        const options = legal[due];
        move =
          options.find((i, k) => i.type !== 'pass' && (step % 3 === 0 || k === options.length - 1)) ??
          options.find((i) => i.type === 'pass') ??
          options[0];
      }
      if (!move) break;
      played.move(move);
    }
    expect(autos).toBeGreaterThan(0);
    expect(asked).toBeGreaterThan(0);
    console.log(game, 'compared', compared, autos, asked);
    expect(compared).toBeGreaterThan(16);
  });
});
