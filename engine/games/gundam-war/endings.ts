/**
 * How a Gundam War game ends: `end` records the winner (or a draw) and why; `checkWin` ends it
 * when a Nation is empty (basic rules). `endingOf` says how a game ended, for the property test
 * and bench that check random players reach every ending: a Nation emptied by damage (battle or effect damage, cards to the Lost
 * Card Pile), a Nation emptied by drawing (decking), 10 or more Pollution Coins at the end of
 * a turn (ch. 21 Pollution Coin), or a draw (both at once, or a goldfish Nation run out).
 */
import { memoPart, type Memo } from '../../core/memo';
import type { Draft } from '../../core/draft';
import { dummyBeaten, dummyOf, endAgainstDummy } from '../../core/dummy';
import type { GameState, LogMessage, Seat } from '../../core/types';
import { log } from './moves';
import { other, rulesOf, rw } from './state';
import { says } from './words';
import { zoneList } from './zone-lists';

export type Ending = 'nation-damage' | 'decked' | 'pollution' | 'draw';
export const ENDINGS: readonly Ending[] = ['nation-damage', 'decked', 'pollution', 'draw'];

/** The ending of a finished game, from its last step: `before` is the state that step started from. */
export function endingOf(before: GameState, after: GameState): Ending | null {
  if (after.winner === null) return null;
  if (after.winner === 'draw') return 'draw';
  if (/Pollution Coins/.test(rulesOf(after).lossReason ?? '')) return 'pollution';
  const loser = (after.winner === 0 ? 1 : 0) as Seat;
  const lost = (s: GameState) => zoneList(s, loser, 'lost-card-pile').length;
  return lost(after) > lost(before) ? 'nation-damage' : 'decked';
}

/**
 * A player whose Nation is empty loses; both at once is a draw (basic rules). Goldfish: the
 * dummy opponent's empty Nation wins the game for the player (engine/core/dummy.ts); the
 * player's own empty Nation ends it without a win.
 */
export function checkWin(d: Draft): void {
  const s = d.state;
  if (!gameEnds(s)) return;
  const empty: Seat[] = [];
  for (let seat = 0; seat < s.seats; seat++)
    if (zoneList(s, seat as Seat, 'nation').length === 0) empty.push(seat as Seat);
  const beaten = dummyBeaten(s);
  if (empty.length === 0 && !beaten) return;
  if (dummyOf(s)) {
    endAgainstDummy(d, empty.length ? null : beaten);
    if (!empty.length) return end(d, 0, "The dummy opponent's Nation is empty.", null);
  }
  const both = empty.length === 2 || beaten;
  end(
    d,
    empty.length === 2 || s.seats === 1 ? 'draw' : other(empty[0]),
    both ? 'Both Nations are empty.' : `{p${empty[0]}}'s Nation is empty.`,
    both ? says('log.end.bothNationsEmpty') : says('log.end.nationEmpty', { player: { seat: empty[0] } }),
  );
}

/** Whether `checkWin` ends the game on this table (a Nation empty, the dummy beaten). */
export function gameEnds(s: GameState): boolean {
  if (s.winner !== null) return false;
  for (let seat = 0; seat < s.seats; seat++) if (zoneList(s, seat as Seat, 'nation').length === 0) return true;
  return dummyBeaten(s) !== null;
}

/** The zones and dummy of the last finished state found going on: a pass keeps both, and so the answer. */
const GOING_ON = memoPart('game going on', () => ({
  zones: null as GameState['zones'] | null,
  dummy: undefined as GameState['dummy'],
}));

/**
 * `gameEnds` for a state a step finished (its tables are never edited again): nearly every
 * step starts from one, and most keep the zones of the state before, known then to go on.
 */
export function finishedEnds(s: GameState, memo: Memo): boolean {
  const known = memo.get(GOING_ON);
  if (s.zones === known.zones && s.dummy === known.dummy) return false;
  if (gameEnds(s)) return true;
  known.zones = s.zones;
  known.dummy = s.dummy;
  return false;
}

/**
 * Ends the game; `reason` in English is kept with the state, `said` is the same as a message
 * for the log (null when the caller has told the ending already).
 */
export function end(d: Draft, winner: Seat | 'draw', reason: string, said: LogMessage | null): void {
  d.state.winner = winner;
  d.state.pending = null;
  rw(d).lossReason = reason;
  rw(d).ask = null;
  if (said)
    log(
      d,
      'game-over',
      null,
      winner === 'draw'
        ? says('log.end.draw', { reason: said })
        : says('log.end.wins', { reason: said, player: { seat: winner } }),
    );
}
