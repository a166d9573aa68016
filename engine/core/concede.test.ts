/**
 * Conceding (engine/core/concede.ts): either seat of a two-player rules game may give it up at
 * any moment and the other seat wins; the move is recorded like any other, so undo takes it
 * back, a replay shows it at its step and a saved game replays it. No listing offers it.
 */
import { describe, expect, it } from 'vitest';
import { engineApi } from '../api';
import type { GameId } from '../cards/model';
import { createTranslator } from '../i18n/translate';
import { DEMO_CARDS, demoDeck, demoGame } from './testing/demo';
import { isRuleError, type Intent, type Seat } from './types';

const GAMES: GameId[] = ['ms-war', 'gundam-war'];
const japanese = createTranslator('ja');

function opened(r: { gameId: string } | { error: string }): string {
  if ('error' in r) throw new Error(r.error);
  return r.gameId;
}

/** A two-player rules game some `steps` into play, every seat's listing checked for a concession on the way. */
function gameUnderWay(game: GameId, steps: number, names: [string, string] = ['', '']): string {
  const id = opened(engineApi.createGame(demoGame(game, 11, names)));
  for (let n = 0; n < steps; n++) {
    const listings = ([0, 1] as Seat[]).map((seat) => engineApi.legalIntents(id, seat));
    for (const legal of listings) expect(legal.some((i) => i.type === 'concede')).toBe(false);
    const legal = listings.find((l) => l.length > 0);
    if (!legal) break;
    // The last move listed: past the passes, so the game gets somewhere (plays, attacks, answers).
    const r = engineApi.dispatch(id, legal[legal.length - 1]);
    if (isRuleError(r)) throw new Error(r.error);
  }
  expect(engineApi.view(id, 0).winner).toBeNull();
  return id;
}

function concede(id: string, seat: Seat) {
  return engineApi.dispatch(id, { type: 'concede', seat });
}

describe.each(GAMES)('conceding a game of %s', (game) => {
  it('ends the game at once with the other seat winning, and says so in both languages', () => {
    const id = gameUnderWay(game, 40);
    const before = engineApi.save(id).intents.length;
    const r = concede(id, 1);
    expect(isRuleError(r) ? r.error : r.lines).toEqual(['Player 2 concedes.', 'Player 1 wins the game.']);
    const view = engineApi.view(id, 0);
    expect(view.winner).toBe(0);
    expect(view.pending).toBeNull();
    expect(engineApi.legalIntents(id, 0)).toEqual([]);
    expect(engineApi.legalIntents(id, 1)).toEqual([]);
    const last = engineApi.history(id, 0).at(-1)!;
    expect(last).toMatchObject({ step: before + 1, seat: 1, intent: 'concede' });
    expect(last.messages.map((m) => m && japanese(m))).toEqual(['プレイヤー2が投了しました。', 'プレイヤー1の勝利。']);
  });

  it('names the players by the names they gave', () => {
    const id = gameUnderWay(game, 3, ['Amuro', 'Char']);
    const r = concede(id, 0);
    expect(isRuleError(r) ? r.error : r.lines).toEqual(['Amuro concedes.', 'Char wins the game.']);
    expect(engineApi.view(id, 1).winner).toBe(1);
  });

  it('is taken from the seat that does not hold priority too, even while a decision waits', () => {
    // The opening mulligan question waits for a seat; the other one concedes over it.
    const id = opened(engineApi.createGame(demoGame(game, 5)));
    const asked = engineApi.view(id, 0).pending;
    expect(asked).not.toBeNull();
    const other = (1 - asked!.seat) as Seat;
    expect(engineApi.legalIntents(id, other)).toEqual([]);
    expect(isRuleError(concede(id, other))).toBe(false);
    expect(engineApi.view(id, 0)).toMatchObject({ winner: asked!.seat, pending: null });
  });

  it('is taken back by undo, and the game goes on as before', () => {
    const id = gameUnderWay(game, 25);
    const hash = engineApi.stateHash(id);
    const listed = ([0, 1] as Seat[]).map((seat) => engineApi.legalIntents(id, seat));
    concede(id, 0);
    expect(engineApi.undo(id).cursor).toBe(engineApi.save(id).intents.length - 1);
    expect(engineApi.stateHash(id)).toBe(hash);
    expect(engineApi.view(id, 0).winner).toBeNull();
    expect(([0, 1] as Seat[]).map((seat) => engineApi.legalIntents(id, seat))).toEqual(listed);
    engineApi.redo(id);
    expect(engineApi.view(id, 0).winner).toBe(1);
  });

  it('replays from a saved game: the concession at its step, and "continue from here" before it', () => {
    const id = gameUnderWay(game, 30);
    concede(id, 0);
    const saved = structuredClone(engineApi.save(id));
    const at = saved.intents.length;
    expect(saved.intents[at - 1]).toEqual({ type: 'concede', seat: 0 });
    const copy = opened(engineApi.loadGame(saved));
    expect(engineApi.stateHash(copy)).toBe(engineApi.stateHash(id));
    engineApi.goTo(copy, at - 1);
    expect(engineApi.view(copy, 0).winner).toBeNull();
    engineApi.goTo(copy, at);
    expect(engineApi.view(copy, 0).winner).toBe(1);
    // Continue from the step before: the concession is dropped and play goes on.
    engineApi.goTo(copy, at - 1);
    const seat = ([0, 1] as Seat[]).find((s) => engineApi.legalIntents(copy, s).length > 0)!;
    const r = engineApi.dispatch(copy, engineApi.legalIntents(copy, seat)[0]);
    expect(isRuleError(r)).toBe(false);
    expect(engineApi.save(copy).intents.some((i) => i.type === 'concede')).toBe(false);
    expect(engineApi.view(copy, 0).winner).toBeNull();
  });

  it('is refused once the game is over, for a seat that is not in the game, and on a manual table', () => {
    const id = gameUnderWay(game, 5);
    const bad = (intent: unknown) => {
      const r = engineApi.dispatch(id, intent as Intent);
      return isRuleError(r) ? r.error : 'made';
    };
    expect(bad({ type: 'concede', seat: 2 })).toBe('Every intent names the acting seat (0 or 1).');
    expect(bad({ type: 'concede' })).toBe('Every intent names the acting seat (0 or 1).');
    expect(bad({ type: 'concede', seat: 0 })).toBe('made');
    expect(bad({ type: 'concede', seat: 0 })).toBe('The game is over.');
    expect(bad({ type: 'concede', seat: 1 })).toBe('The game is over.');
    const manual = opened(engineApi.createGame({ ...demoGame(game, 3), mode: 'manual' }));
    const r = concede(manual, 0);
    expect(isRuleError(r) && r.error).toBe(
      '"concede" is a rules move; this game is in manual mode — use manual moves.',
    );
  });

  it('is refused in a goldfish game, which has no opponent to concede to', () => {
    const id = opened(
      engineApi.createGame({
        game,
        mode: 'rules',
        seed: 4,
        seats: [{ name: '', main: demoDeck(game) }],
        cards: DEMO_CARDS[game],
        dummy: true,
      }),
    );
    const r = concede(id, 0);
    expect(isRuleError(r) && r.error).toBe(
      'A goldfish game has no opponent to concede to: end the game or restart it instead.',
    );
    const other = concede(id, 1);
    expect(isRuleError(other) && other.error).toBe('This game has one seat.');
    expect(engineApi.view(id, 0).winner).toBeNull();
  });
});
