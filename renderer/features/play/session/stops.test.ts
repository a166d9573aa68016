/**
 * Stops and auto-pass in real games through the engine, and the figures in
 * docs/playtester.md: clicks for an empty Gundam War goldfish turn and curtain hand-overs for
 * a hotseat M.S. War turn, before (every pass by hand) and after (one stop, or auto-pass).
 * The games are played by testGame.ts: quiet steps and a glance at what the seat logic reads,
 * held to the table view by autoPass.test.
 */
import { describe, expect, it } from 'vitest';
import type { RulesIntent, Seat } from '../../../../engine/core/types';
import type { GameId } from '../../../../engine/cards/model';
import { seatToAct } from './autoPass';
import { autoMove, liveStops, stopAt, stopReached, type SeatStops, type StopKind } from './stops';
import { TestGame } from './testGame';

const open = (game: GameId, mode: 'goldfish' | 'hotseat', seed: number) => new TestGame(game, mode, seed);

/** What a player who does nothing answers: pass, else the first answer that picks least. */
function idle(legal: RulesIntent[]): RulesIntent | undefined {
  const answers = legal.filter((i) => i.type === 'answer');
  return (
    legal.find((i) => i.type === 'pass') ??
    answers.sort((a, b) => (a.choice as string[]).length - (b.choice as string[]).length)[0]
  );
}

interface Turn {
  /** Moves the players made by hand. */
  clicks: number;
  /** Times the computer changed hands between seats that had to act (hotseat). */
  handOvers: number;
}

/**
 * Plays on from the start of turn `from` to the start of the next turn, doing nothing; `stop`
 * is set once by the turn's first click (that click counts); `autoPass` seats pass by themselves.
 */
function playTurn(
  game: TestGame,
  from: number,
  options: {
    stop?: { seat: Seat; kind: StopKind };
    autoPass?: [boolean, boolean];
    stepStops?: [ReadonlySet<string>, ReadonlySet<string>];
  },
): Turn & { stoppedAt: string[] } {
  const { seats } = game.glance();
  const hotseat = seats === 2;
  let stops: SeatStops = [null, null];
  let clicks = 0;
  let handOvers = 0;
  let last: Seat | null = null;
  // To the start of the turn, by hand, uncounted.
  for (let i = 0; i < 200 && game.glance().turn.number < from; i++) {
    const raw = game.glance();
    const legal = [0, 1].slice(0, seats).map((s) => game.legal(s as Seat));
    const due = seatToAct(raw, true, 0, legal[0], legal[1] ?? []);
    game.move(idle(legal[due])!);
  }
  let setStop = !!options.stop;
  const stoppedAt: string[] = [];
  for (let i = 0; i < 400; i++) {
    const raw = game.glance();
    if (raw.turn.number > from || raw.winner !== null) break;
    const legal = [0, 1].slice(0, seats).map((s) => game.legal(s as Seat));
    const due = seatToAct(raw, true, 0, legal[0], legal[1] ?? []);
    stops = liveStops(stops, raw.turn);
    const auto = autoMove({
      over: false,
      pending: raw.pending,
      due,
      legal: legal[due],
      turn: raw.turn,
      autoPass: options.autoPass ?? [false, false],
      stops,
      stepStops: options.stepStops?.[due],
    });
    if (auto) {
      game.move(auto);
      continue;
    }
    if (hotseat && last !== null && last !== due) handOvers++;
    last = due;
    clicks++;
    stoppedAt.push(`${raw.turn.phase}/${raw.turn.step}`);
    if (setStop && options.stop!.seat === due) {
      stops[due] = stopAt(options.stop!.kind, raw.turn);
      setStop = false;
      continue;
    }
    game.move(idle(legal[due])!);
  }
  return { clicks, handOvers, stoppedAt };
}

