/**
 * The session's reducer keeps the saved game by appending each reply's new moves: what it holds
 * after every reply is the game the engine saves, and it asks only for the moves it lacks.
 */
import { describe, expect, it } from 'vitest';
import { engineApi, type TableAction } from '../../../../engine/api';
import { demoCards, demoDecks } from '../start/demoDecks';
import { toSetup, type GameChoice } from './setup';
import { EMPTY, held, reduce, type SessionState } from './sessionState';

const choice: GameChoice = {
  game: 'gundam-war',
  mode: 'goldfish',
  rules: true,
  decks: demoDecks('gundam-war').slice(0, 1),
  players: ['Amuro'],
};

describe('the session’s saved game', () => {
  it('is the engine’s saved game after every reply, built from the moves each reply adds', () => {
    const created = engineApi.createGame(toSetup(choice, demoCards('gundam-war'), 7));
    if ('error' in created) throw new Error(created.error);
    const { gameId } = created;
    let state: SessionState = reduce(EMPTY, { type: 'opened', gameId, choice });
    const ask = (action: TableAction) => {
      const reply = engineApi.table(gameId, action, {
        seat: 0,
        bothSeats: false,
        passing: { autoPass: [true, false], stops: [null, null], stepStops: [[], []] },
        pass: action.kind !== 'undo',
        held: held(state),
        save: true,
      });
      state = reduce(state, { type: 'reply', gameId, seat: 0, reply, error: null, computerMay: false });
      return reply;
    };
    expect(held(state).moves).toBeNull();
    let r = ask({ kind: 'look' });
    expect(r.saved?.setup).not.toBeNull();
    expect(state.saved).toEqual(engineApi.save(gameId));
    for (let n = 0; n < 8 && r.view.winner === null; n++) {
      const legal = r.legal[0];
      r = ask({ kind: 'intent', intent: legal.find((i) => i.type !== 'pass') ?? legal[0] });
      expect(r.saved?.setup).toBeNull();
      expect(held(state).moves).toBe(engineApi.save(gameId).intents.length);
      expect(state.saved).toEqual(engineApi.save(gameId));
    }
    ask({ kind: 'undo' });
    expect(state.saved).toEqual(engineApi.save(gameId));
  });
});
