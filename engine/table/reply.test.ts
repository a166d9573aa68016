/**
 * The table's one round trip (engineApi.table): a move answered with the view, both seats'
 * moves and only the new log entries; passes made in the worker; undo over the computer's moves.
 */
import { describe, expect, it } from 'vitest';
import { engineApi, type TableAsk } from '../api';
import { DEMO_CARDS, demoDeck } from '../core/testing/demo';
import type { Seat } from '../core/types';

function hotseat(game: 'ms-war' | 'gundam-war', seed = 3): string {
  const r = engineApi.createGame({
    game,
    mode: 'rules',
    seed,
    seats: [
      { name: 'A', main: demoDeck(game) },
      { name: 'B', main: demoDeck(game, 10) },
    ],
    cards: DEMO_CARDS[game],
  });
  if ('error' in r) throw new Error(r.error);
  return r.gameId;
}

/** Both seats keep their opening hands, so the game stands in its first priority window. */
function keptHands(id: string): string {
  for (let n = 0; n < 4; n++) {
    const pending = engineApi.view(id, 0).pending;
    if (!pending || pending.kind !== 'mulligan') break;
    const keep = engineApi.legalIntents(id, pending.seat).find((i) => i.type === 'answer');
    if (!keep || 'error' in engineApi.dispatch(id, keep)) throw new Error('no way to keep the hand');
  }
  return id;
}

const ask = (over: Partial<TableAsk> = {}): TableAsk => ({
  seat: 0,
  bothSeats: true,
  passing: { autoPass: [false, false], stops: [null, null], stepStops: [[], []] },
  pass: true,
  held: { viewer: 0, steps: 0, moves: null },
  save: false,
  ...over,
});

describe('the table in one round trip', () => {
  it('answers a move with the view, both seats’ moves and only the log entries after those held', () => {
    const id = hotseat('ms-war');
    const first = engineApi.table(id, { kind: 'look' }, ask());
    expect(first.log.from).toBe(0);
    expect(first.log.entries.map((e) => e.step)).toEqual([0]);
    const seat = first.due;
    const move = first.legal[seat].find((i) => i.type === 'pass') ?? first.legal[seat][0];
    const r = engineApi.table(
      id,
      { kind: 'intent', intent: move },
      ask({ seat, held: { viewer: seat, steps: 1, moves: null } }),
    );
    expect(r.refused).toBeNull();
    expect(r.cursor).toBe(1);
    // Only the step just made: the setup's entry is held already.
    expect(r.log.from).toBe(1);
    expect(r.log.entries.map((e) => e.step)).toEqual([1]);
    expect(r.legal[0]).toEqual(engineApi.legalIntents(id, 0));
    expect(r.legal[1]).toEqual(engineApi.legalIntents(id, 1));
    expect(r.view).toEqual(engineApi.view(id, seat));
    // Another viewer is sent the whole log, told for that seat.
    const other = (1 - seat) as Seat;
    const handover = engineApi.table(
      id,
      { kind: 'look' },
      ask({ seat: other, held: { viewer: seat, steps: 2, moves: null } }),
    );
    expect(handover.log.from).toBe(0);
    expect(handover.log.entries).toEqual(engineApi.history(id, other));
  });

  it('refuses a move without changing the game, and says why', () => {
    const id = hotseat('gundam-war');
    const r = engineApi.table(id, { kind: 'intent', intent: { type: 'play', seat: 0, card: 'nope' } }, ask());
    expect(r.refused?.error).toBeTruthy();
    expect(r.cursor).toBe(0);
  });

  it('passes for a seat that opted in, in the worker, up to where it has more than Pass', () => {
    const id = keptHands(hotseat('gundam-war', 5));
    const kept = engineApi.goTo(id, engineApi.save(id).cursor).cursor;
    const auto = ask({ passing: { autoPass: [true, true], stops: [null, null], stepStops: [[], []] } });
    const r = engineApi.table(id, { kind: 'look' }, auto);
    expect(r.passed).toBeGreaterThan(0);
    expect(r.cursor).toBe(kept + r.passed);
    expect(r.log.entries).toHaveLength(r.cursor + 1);
    // Where it stopped, the seat the game waits for has a move other than Pass (or a decision).
    const waiting = r.legal[r.due];
    expect(r.view.pending !== null || waiting.some((i) => i.type !== 'pass')).toBe(true);
    // Without `pass` (after undo, redo, a replay jump) nothing is passed.
    const undone = engineApi.table(
      id,
      { kind: 'undo' },
      { ...auto, pass: false, held: { viewer: 0, steps: r.cursor + 1, moves: null } },
    );
    expect(undone.passed).toBe(0);
    expect(undone.cursor).toBe(r.cursor - 1);
    // The step undone leaves the log: nothing new is sent, and the table drops what it held from `from` on.
    expect(undone.log).toEqual({ from: r.cursor, entries: [] });
  });

  it('a stop holds until the game reaches it, and is cleared then', () => {
    const id = keptHands(hotseat('gundam-war', 5));
    const start = engineApi.table(id, { kind: 'look' }, ask());
    const stop = { kind: 'turn' as const, turn: start.view.turn.number, phase: start.view.turn.phase };
    const r = engineApi.table(
      id,
      { kind: 'look' },
      ask({ passing: { autoPass: [false, false], stops: [stop, stop], stepStops: [[], []] } }),
    );
    expect(r.passed).toBeGreaterThan(0);
    if (r.view.turn.number !== stop.turn) expect(r.stops).toEqual([null, null]);
    else expect(r.view.pending).not.toBeNull();
  });
});
