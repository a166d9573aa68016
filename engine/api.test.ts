import { describe, expect, it } from 'vitest';
import { engineApi } from './api';
import { DEMO_CARDS, demoDeck } from './core/testing/demo';
import { isRuleError } from './core/types';

function gameId(r: { gameId: string } | { error: string }): string {
  if ('error' in r) throw new Error(r.error);
  return r.gameId;
}

describe('engine worker API', () => {
  it('lists both games with their layouts', () => {
    const games = engineApi.games();
    expect(games.map((g) => g.id).sort()).toEqual(['gundam-war', 'ms-war']);
    expect(games.find((g) => g.id === 'ms-war')!.layout.zones.map((z) => z.id)).toContain('rebel-forces');
  });

  it('plays a goldfish game by hand: dispatch, view, history, undo, save, load', () => {
    const id = gameId(
      engineApi.createGame({
        game: 'ms-war',
        mode: 'manual',
        seed: 9,
        seats: [{ name: 'Solo', main: demoDeck('ms-war') }],
        cards: DEMO_CARDS['ms-war'],
      }),
    );
    const before = engineApi.stateHash(id);
    const r = engineApi.dispatch(id, { type: 'draw', seat: 0 });
    expect(isRuleError(r)).toBe(false);
    expect(engineApi.view(id, 0).zones['0:hand'].count).toBe(8);
    expect(engineApi.history(id, 0)).toHaveLength(2);
    expect(engineApi.legalIntents(id, 0)).toEqual([]);
    expect(engineApi.undo(id)).toEqual({ cursor: 0, length: 1 });
    expect(engineApi.stateHash(id)).toBe(before);
    expect(engineApi.redo(id)).toEqual({ cursor: 1, length: 1 });
    const copy = gameId(engineApi.loadGame(structuredClone(engineApi.save(id))));
    expect(engineApi.stateHash(copy)).toBe(engineApi.stateHash(id));
    expect(engineApi.goTo(copy, 0)).toEqual({ cursor: 0, length: 1 });
    expect(engineApi.closeGame(copy)).toBe(true);
  });

  it('plays a Gundam War table by hand', () => {
    const id = gameId(
      engineApi.createGame({
        game: 'gundam-war',
        mode: 'manual',
        seed: 1,
        seats: [
          { name: 'A', main: demoDeck('gundam-war') },
          { name: 'B', main: demoDeck('gundam-war', 10) },
        ],
        cards: DEMO_CARDS['gundam-war'],
      }),
    );
    const view = engineApi.view(id, 1);
    const r = engineApi.dispatch(id, {
      type: 'move',
      seat: 1,
      card: view.zones['1:hand'].cards[0].ref,
      to: '1:disposition-area',
    });
    expect(isRuleError(r)).toBe(false);
    expect(engineApi.view(id, 0).zones['1:disposition-area'].cards[0].card).not.toBeNull();
  });

  it('checks a move without making it: the rule that refuses it, and nothing changed', () => {
    const id = gameId(
      engineApi.createGame({
        game: 'ms-war',
        mode: 'rules',
        seed: 3,
        seats: [{ name: 'Solo', main: demoDeck('ms-war') }],
        cards: DEMO_CARDS['ms-war'],
      }),
    );
    const before = engineApi.stateHash(id);
    const card = engineApi.view(id, 0).zones['0:hand'].cards[0].ref;
    // The mulligan is still to be answered: no card is played now (M.S. War 2.1, Setup).
    expect(engineApi.check(id, { type: 'play', seat: 0, card })).toMatchObject({ error: expect.any(String) });
    const keep = engineApi.legalIntents(id, 0).find((i) => i.type === 'answer')!;
    expect(engineApi.check(id, keep)).toBeNull();
    expect(engineApi.stateHash(id)).toBe(before);
    expect(engineApi.history(id, 0)).toHaveLength(1);
  });

  it('reports errors as data, never throws for bad input', () => {
    expect(
      engineApi.createGame({ game: 'chess' as never, mode: 'manual', seed: 1, seats: [], cards: [] }),
    ).toMatchObject({ error: expect.stringMatching(/Unknown game "chess"/) });
    expect(engineApi.createGame({ game: 'ms-war', mode: 'manual', seed: 1, seats: [], cards: [] })).toMatchObject({
      error: expect.stringMatching(/one or two decks/),
    });
  });

  it('keeps info() and the self-check', () => {
    expect(engineApi.info(2000).selfCheck).toMatch(/^[0-9a-f]{8}$/);
  });
});
