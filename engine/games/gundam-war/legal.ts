/**
 * Every rules intent a seat may make now, each checked by the same function `step` uses,
 * so a random player choosing among them always makes a legal move. Candidates are narrowed
 * before checking: only cards whose timing is open and whose cost the seat's Nation Power
 * can meet, and for Commands only the kind of target their text names. Sorties are offered
 * as none, every single Unit and every eligible Unit together per area; any other legal
 * squad may be answered too.
 */
import type { GameState, RulesIntent, Seat } from '../../core/types';
import { momentBit } from './chart';
import { rulesOf } from './state';
import { seatTable } from './seat-table';
import type { Memo } from '../../core/memo';
import { ACTIVATE } from './moves/activate';
import { answerIntents } from './moves/answer';
import type { Listing } from './moves/move';
import { passAlone, passNow } from './moves/pass';
import { PLAY } from './moves/play';

/** The moves a seat holding priority may choose, in the order they are listed (after Pass). */
const LISTED = Object.freeze([PLAY, ACTIVATE]);

export function legalIntents(s: GameState, seat: Seat, memo: Memo | null): RulesIntent[] {
  return listed(s, seat, false, memo);
}

/**
 * `legalIntents` for automatic players (engine/sim/play.ts): the same intents, but where the
 * seat can only Pass — nine listings in ten of a random game — one shared list, with no
 * list or intent made for it. Never to be changed by its reader.
 */
export function sharedLegalIntents(s: GameState, seat: Seat, memo: Memo | null): readonly RulesIntent[] {
  return listed(s, seat, true, memo);
}

function listed(s: GameState, seat: Seat, shared: boolean, memo: Memo | null): RulesIntent[] {
  // With nothing remembered, listed in full: no shortcut resting on an earlier reading.
  const full = memo === null;
  if (s.winner !== null || s.mode !== 'rules' || !s.rules) return [];
  if (s.pending) return answerIntents(s, seat, full);
  const r = rulesOf(s);
  const fx = r.effects;
  if (!fx.free || fx.priority !== seat) return [];
  const cut = fx.cut.length > 0;
  const table = seatTable(s, seat, memo);
  // Most moments have nothing to try for any card of the seat: each card's timings are read
  // once per printed card into masks of moments, so such a listing is Pass alone at once.
  const now = momentBit(r.station, s.turn.active === seat);
  if (((table.tryAt | table.textAt | table.useAt) & now) === 0)
    return shared ? (passAlone(seat, cut) as RulesIntent[]) : [passNow(seat, cut)];
  const l: Listing = { s, seat, table, now, full, memo, out: [passNow(seat, cut)] };
  for (const move of LISTED) move.list!(l);
  return l.out;
}

/**
 * `legalIntents` worked out in full: with nothing remembered from earlier listings (no seat
 * table, no play facts), every cost compared with the Nation Power sources counted and every
 * field text tried by its Set group. What every listing must equal (test/listing-memory.test.ts).
 */
export function freshLegalIntents(s: GameState, seat: Seat): RulesIntent[] {
  return listed(s, seat, false, null);
}

/** The seat expected to act now (for random players and the bench). */
export function seatToAct(s: GameState): Seat | null {
  if (s.winner !== null) return null;
  if (s.pending) return s.pending.seat;
  return rulesOf(s).effects.priority;
}
