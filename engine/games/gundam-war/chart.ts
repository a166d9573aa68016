/**
 * The turn as a timing chart (ch. 07 "Timings for Play", ch. 05 "Fixed Effects"; turn order
 * from the basic-rules notes). Each station is a window of Free Timing, entered after its
 * Fixed Effect where it has one; the End Phase allows no plays. Fixed Effects are never cut
 * into; the Reroll Phase has no Free Timing before its Fixed Effect, and no step has Free
 * Timing at its very end.
 */
import type { GameState, Seat } from '../../core/types';
import type { TextTiming } from './script';
import { rulesOf, type Station } from './state';

export type { Station };

export const STATIONS: readonly Station[] = [
  { phase: 'reroll', step: '', moment: 'free-after' },
  { phase: 'draw', step: '', moment: 'free' },
  { phase: 'draw', step: '', moment: 'free-after' },
  { phase: 'disposition', step: '', moment: 'free' },
  { phase: 'battle', step: 'attack', moment: 'free' },
  { phase: 'battle', step: 'attack', moment: 'free-after' },
  { phase: 'battle', step: 'defend', moment: 'free' },
  { phase: 'battle', step: 'defend', moment: 'free-after' },
  { phase: 'battle', step: 'damage', moment: 'free' },
  { phase: 'battle', step: 'damage', moment: 'free-after' },
  { phase: 'battle', step: 'return', moment: 'free' },
  { phase: 'battle', step: 'return', moment: 'free-after' },
  { phase: 'end', step: '', moment: 'none' },
];

export function station(s: GameState): Station {
  return STATIONS[rulesOf(s).station];
}

/** Scenario and log names of the stations, e.g. `damage-after`. */
export function stationName(st: Station): string {
  const base = st.step || st.phase;
  return st.moment === 'free-after' && st.phase !== 'reroll' ? `${base}-after` : base;
}

/** Is a printed timing open now for `seat`? Free Timing only (ch. 07). */
export function timingOpen(s: GameState, seat: Seat, timing: TextTiming): boolean {
  return timingOpenAt(station(s), s.turn.active === seat, timing);
}

/** Is a printed timing open at this station, in its player's own turn (`own`) or the other's? */
export function timingOpenAt(st: Station, own: boolean, timing: TextTiming): boolean {
  if (st.moment === 'none') return false;
  switch (timing) {
    case 'any':
      return true;
    case 'own-turn':
      return own;
    case 'enemy-turn':
      return !own;
    case 'own-disposition':
      return own && st.phase === 'disposition';
    case 'battle':
      return st.phase === 'battle';
    case 'disposition':
      return st.phase === 'disposition';
    case 'attack':
    case 'defend':
    case 'damage':
    case 'return':
      return st.phase === 'battle' && st.step === timing;
    default: {
      // One side's phase or step: `own-attack` (（自軍攻撃ステップ）), `enemy-battle` (（敵軍戦闘フェイズ）).
      const mine = timing.startsWith('own-');
      if (mine !== own) return false;
      return timingOpenAt(st, own, timing.slice(mine ? 4 : 6) as TextTiming);
    }
  }
}

/** The bit of a station and whose turn it is in a mask of moments (`momentBit`): two per station. */
export const momentBit = (stationIndex: number, own: boolean): number => 1 << (stationIndex * 2 + (own ? 1 : 0));

/** The moments (as `momentBit`s) where `open` holds: every station, in the player's own turn and the other's. */
export function momentsWhere(open: (st: Station, own: boolean) => boolean): number {
  let mask = 0;
  for (let i = 0; i < STATIONS.length; i++)
    for (const own of [false, true]) if (open(STATIONS[i], own)) mask |= momentBit(i, own);
  return mask;
}