describe('stops', () => {
  it('hold until the game moves past them', () => {
    const set = stopAt('phase', { number: 2, phase: 'battle' });
    expect(stopReached(set, 0, { number: 2, phase: 'battle', active: 0 })).toBe(false);
    expect(stopReached(set, 0, { number: 2, phase: 'end', active: 0 })).toBe(true);
    const mine = stopAt('my-turn', { number: 2, phase: 'battle' });
    expect(stopReached(mine, 1, { number: 3, phase: 'reroll', active: 0 })).toBe(false);
    expect(stopReached(mine, 1, { number: 4, phase: 'reroll', active: 1 })).toBe(true);
    expect(
      stopReached(stopAt('turn', { number: 2, phase: 'draw' }), 0, { number: 3, phase: 'reroll', active: 1 }),
    ).toBe(true);
  });

  it('pass for a seat while held, but never answer a decision that asks something', () => {
    const turn = { number: 2, phase: 'battle', step: 'attack', active: 0 as Seat };
    const stops: SeatStops = [stopAt('turn', turn), null];
    const base = { over: false, due: 0 as Seat, turn, autoPass: [false, false] as [boolean, boolean], stops };
    expect(
      autoMove({
        ...base,
        pending: null,
        legal: [
          { type: 'play', seat: 0, card: '3' },
          { type: 'pass', seat: 0 },
        ],
      }),
    ).toEqual({ type: 'pass', seat: 0 });
    const answer = { type: 'answer', seat: 0 as Seat, choice: [] };
    expect(autoMove({ ...base, pending: { seat: 0, options: [{}] }, legal: [answer] })).toBeNull();
    expect(autoMove({ ...base, pending: { seat: 0, options: [] }, legal: [answer] })).toEqual(answer);
    expect(autoMove({ ...base, stops: [null, null], pending: null, legal: [{ type: 'pass', seat: 0 }] })).toBeNull();
  });

  it('auto-pass still stops at a step the player marked, and only there', () => {
    const turn = { number: 2, phase: 'battle', step: 'attack', active: 0 as Seat };
    const base = {
      over: false,
      due: 0 as Seat,
      turn,
      autoPass: [true, false] as [boolean, boolean],
      stops: [null, null] as SeatStops,
      pending: null,
      legal: [{ type: 'pass', seat: 0 as Seat }],
    };
    expect(autoMove(base)).toEqual({ type: 'pass', seat: 0 });
    expect(autoMove({ ...base, stepStops: new Set(['battle/attack']) })).toBeNull();
    expect(autoMove({ ...base, stepStops: new Set(['battle/defend']) })).toEqual({ type: 'pass', seat: 0 });
    // A stop set by a click ("pass until end of turn") goes past step stops: that is what it was asked for.
    const held: SeatStops = [stopAt('turn', turn), null];
    expect(autoMove({ ...base, stops: held, stepStops: new Set(['battle/attack']) })).toEqual({
      type: 'pass',
      seat: 0,
    });
  });

  it('a Gundam War goldfish turn with auto-pass and a stop at the Attack Step stops there, and nowhere new besides', () => {
    const auto = playTurn(open('gundam-war', 'goldfish', 11), 2, { autoPass: [true, false] });
    const stopAttack = playTurn(open('gundam-war', 'goldfish', 11), 2, {
      autoPass: [true, false],
      stepStops: [new Set(['battle/attack']), new Set()],
    });
    expect(auto.stoppedAt).not.toContain('battle/attack');
    // Both free timings of the step (ch. 7 Timings for Play: before and after the sortie).
    expect(stopAttack.stoppedAt.filter((s) => s === 'battle/attack')).toHaveLength(2);
    expect(stopAttack.stoppedAt.filter((s) => s !== 'battle/attack')).toEqual(auto.stoppedAt);
  });

  it('an empty Gundam War goldfish turn: 12 passes by hand, one "pass until end of turn"', () => {
    const before = playTurn(open('gundam-war', 'goldfish', 11), 2, {});
    const stopped = playTurn(open('gundam-war', 'goldfish', 11), 2, { stop: { seat: 0, kind: 'turn' } });
    const auto = playTurn(open('gundam-war', 'goldfish', 11), 2, { autoPass: [true, false] });
    console.log(
      `Gundam War goldfish turn 2: ${before.clicks} clicks by hand, ${stopped.clicks} with a stop, ${auto.clicks} with auto-pass`,
    );
    expect(before.clicks).toBeGreaterThanOrEqual(10);
    expect(stopped.clicks).toBe(1);
    // Auto-pass stops only where a card could be played (the Disposition Phase).
    expect(auto.clicks).toBeLessThan(before.clicks / 3);
  });

  it('a hotseat M.S. War turn: hand-overs by hand, with auto-pass, and with "pass until my turn"', () => {
    const before = playTurn(open('ms-war', 'hotseat', 11), 3, {});
    const auto = playTurn(open('ms-war', 'hotseat', 11), 3, { autoPass: [true, true] });
    const waiting = playTurn(open('ms-war', 'hotseat', 11), 3, {
      autoPass: [true, true],
      stop: { seat: 1, kind: 'my-turn' },
    });
    console.log(
      `M.S. War hotseat turn 3: ${before.handOvers} hand-overs and ${before.clicks} clicks by hand; auto-pass ${auto.handOvers}/${auto.clicks}; pass until my turn ${waiting.handOvers}/${waiting.clicks}`,
    );
    expect(auto.handOvers).toBeLessThanOrEqual(before.handOvers);
    expect(waiting.handOvers).toBeLessThan(before.handOvers);
  });
});
