/**
 * G and Nation Power (Advanced Rules ch. 05 "G and Nation Power", "Purple Nation Power";
 * ch. 08 step 3 "Pay the cost"). The chapter text was not recovered; the reading used here
 * (recorded in docs/rules-coverage/gundam-war.md, "Cost and Nation Power"):
 * - every G you control (and every Unit under a Dismantle Coin, every card treated as a G
 *   by Variable) gives 1 Nation Power of its colour, whether rolled or not;
 * - Total Nation Power is a requirement: the Nation Power you have must be at least the
 *   card's total (after increases and decreases);
 * - Designated Nation Power is paid by rolling that many of your upright sources of the
 *   card's colour; purple is the neutral colour, so a purple designated cost may be paid
 *   with any colour, while purple Nation Power pays only purple designated costs.
 */
import type { GundamWarColor } from '../../cards/model';
import { idText } from '../../core/ids';
import type { CardId } from '../../core/types';
import { message, type Message } from '../../i18n/message';

export interface PowerSource {
  id: CardId;
  color: GundamWarColor;
  rolled: boolean;
}

export interface Cost {
  color: GundamWarColor;
  designated: number;
  total: number;
}

export type CostCheck = { ok: true } | { ok: false; rule: string; message: string; said: Message; ruleSaid: Message };

/** A cost that can be paid: one frozen answer, shared (listing checks ~80 plays a game). */
const PAYABLE: CostCheck = Object.freeze({ ok: true });

/** Nation Power by colour: how much each colour you have (rolled sources included). */
export function nationPower(sources: readonly PowerSource[]): Record<GundamWarColor, number> {
  const out: Record<GundamWarColor, number> = { blue: 0, green: 0, black: 0, red: 0, white: 0, brown: 0, purple: 0 };
  for (const s of sources) out[s.color]++;
  return out;
}

export function totalPower(sources: readonly PowerSource[]): number {
  return sources.length;
}

function paysColour(source: PowerSource, color: GundamWarColor): boolean {
  return color === 'purple' || source.color === color;
}

/** How many upright sources could pay a designated cost of `color` (what `checkCost` may roll). */
export function uprightPaying(sources: readonly PowerSource[], color: GundamWarColor): number {
  let n = 0;
  for (const s of sources) if (!s.rolled && paysColour(s, color)) n++;
  return n;
}

/**
 * Checks a cost against the sources: the Total Nation Power they give, and enough upright
 * sources of the card's colour to roll for the designated part (`sourcesToRoll` picks them).
 */
export function checkCost(sources: readonly PowerSource[], cost: Cost): CostCheck {
  const total = Math.max(0, cost.total);
  const designated = Math.max(0, Math.min(cost.designated, total));
  if (totalPower(sources) < total) {
    return {
      ok: false,
      rule: 'ch. 08 step 3 (Total Nation Power)',
      message: `needs Total Nation Power ${total} but only ${totalPower(sources)} is available`,
      said: message('gundam-war:error.totalPower', { total, available: totalPower(sources) }),
      ruleSaid: message('gundam-war:rule.totalPower'),
    };
  }
  const upright = uprightPaying(sources, cost.color);
  if (upright < designated) {
    return {
      ok: false,
      rule: 'ch. 08 step 3 (Designated Nation Power)',
      message: `needs ${designated} upright ${cost.color} Nation Power to roll but only ${upright} is available`,
      said: message('gundam-war:error.designatedPower', {
        count: designated,
        colour: message(`gundam-war:colour.${cost.color}`),
        available: upright,
      }),
      ruleSaid: message('gundam-war:rule.designatedPower'),
    };
  }
  return PAYABLE;
}

/**
 * The upright sources rolled to pay a cost `checkCost` accepted: exact-colour sources before
 * others, so a purple cost keeps the most useful G free. Chosen only as the play is carried out
 * (listing checks many plays and carries out none).
 */
export function sourcesToRoll(sources: readonly PowerSource[], cost: Cost): CardId[] {
  const designated = Math.max(0, Math.min(cost.designated, Math.max(0, cost.total)));
  if (designated === 0) return [];
  const upright = sources.filter((s) => !s.rolled && paysColour(s, cost.color));
  // Ties go by the ids' spelling, the order they had as strings: the same Gs are rolled as before
  // numeric ids, so saved games replay and simulations play the same games.
  upright.sort(
    (a, b) => Number(b.color === cost.color) - Number(a.color === cost.color) || (idText(a.id) < idText(b.id) ? -1 : 1),
  );
  return upright.slice(0, designated).map((s) => s.id);
}

/** Applies cost increases then decreases, in that order (ch. 08 steps 3.1 and 3.2). */
export function adjustCost(cost: Cost, increases: readonly Partial<Cost>[], decreases: readonly Partial<Cost>[]): Cost {
  let { designated, total } = cost;
  for (const inc of increases) {
    designated += inc.designated ?? 0;
    total += inc.total ?? 0;
  }
  for (const dec of decreases) {
    designated = Math.max(0, designated - (dec.designated ?? 0));
    total = Math.max(0, total - (dec.total ?? 0));
  }
  return { color: cost.color, designated, total };
}
