/**
 * The goldfish kill clock: a dummy opponent for a one-seat rules game. It has a deck pile
 * (Gundam War's Nation, M.S. War's Supply Base) that the lone player's battle damage and
 * effects go to, and (M.S. War) a War Experience tracker, so a goldfish game answers "on which
 * turn would this deck win?". It takes no action but its draw: the player goes first in
 * goldfish, so a turn of the dummy's falls after each of the player's, and it draws one card
 * there as any opponent would (its resource costs and plays are not guessed at).
 *
 * Winning against it is the games' own: an empty pile (M.S. War 2.1 Winning the Game C;
 * Gundam War basic rules, "a player whose Nation is used up loses") or, in M.S. War, six War
 * Experience (Winning the Game A).
 */
import type { GameId } from '../cards/model';
import type { Draft } from './draft';
import { LAYOUTS } from './layouts';
import type { Dummy, GameState, LogMessage } from './types';

export type { Dummy };

/** Both games' decks are 50 cards (M.S. War 2.1 Building Your Deck A; Gundam War basic rules). */
export const DECK_SIZE = 50;

/** The zone a dummy's pile stands for, per game: the game's deck (its layout's `deckZone`). */
export const DUMMY_PILE: Readonly<Record<GameId, string>> = Object.freeze(
  Object.fromEntries(Object.entries(LAYOUTS).map(([game, layout]) => [game, layout.deckZone])) as Record<
    GameId,
    string
  >,
);

/** A full deck less the opening hand (M.S. War 7, Gundam War 6): what an opponent's pile holds on turn 1. */
export function defaultDummyPile(openingHand: number): number {
  return DECK_SIZE - openingHand;
}

export function createDummy(pile: number): Dummy {
  return { pile, left: pile, drawn: 0, damage: [], warExperience: 0, endedOn: null };
}

export function dummyOf(state: GameState): Dummy | null {
  return state.dummy ?? null;
}

/** The pile's name as a message parameter, in the reader's language. */
const pileName = (state: GameState): LogMessage => ({ key: `table:${state.game}.zone.${DUMMY_PILE[state.game]}` });

const msg = (key: string, params?: LogMessage['params']): LogMessage => ({ key: `log:dummy.${key}`, params });

/** Edits go to a fresh copy: states are shared between steps (undo, replay). */
function edit(d: Draft, change: (dummy: Dummy) => void): Dummy {
  const next: Dummy = { ...d.state.dummy!, damage: [...d.state.dummy!.damage] };
  change(next);
  d.state.dummy = next;
  return next;
}

/** The player's damage (or an effect) takes `amount` cards off the dummy's pile this turn. */
export function damageDummy(d: Draft, amount: number): void {
  const dummy = dummyOf(d.state);
  if (!dummy || amount <= 0) return;
  const turn = Math.max(1, d.state.turn.number);
  const taken = Math.min(amount, dummy.left);
  const next = edit(d, (x) => {
    x.left -= taken;
    while (x.damage.length < turn) x.damage.push(0);
    x.damage[turn - 1] += taken;
  });
  d.log(
    'dummy-damage',
    null,
    msg('damage', { pile: pileName(d.state), count: amount, left: next.left, total: totalDamage(next) }),
  );
}

/** The dummy's own turn: it draws one card (nothing when its pile is already empty). */
export function dummyDraws(d: Draft): void {
  const dummy = dummyOf(d.state);
  if (!dummy || dummy.left === 0 || dummy.endedOn !== null) return;
  const next = edit(d, (x) => {
    x.left -= 1;
    x.drawn += 1;
  });
  if (!d.quiet) d.log('dummy-draw', null, msg('draws', { pile: pileName(d.state), left: next.left }));
}

/** M.S. War: an effect gives the dummy War Experience. */
export function dummyWarExperience(d: Draft, points: number): void {
  if (!dummyOf(d.state) || points <= 0) return;
  const next = edit(d, (x) => {
    x.warExperience = Math.min(6, x.warExperience + points);
  });
  d.log('dummy-war-experience', null, msg('warExperience', { count: points, total: next.warExperience }));
}

export const totalDamage = (dummy: Dummy): number => dummy.damage.reduce((a, b) => a + b, 0);

/**
 * Whether the dummy is beaten now: its pile is empty, or (M.S. War) the player has six War
 * Experience. `playerWarExperience` is the player's score (0 in Gundam War).
 */
export function dummyBeaten(state: GameState, playerWarExperience = 0): 'pile' | 'war-experience' | null {
  const dummy = dummyOf(state);
  if (!dummy || dummy.endedOn !== null) return null;
  if (dummy.left === 0) return 'pile';
  return playerWarExperience >= 6 ? 'war-experience' : null;
}

/**
 * Notes the turn the game ended on, and when the player won, logs "wins on turn N" (the
 * module sets the winner and its own end-of-game bookkeeping).
 */
export function endAgainstDummy(d: Draft, how: 'pile' | 'war-experience' | null): void {
  if (!dummyOf(d.state)) return;
  const turn = d.state.turn.number;
  edit(d, (x) => {
    x.endedOn = turn;
  });
  if (how === 'pile') d.log('dummy-won', 0, msg('wonPile', { player: { seat: 0 }, turn, pile: pileName(d.state) }));
  else if (how === 'war-experience') d.log('dummy-won', 0, msg('wonWarExperience', { player: { seat: 0 }, turn }));
}

/** The dummy announced at setup: how big its pile is, and how to beat it. */
export function announceDummy(d: Draft): void {
  const dummy = dummyOf(d.state);
  if (dummy) d.log('dummy', null, msg('setup', { pile: pileName(d.state), count: dummy.pile }));
}
