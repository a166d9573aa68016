/**
 * G and Nation Power, and what a card's cost asks of them (docs/rules-coverage/gundam-war.md,
 * "Cost and Nation Power"; rules notes 00c §1). A card prints three numbers, 指定国力-合計国力-資源コスト:
 * - Designated and Total Nation Power are thresholds, never paid: every G you control (and every
 *   card treated as a G) gives 1 Nation Power of its colour whether rolled or not; together they
 *   must give at least the Total, and at least each designated colour's amount in that colour
 *   (both colours of a `青1黒1` card). A purple designated amount is met by any colour; purple
 *   Nation Power meets only purple. Playing a card rolls no G.
 * - The Resource Cost is the one payment: that many cards from the top of your own Nation to your
 *   Lost Card Pile (moves.ts `payResource`), so a play needs a Nation holding at least that many.
 */
import type { GundamWarColor } from '../../cards/model';
import type { CardId } from '../../core/types';
import { message, type Message } from '../../i18n/message';

export interface PowerSource {
  id: CardId;
  color: GundamWarColor;
  rolled: boolean;
}

/** One designated colour of a cost and how much Nation Power of it the card needs. */
export interface Designation {
  color: GundamWarColor;
  count: number;
}

export interface Cost {
  /** Designated Nation Power, colour by colour in printed order (one entry, two for `青1黒1`, none for 0). */
  designated: readonly Designation[];
  total: number;
  /** Resource Cost: cards paid from the Nation to the Lost Card Pile. */
  resource: number;
}

/** A change to a cost (Prevent, Substitute Cost, discounts): designated changes apply to the first colour. */
export type CostDelta = { designated?: number; total?: number; resource?: number };

export type CostCheck = { ok: true } | { ok: false; rule: string; message: string; said: Message; ruleSaid: Message };

/** A cost that can be met: one frozen answer, shared (listing checks ~80 plays a game). */
const MET: CostCheck = Object.freeze({ ok: true });

/** Nation Power by colour: how much each colour you have (rolled sources included). */
export function nationPower(sources: readonly PowerSource[]): Record<GundamWarColor, number> {
  const out: Record<GundamWarColor, number> = { blue: 0, green: 0, black: 0, red: 0, white: 0, brown: 0, purple: 0 };
  for (const s of sources) out[s.color]++;
  return out;
}

/** The designated colours a card prints: every colour of a two-colour card, else its colour and amount. */
export function designationsOf(card: {
  color?: GundamWarColor;
  nation_cost?: number;
  nation_costs?: readonly Designation[];
}): Designation[] {
  if (card.nation_costs && card.nation_costs.length > 0) return card.nation_costs.map((c) => ({ ...c }));
  const count = card.nation_cost ?? 0;
  return count > 0 ? [{ color: card.color ?? 'purple', count }] : [];
}

/**
 * The designated colour the sources fall short of, if any: each named colour counted by its own
 * G, then the purple amounts by whatever the named colours leave over.
 */
function shortOf(
  power: Record<GundamWarColor, number>,
  all: number,
  designated: readonly Designation[],
): Designation | null {
  let named = 0;
  let purple = 0;
  for (const { color, count } of designated) {
    if (color === 'purple') {
      purple += count;
      continue;
    }
    if (power[color] < count) return { color, count };
    named += count;
  }
  return all - named < purple ? { color: 'purple', count: purple } : null;
}

/** Checks a cost's two thresholds against the Nation Power sources (the Resource Cost is checked against the Nation by the play). */
export function checkCost(sources: readonly PowerSource[], cost: Cost): CostCheck {
  const total = Math.max(0, cost.total);
  const available = sources.length;
  if (available < total) {
    return {
      ok: false,
      rule: 'ch. 08 step 3 (Total Nation Power)',
      message: `needs Total Nation Power ${total} but only ${available} is available`,
      said: message('gundam-war:error.totalPower', { total, available }),
      ruleSaid: message('gundam-war:rule.totalPower'),
    };
  }
  if (cost.designated.length === 0) return MET;
  const power = nationPower(sources);
  const short = shortOf(power, available, cost.designated);
  if (!short) return MET;
  const have = short.color === 'purple' ? available : power[short.color];
  return {
    ok: false,
    rule: 'ch. 08 step 3 (Designated Nation Power)',
    message: `needs ${short.count} ${short.color} Nation Power but only ${have} is available`,
    said: message('gundam-war:error.designatedPower', {
      count: short.count,
      colour: message(`gundam-war:colour.${short.color}`),
      available: have,
    }),
    ruleSaid: message('gundam-war:rule.designatedPower'),
  };
}

/** Applies cost increases then decreases, in that order (ch. 08 steps 3.1 and 3.2); a designated change goes to the first colour. */
export function adjustCost(cost: Cost, increases: readonly CostDelta[], decreases: readonly CostDelta[]): Cost {
  let { total, resource } = cost;
  let first = cost.designated[0]?.count ?? 0;
  for (const inc of increases) {
    first += inc.designated ?? 0;
    total += inc.total ?? 0;
    resource += inc.resource ?? 0;
  }
  for (const dec of decreases) {
    first = Math.max(0, first - (dec.designated ?? 0));
    total = Math.max(0, total - (dec.total ?? 0));
    resource = Math.max(0, resource - (dec.resource ?? 0));
  }
  const [head, ...rest] = cost.designated;
  const designated = head ? [{ color: head.color, count: first }, ...rest] : [];
  return { designated, total, resource };
}
