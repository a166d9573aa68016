/**
 * One move, one worker round trip: the session asks the engine once per intent, undo or replay
 * jump (engine/table/reply.ts answers with everything the table draws), and the log it draws is
 * the engine's history appended step by step.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { engineApi } from '../../../../engine/api';
import { DEMO_CARDS, demoDeck } from '../../../../engine/core/testing/demo';
import { db } from '../../../db/db';
import type { GameChoice } from './setup';

const calls: string[] = [];
const api = Object.fromEntries(
  Object.entries(engineApi).map(([name, f]) => [
    name,
    (...args: unknown[]) => {
      calls.push(name);
      return (f as (...a: unknown[]) => unknown)(...args);
    },
  ]),
);
vi.mock('../../../engine/client', () => ({ engine: () => api }));

const { useGameSession } = await import('./useGameSession');

const hotseat: GameChoice = {
  game: 'gundam-war',
  mode: 'hotseat',
  rules: true,
  decks: [
    { id: 'a', name: 'A', main: demoDeck('gundam-war') },
    { id: 'b', name: 'B', main: demoDeck('gundam-war', 10) },
  ],
  players: ['Player 1', 'Player 2'],
  seed: 11,
};

afterEach(async () => {
  cleanup();
  calls.length = 0;
  await db.settings.clear();
  await db.games.clear();
});

describe('the session and the worker', () => {
  it('makes one round trip per move, undo and replay jump, and appends the log', async () => {
    const { result } = renderHook(() => useGameSession());
    await act(() => result.current.start(hotseat, DEMO_CARDS['gundam-war']));
    const seat = result.current.awaiting ?? result.current.view!.viewer;
    await act(() => result.current.reveal(seat));
    for (let n = 0; n < 6; n++) {
      const move = result.current.legal[0];
      if (!move) {
        await act(() => result.current.reveal(result.current.awaiting!));
        continue;
      }
      calls.length = 0;
      await act(() => result.current.act(move));
      expect(calls).toEqual(['table']);
      const gameId = result.current.current()!.gameId;
      const whole = engineApi.history(gameId, result.current.view!.viewer).filter((h) => !h.undone);
      expect(result.current.history).toEqual(whole);
      expect(result.current.view!.log).toEqual(whole.flatMap((h) => h.lines));
    }
    const at = result.current.cursor;
    expect(at).toBeGreaterThan(2);
    calls.length = 0;
    await act(() => result.current.undo());
    await act(() => result.current.goTo(0));
    await act(() => result.current.redo());
    expect(calls).toEqual(['table', 'table', 'table']);
    expect(result.current.cursor).toBe(1);
    expect(result.current.length).toBe(at);
    expect(result.current.view!.log).toEqual(
      engineApi
        .history(result.current.current()!.gameId, result.current.view!.viewer)
        .filter((h) => !h.undone)
        .flatMap((h) => h.lines),
    );
  });

  it('keeps one session object while nothing changes', async () => {
    const { result, rerender } = renderHook(() => useGameSession());
    await act(() => result.current.start(hotseat, DEMO_CARDS['gundam-war']));
    const before = result.current;
    rerender();
    expect(result.current).toBe(before);
  });
});
