/**
 * What a Gundam War move is (one file each in this folder, gathered in `registry.ts`): the
 * intents it lists for a seat and how it carries one out. The listing of a moment
 * (`../legal.ts`) asks the moves in a fixed order, which is the order of the legal intents a
 * player chooses from: Pass first, then each card's plays (and its Changes, found on the same
 * walk over the hand), then played texts and special effects.
 */
import type { Draft } from '../../../core/draft';
import type { Memo } from '../../../core/memo';
import type { CardId, GameState, RuleError, RulesIntent, Seat } from '../../../core/types';
import { resolveRef } from '../../../core/zones';
import { message } from '../../../i18n/message';
import type { SeatTable } from '../seat-table';
import type { GwIntent } from './intents';

/** One listing of a seat's free-timing moves (it holds priority, nothing is pending). */
export type Listing = {
  s: GameState;
  seat: Seat;
  /** What this table's seat has in hand and on the Field, read once per table (seat-table.ts). */
  table: SeatTable;
  /** The moment as a bit (`momentBit`): what a card may do now is a mask of these. */
  now: number;
  /**
   * Worked out in full: every cost compared with the Nation Power sources counted, every field
   * text tried by its group, no candidate left out ahead of its check (`freshLegalIntents`).
   */
  full: boolean;
  /** What the module remembers between listings, or null (then `full`). */
  memo: Memo | null;
  /** The intents listed so far, added to in order. */
  out: RulesIntent[];
};

export interface Move<I extends GwIntent = GwIntent> {
  readonly type: I['type'];
  /** Adds this move's legal intents now to `l.out`; left out where another move lists them (Change, with the plays). */
  readonly list?: (l: Listing) => void;
  /** Carries the intent out on the draft, or says why it may not be made. Nothing is pending (answers aside). */
  readonly apply: (d: Draft, intent: I) => RuleError | null;
}

export const defineMove = <I extends GwIntent>(move: Move<I>): Move<I> => Object.freeze(move);

/** The card an intent field names: its id as a number or its spelling ("12"), as `resolveRef` reads any card reference. */
export const cardOf = (s: GameState, v: unknown): CardId | RuleError =>
  typeof v === 'number' || typeof v === 'string'
    ? resolveRef(s, v)
    : { error: 'Name a card.', msg: message('gundam-war:refusal.nameCard') };

/** What a check hands back: a refusal, or what carries the move out. */
export function carry(d: Draft, check: RuleError | ((d: Draft) => RuleError | null)): RuleError | null {
  return typeof check === 'function' ? check(d) : check;
}
