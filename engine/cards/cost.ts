/**
 * A Gundam War card's cost as printed, left to right: Designated Nation Power (each colour
 * with its amount), Total Nation Power and Resource Cost — `青1-2-1`, `青1黒1-3-1`, `黒1-1-X`
 * (docs/card-data.md). Told as a message (`terms:cost.*`) so the app and the command line
 * show it in their reader's language: `Blue 1-2-1` in English.
 */
import { message, type Message } from '../i18n/message';
import type { Card, GundamWarColor, VariableCost } from './model';

export interface PrintedCost {
  /** Each designated colour with its amount, in printed order; the colour is absent when the file gave none. */
  designated: { color?: GundamWarColor; count: number }[];
  total?: number;
  /** A card file without the Resource Cost means 0 (engine/cards/model.ts). */
  resource: number | VariableCost;
}

/** The three numbers of a Gundam War card that costs anything; undefined for G and M.S. War cards. */
export function printedCost(card: Card): PrintedCost | undefined {
  if (card.game !== 'gundam-war' || card.type === 'g') return undefined;
  if (card.cost === undefined && card.nation_cost === undefined && card.resource_cost === undefined) return undefined;
  const designated = card.nation_costs?.length
    ? card.nation_costs
    : card.nation_cost !== undefined
      ? [{ ...(card.color ? { color: card.color } : {}), count: card.nation_cost }]
      : [];
  return { designated, ...(card.cost !== undefined ? { total: card.cost } : {}), resource: card.resource_cost ?? 0 };
}

/** A number the file left out, as sheets print it. */
const NONE = '*';

/** The designated part alone: `青1`, `青1黒1` (`Blue 1`, `Blue 1 Black 1`). */
export function designatedMessage(cost: PrintedCost): Message | string {
  const parts = cost.designated.map((p): Message | string =>
    p.color
      ? message('terms:cost.part', { color: message(`terms:color.${p.color}`), count: p.count })
      : String(p.count),
  );
  if (!parts.length) return NONE;
  return parts.reduce((a, b) => message('terms:cost.then', { a, b }));
}

/** The cost as printed: `青1-2-1` (`Blue 1-2-1`). */
export function printedCostMessage(cost: PrintedCost): Message {
  return message('terms:cost.printed', {
    designated: designatedMessage(cost),
    total: cost.total ?? NONE,
    resource: cost.resource,
  });
}

/** The cost in words, for a tooltip or a screen reader: `designated Blue 1, total 2, resource cost 1`. */
export function costWordsMessage(cost: PrintedCost): Message {
  return message('terms:cost.words', {
    designated: designatedMessage(cost),
    total: cost.total ?? NONE,
    resource: cost.resource,
  });
}
