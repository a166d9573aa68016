/**
 * Which game the app reopens at its next start (`OPEN_GAME_SETTING`): the game opened last,
 * until End game. A move's save still on its way when End game is taken must not name the
 * ended game again: it did, and the ended game came back after a reload (seen in CI, a Solo
 * game ended just after the computer moved).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { engineApi } from '../../../../engine/api';
import { DEMO_CARDS, demoDeck } from '../../../../engine/core/testing/demo';
import { db } from '../../../db/db';
import type { GameChoice } from './setup';

// The engine in this thread (the app runs the same API in a worker); a table reply (which
// carries the game's save) may be held back, saying when a request has reached it.
let held: Promise<void> | null = null;
let reached: () => void = () => {};
const api = {
  ...engineApi,
  async table(...args: Parameters<typeof engineApi.table>) {
    // Worked out at once, as the worker answers requests in the order sent; its answer is late.
    const reply = engineApi.table(...args);
    if (held) {
      reached();
      await held;
    }
    return reply;
  },
};
vi.mock('../../../engine/client', () => ({ engine: () => api }));

const { OPEN_GAME_SETTING, useGameSession } = await import('./useGameSession');

const choice: GameChoice = {
  game: 'ms-war',
  mode: 'goldfish',
  rules: true,
  decks: [{ id: 'demo', name: 'Demo', main: demoDeck('ms-war') }],
  players: ['Player 1', 'Player 2'],
  seed: 7,
};

afterEach(async () => {
  cleanup();
  held = null;
  await db.settings.clear();
  await db.games.clear();
});

const openSetting = async () => (await db.settings.get(OPEN_GAME_SETTING))?.value;

describe('the game the app reopens', () => {
  it('is the game just started', async () => {
    const { result } = renderHook(() => useGameSession());
    await act(() => result.current.start(choice, DEMO_CARDS['ms-war']));
    // The save is written once the table is drawn (useAutosave.ts), not before start resolves.
    await vi.waitFor(async () => expect(await db.games.toArray()).toHaveLength(1));
    const saved = await db.games.toArray();
    expect(await openSetting()).toBe(saved[0].id);
  });

  it('is none after End game, even when a move was being saved as the game ended', async () => {
    const { result } = renderHook(() => useGameSession());
    await act(() => result.current.start(choice, DEMO_CARDS['ms-war']));
    expect(await openSetting()).toBeDefined();
    // A move whose save is held back: its refresh is on its way when End game is taken.
    let release!: () => void;
    held = new Promise((r) => (release = r));
    const atSave = new Promise<void>((r) => (reached = r));
    let moved!: Promise<unknown>;
    act(() => {
      moved = result.current.act({ type: 'pass', seat: 0 } as never);
    });
    await atSave;
    await act(() => result.current.close());
    expect(await openSetting()).toBeUndefined();
    release();
    await act(async () => {
      await moved;
    });
    expect(await openSetting()).toBeUndefined();
  });
});
