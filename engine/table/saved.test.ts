/**
 * The saved game sent a little at a time (engine/table/saved.ts): the setup once, then only the
 * moves the table does not hold; the table's copy, kept by appending, is the game the engine
 * saves after every kind of request (moves, auto-passes, undo, redo, a replay jump, a move that
 * branches from an undone step, the computer's move with its reason).
 */
import { describe, expect, it } from 'vitest';
import { engineApi, type TableAction, type TableAsk, type TableReply } from '../api';
import type { SavedGame } from '../core/session';
import { DEMO_CARDS, demoDeck } from '../core/testing/demo';
import type { Seat } from '../core/types';
import { movesHeld, withMoves } from './saved';

function solo(): string {
  const r = engineApi.createGame({
    game: 'gundam-war',
    mode: 'rules',
    seed: 7,
    seats: [
      { name: 'A', main: demoDeck('gundam-war') },
      { name: 'B', main: demoDeck('gundam-war', 10) },
    ],
    cards: DEMO_CARDS['gundam-war'],
  });
  if ('error' in r) throw new Error(r.error);
  return r.gameId;
}

/** A table as the app keeps it: the saved game appended to from each reply. */
function table(id: string) {
  let saved: SavedGame | null = null;
  let steps = 0;
  return {
    get saved() {
      return saved;
    },
    ask(action: TableAction, seat: Seat = 0, pass = true): TableReply {
      const ask: TableAsk = {
        seat,
        bothSeats: true,
        passing: { autoPass: [true, false], stops: [null, null], stepStops: [[], []] },
        pass,
        held: { viewer: seat, steps, moves: movesHeld(saved) },
        save: true,
      };
      const reply = engineApi.table(id, action, ask);
      if (reply.saved) saved = withMoves(saved, reply.saved);
      steps = reply.log.from + reply.log.entries.length;
      return reply;
    },
  };
}

/** A move of the seat the game waits for: its first one that is not Pass, else Pass. */
function moveOf(reply: TableReply) {
  const legal = reply.legal[reply.due];
  return legal.find((i) => i.type !== 'pass') ?? legal[0];
}

describe('the saved game on the wire', () => {
  it('sends the setup once, then only the new moves; the table’s copy is the saved game', () => {
    const id = solo();
    const t = table(id);
    const first = t.ask({ kind: 'look' });
    expect(first.saved?.setup).toEqual(engineApi.save(id).setup);
    expect(first.saved?.from).toBe(0);
    expect(t.saved).toEqual(engineApi.save(id));
    let last = first;
    for (let n = 0; n < 12 && last.view.winner === null; n++) {
      const before = last.cursor;
      last = t.ask({ kind: 'intent', intent: moveOf(last) }, last.due);
      expect(last.refused).toBeNull();
      // No card list again: the reply holds the moves from the one just made on, and no more.
      expect(last.saved?.setup).toBeNull();
      expect(last.saved?.from).toBe(before);
      expect(last.saved?.intents).toHaveLength(last.cursor - before);
      expect(t.saved).toEqual(engineApi.save(id));
    }
    const setupBytes = JSON.stringify(first.saved?.setup).length;
    expect(JSON.stringify(last.saved).length).toBeLessThan(setupBytes / 4);
  });

  it('keeps the copy true through undo, redo, a replay jump and a move that branches from an undone step', () => {
    const id = solo();
    const t = table(id);
    let r = t.ask({ kind: 'look' });
    for (let n = 0; n < 6; n++) r = t.ask({ kind: 'intent', intent: moveOf(r) }, r.due);
    const recorded = engineApi.save(id).intents.length;
    r = t.ask({ kind: 'undo' }, 0, false);
    r = t.ask({ kind: 'undo' }, 0, false);
    expect(t.saved).toEqual(engineApi.save(id));
    r = t.ask({ kind: 'redo' }, 0, false);
    expect(t.saved).toEqual(engineApi.save(id));
    r = t.ask({ kind: 'goTo', step: 1 }, 0, false);
    expect(t.saved).toEqual(engineApi.save(id));
    expect(t.saved?.intents).toHaveLength(recorded);
    // Continuing from step 1 drops the moves after it: the table drops them too.
    r = t.ask({ kind: 'intent', intent: moveOf(r) }, r.due, false);
    expect(r.saved?.from).toBe(1);
    expect(t.saved).toEqual(engineApi.save(id));
    expect(t.saved?.intents).toHaveLength(2);
  });

  it('keeps the computer’s reasons beside its moves', () => {
    const id = solo();
    const t = table(id);
    let r = t.ask({ kind: 'look' });
    for (let n = 0; n < 30 && !engineApi.save(id).notes; n++) {
      r =
        r.due === 1
          ? t.ask({ kind: 'ai', seat: 1, level: 'easy', options: { thinkMs: null, iterations: 20 } })
          : t.ask({ kind: 'intent', intent: moveOf(r) }, 0);
    }
    expect(engineApi.save(id).notes?.some((note) => note !== null)).toBe(true);
    expect(t.saved).toEqual(engineApi.save(id));
  });

  it('holds nothing until a reply brings the setup', () => {
    expect(withMoves(null, { setup: null, from: 0, intents: [], notes: [], cursor: 0 })).toBeNull();
    expect(movesHeld(null)).toBeNull();
  });
});
