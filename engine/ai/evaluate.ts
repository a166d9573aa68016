/**
 * How good a table is for a seat, as a win chance in [0, 1], for the search to score a
 * playout it stopped before the end. Each game's features are the ones its rules end on:
 * M.S. War is won with six War Experience or lost by drawing from an empty Supply Base
 * (Winning the Game); Gundam War is lost by an empty Nation or ten Pollution Coins. The
 * forces on the table and the cards in hand say how the next turns will go.
 */
import type { GameState, Seat } from '../core/types';

const count = (s: GameState, seat: Seat, zone: string): number => s.zones[`${seat}:${zone}`]?.length ?? 0;

function typed(s: GameState, seat: Seat, zone: string, type: string): number {
  let n = 0;
  for (const id of s.zones[`${seat}:${zone}`] ?? []) if (s.catalog[s.cards[id].key]?.type === type) n++;
  return n;
}

/** A seat's standing in M.S. War, in War Experience worth (one point ≈ one sixth of the way). */
function msWar(s: GameState, seat: Seat): number {
  const we = Number(s.values[`${seat}:war-experience`] ?? 0);
  const supply = count(s, seat, 'supply-base');
  const ms = typed(s, seat, 'ms-dock', 'ms') + typed(s, seat, 'ms-battlefield', 'ms');
  const ready = (s.zones[`${seat}:ms-dock`] ?? []).filter((id) => !s.cards[id].turned).length;
  return (
    1.0 * we +
    0.35 * ms +
    0.1 * ready +
    0.12 * count(s, seat, 'factory') +
    0.08 * count(s, seat, 'hand') -
    // Running out of cards loses; a thin Supply Base is a clock.
    (supply < 8 ? 0.25 * (8 - supply) : 0)
  );
}

/**
 * A seat's Units on the Field, each worth more the stronger it is printed (Melee + Ranged +
 * Defence: what wins battles and holds a Battle Area), so the search tells a big Unit deployed
 * or lost from a small one.
 */
function gundamWarUnits(s: GameState, seat: Seat): number {
  let worth = 0;
  for (const zone of ['earth-area', 'space-area', 'disposition-area'])
    for (const id of s.zones[`${seat}:${zone}`] ?? []) {
      const c = s.cards[id];
      const card = s.catalog[c.key] as { type?: string; melee?: number; ranged?: number; hp?: number } | undefined;
      if (c.attachedTo !== null || (card?.type !== 'unit' && card?.type !== 'ace')) continue;
      worth += 0.3 + 0.035 * ((card.melee ?? 0) + (card.ranged ?? 0) + (card.hp ?? 0));
    }
  return worth;
}

/**
 * A seat's standing in Gundam War, in "turns of Nation" worth. The Nation is life and the only
 * currency (every Resource Cost is paid from it), so each card of it counts, and more so once few are left.
 */
function gundamWar(s: GameState, seat: Seat): number {
  const nation = count(s, seat, 'nation');
  const units = gundamWarUnits(s, seat);
  const g = typed(s, seat, 'disposition-area', 'g');
  const pollution = Number(s.values[`${seat}:pollution-coins`] ?? 0);
  return (
    0.06 * nation +
    units +
    0.25 * Math.min(g, 8) +
    0.1 * count(s, seat, 'hand') -
    0.15 * pollution -
    (nation < 10 ? 0.2 * (10 - nation) : 0)
  );
}

/** The win chance `seat` has on this table: 1 or 0 when the game is over, else a logistic of the lead. */
export function evaluate(s: GameState, seat: Seat): number {
  if (s.winner !== null) return s.winner === 'draw' ? 0.5 : s.winner === seat ? 1 : 0;
  if (s.seats === 1) return 0.5;
  const f = s.game === 'ms-war' ? msWar : gundamWar;
  const lead = f(s, seat) - f(s, (1 - seat) as Seat);
  return 1 / (1 + Math.exp(-lead));
}
