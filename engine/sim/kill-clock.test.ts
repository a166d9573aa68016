/**
 * The goldfish kill clock (engine/core/dummy.ts): a one-seat rules game against a dummy
 * opponent whose pile the player's battle damage empties, in both games. The games are played
 * by the greedy player and then replayed step by step with the log on, so the lines a player
 * reads are checked too.
 */
import { describe, expect, it } from 'vitest';
import type { GameId } from '../cards/model';
import { renderEvent } from '../core/log';
import { createGame } from '../core/setup';
import { step } from '../core/step';
import { DEMO_CARDS, demoDeck } from '../core/testing/demo';
import { isRuleError, type GameEvent, type GameState } from '../core/types';
import { DEMO_DECKS } from '../games/gundam-war/demo';
import { gameModule } from '../games/registry';
import { playGame } from './play';
import { greedyPlayer } from './players';

const DECK = { 'gundam-war': DEMO_DECKS[0], 'ms-war': demoDeck('ms-war', 3) };

function setup(game: GameId, seed: number, dummy: number | boolean | undefined) {
  return {
    game,
    mode: 'rules' as const,
    seed,
    seats: [{ name: 'Kai', main: DECK[game] }],
    cards: DEMO_CARDS[game],
    dummy,
  };
}

/** Plays a greedy goldfish game, then replays its moves with the log on. */
function played(game: GameId, seed: number, dummy: number | boolean | undefined) {
  const g = playGame({ game, seed, decks: [DECK[game]], cards: DEMO_CARDS[game], players: [greedyPlayer], dummy });
  if (isRuleError(g)) throw new Error(g.error);
  const module = gameModule(game);
  const start = createGame(module, setup(game, seed, dummy));
  if (isRuleError(start)) throw new Error(start.error);
  let state: GameState = start.state;
  const events: GameEvent[] = [...start.events];
  for (const intent of g.intents) {
    const r = step(module, state, intent);
    if (isRuleError(r)) throw new Error(r.error);
    state = r.state;
    events.push(...r.events);
  }
  return { final: state, quiet: g.final, lines: events.map((e) => renderEvent(e, state.players, 0)) };
}

describe.each(['gundam-war', 'ms-war'] as const)('goldfish against a dummy opponent, %s', (game) => {
  const pile = { 'gundam-war': 'Nation', 'ms-war': 'Supply Base' }[game];

  it('starts the dummy with a 50-card deck less its opening hand and says how to beat it', () => {
    const start = createGame(gameModule(game), setup(game, 3, true));
    if (isRuleError(start)) throw new Error(start.error);
    const expected = game === 'gundam-war' ? 44 : 43;
    expect(start.state.dummy).toMatchObject({ pile: expected, left: expected, drawn: 0, damage: [], endedOn: null });
    expect(start.events.map((e) => e.text)).toContain(
      `Goldfish against a dummy opponent: its ${pile} holds ${expected} cards. Empty it to win; it draws a card in each of its turns.`,
    );
  });

  it('adds up the damage by turn and ends the game "won on turn N" when its pile is empty', () => {
    const { final, quiet, lines } = played(game, 5, true);
    const dummy = final.dummy!;
    expect(final.winner).toBe(0);
    expect(dummy.left).toBe(0);
    expect(dummy.endedOn).toBe(final.turn.number);
    expect(dummy.damage.length).toBeLessThanOrEqual(final.turn.number);
    // Every card of its pile is accounted for: taken by the player's damage or drawn by itself.
    expect(dummy.damage.reduce((a, b) => a + b, 0) + dummy.drawn).toBe(dummy.pile);
    // One draw in each of its turns, which fall between the player's.
    expect(dummy.drawn).toBe(final.turn.number - 1);
    expect(lines.some((l) => new RegExp(`^The dummy opponent's ${pile} takes \\d+ damage`).test(l))).toBe(true);
    expect(lines.at(-1)).toBe(`Kai wins on turn ${final.turn.number}: the dummy opponent's ${pile} is empty.`);
    // A quiet simulation builds the very same table.
    expect(quiet.dummy).toEqual(dummy);
  });

  it("the dummy's own draw can empty its pile: it runs out in its turn after the player's first", () => {
    const { final, lines } = played(game, 7, 1);
    expect(final.winner).toBe(0);
    expect(final.dummy).toMatchObject({ left: 0, drawn: 1, damage: [], endedOn: 1 });
    expect(lines.at(-1)).toBe(`Kai wins on turn 1: the dummy opponent's ${pile} is empty.`);
  });

  it('without a dummy a goldfish game keeps no kill clock and two players never get one', () => {
    const alone = createGame(gameModule(game), setup(game, 5, undefined));
    if (isRuleError(alone)) throw new Error(alone.error);
    expect(alone.state.dummy).toBeUndefined();
    const two = createGame(gameModule(game), {
      ...setup(game, 5, true),
      seats: [
        { name: 'Kai', main: DECK[game] },
        { name: 'Sayla', main: DECK[game] },
      ],
    });
    if (isRuleError(two)) throw new Error(two.error);
    expect(two.state.dummy).toBeUndefined();
  });

  it('refuses a pile that is not a whole number of cards from 1 to 999', () => {
    for (const bad of [0, 1000, 2.5])
      expect(createGame(gameModule(game), setup(game, 1, bad))).toMatchObject({
        error: `The dummy opponent's pile is a whole number of cards from 1 to 999, not ${bad}.`,
      });
  });
});
