/**
 * How a Gundam War game ended, for the property test and bench that check random players
 * reach every ending: a Nation emptied by damage (battle or effect damage, cards to the Lost
 * Card Pile), a Nation emptied by drawing (decking), 10 or more Pollution Coins at the end of
 * a turn (ch. 21 Pollution Coin), or a draw (both at once, or a goldfish Nation run out).
 */
import type { GameState, Seat } from '../../core/types';
import { rulesOf, ZONE, zk } from './state';

export type Ending = 'nation-damage' | 'decked' | 'pollution' | 'draw';
export const ENDINGS: readonly Ending[] = ['nation-damage', 'decked', 'pollution', 'draw'];

/** The ending of a finished game, from its last step: `before` is the state that step started from. */
export function endingOf(before: GameState, after: GameState): Ending | null {
  if (after.winner === null) return null;
  if (after.winner === 'draw') return 'draw';
  if (/Pollution Coins/.test(rulesOf(after).lossReason ?? '')) return 'pollution';
  const loser = (after.winner === 0 ? 1 : 0) as Seat;
  const lost = (s: GameState) => s.zones[zk(loser, ZONE.lost)].length;
  return lost(after) > lost(before) ? 'nation-damage' : 'decked';
}
