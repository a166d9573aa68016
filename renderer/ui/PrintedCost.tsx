/**
 * A Gundam War card's cost as printed (`青1-2-1`, `Blue 1-2-1`: designated, total, resource),
 * told from engine/cards/cost.ts in the interface language, with the words as its title.
 */
import { printedCost, printedCostMessage, costWordsMessage } from '../../engine/cards/cost';
import type { Card } from '../../engine/cards/model';
import { useMessage } from '../i18n/hooks';

/** The printed cost as text, or `fallback` for a card without one (a G, an M.S. War card). */
export function PrintedCostText({ card, fallback = '–' }: { card: Card; fallback?: string }) {
  const tm = useMessage();
  const cost = printedCost(card);
  if (!cost) return <>{fallback}</>;
  return (
    <span className="printed-cost" title={tm(costWordsMessage(cost))}>
      {tm(printedCostMessage(cost))}
    </span>
  );
}
