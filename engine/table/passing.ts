/**
 * Passing aids, decided in the engine's worker so that a run of passes costs the table one
 * round trip (engine/table/reply.ts), not one per pass.
 *
 * Stops, as MTGO and Cockatrice have them: a player says once how far to pass — to the end of
 * this phase ("Next phase" in a rules game), to the end of the turn, or until their own next
 * turn — and the table passes priority for them until then. A decision that asks something
 * (defenders, a target, which units sortie) always stops it: only a decision with nothing to
 * choose is confirmed on the way.
 *
 * Auto-pass (opted into per seat) is the other half: a priority window where Pass is the only
 * move is passed at once, except at the steps the player marked as stops. Only the seat's own
 * legal moves and the public game state decide it: a seat with any other move (a card it could
 * play, an attack, an answer to give) is always asked.
 */
import type { RulesIntent, Seat, Turn } from '../core/types';
import type { TableView, ViewCut } from '../core/view';

export type StopKind = 'phase' | 'turn' | 'my-turn';

/** A stop set at a moment of the game: it holds until the game has moved past it. */
export interface Stop {
  kind: StopKind;
  /** The turn (and phase) it was set in. */
  turn: number;
  phase: string;
}

export type SeatStops = [Stop | null, Stop | null];

export function stopAt(kind: StopKind, turn: Pick<Turn, 'number' | 'phase'>): Stop {
  return { kind, turn: turn.number, phase: turn.phase };
}

/** Whether the game has reached the point a seat's stop waited for. */
export function stopReached(stop: Stop, seat: Seat, now: Pick<Turn, 'number' | 'phase' | 'active'>): boolean {
  if (stop.kind === 'phase') return now.number !== stop.turn || now.phase !== stop.phase;
  if (stop.kind === 'turn') return now.number !== stop.turn;
  return now.number !== stop.turn && now.active === seat;
}

/** The seats' stops once the game is at `now`: a stop reached is cleared. */
export function liveStops(stops: SeatStops, now: Pick<Turn, 'number' | 'phase' | 'active'>): SeatStops {
  const keep = (s: Seat) => {
    const stop = stops[s];
    return stop && !stopReached(stop, s, now) ? stop : null;
  };
  return [keep(0), keep(1)];
}

/** The pass to make when every move the seat has is a pass, else null. */
export function onlyPass(legal: readonly RulesIntent[]): RulesIntent | null {
  if (!legal.length || !legal.every((i) => i.type === 'pass')) return null;
  return legal[0];
}

/**
 * The seat the game waits for. Rules games move priority between the seats inside a turn:
 * the engine's priority holder, else (outside free timing, e.g. declaring attackers) the
 * seat that has moves; a manual table waits for the decision's seat, else the turn player.
 */
export function seatToAct(
  raw: Pick<TableView, 'pending' | 'turn'> & { cut: Pick<ViewCut, 'priority'> | null },
  rules: boolean,
  shown: Seat,
  mine: readonly RulesIntent[],
  theirs: readonly RulesIntent[],
): Seat {
  const other = (1 - shown) as Seat;
  if (rules && !raw.pending)
    return (raw.cut?.priority ?? (mine.length ? shown : theirs.length ? other : raw.turn.active)) as Seat;
  return (raw.pending?.seat ?? raw.turn.active) as Seat;
}

export interface AutoMoveCheck {
  over: boolean;
  /** The decision waiting, if any (its seat answers it). */
  pending: { seat: Seat; options: readonly unknown[] | null } | null;
  /** The seat the engine waits for now, and its legal moves. */
  due: Seat;
  legal: readonly RulesIntent[];
  turn: Pick<Turn, 'number' | 'phase' | 'active' | 'step'>;
  /** Seats that opted into auto-pass when Pass is their only move. */
  autoPass: readonly [boolean, boolean];
  stops: SeatStops;
  /** Steps (`phase/step`) where auto-pass still stops, per the player's choice. */
  stepStops?: ReadonlySet<string> | readonly string[];
}

/** The move the table makes for the waiting seat by itself, or null when the player decides. */
export function autoMove(c: AutoMoveCheck): RulesIntent | null {
  if (c.over) return null;
  const stop = c.stops[c.due];
  const held = !!stop && !stopReached(stop, c.due, c.turn);
  if (c.pending) {
    // A decision with nothing to choose is only a "go on" (M.S. War / Gundam War: a sortie with no Unit able to go).
    if (!held || c.pending.seat !== c.due || (c.pending.options?.length ?? 1) > 0) return null;
    return c.legal.find((i) => i.type === 'answer') ?? null;
  }
  if (held) return c.legal.find((i) => i.type === 'pass' && i.seat === c.due) ?? null;
  const here = `${c.turn.phase}/${c.turn.step}`;
  const stepStop = c.stepStops && ('has' in c.stepStops ? c.stepStops.has(here) : c.stepStops.includes(here));
  if (!c.autoPass[c.due] || stepStop) return null;
  const pass = onlyPass(c.legal);
  return pass && pass.seat === c.due ? pass : null;
}
