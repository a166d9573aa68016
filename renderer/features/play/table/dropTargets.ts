/**
 * Rules play: where the card being dragged may go by its rules moves. Only those zones and
 * cards light up while it is in the air; a drop anywhere else is a move by hand, which the
 * table offers as an override before making it.
 */
import type { RulesIntent } from '../../../../engine/core/types';
import type { GameLayout } from './layouts';
import { locateCard, type TableView } from './model';
import { intentsFor, ruleForDrop } from './ruleMoves';

/** The cards a rules move of this card lands on: an upgrade's M.S., a pilot's host, a target. */
function onto(intent: RulesIntent): unknown[] {
  return [intent.onto, intent.attachTo, ...(Array.isArray(intent.targets) ? intent.targets : [])].filter(
    (x) => typeof x === 'string',
  );
}

/** Where a plain play puts a card, by its printed type (a drop on any play zone still plays it). */
function homeZone(view: TableView, layout: GameLayout, cardId: string): string {
  const printed = view.catalog[locateCard(view, cardId)?.card.cardKey ?? ''];
  return (printed && layout.roles.playedAs?.[printed.type]) ?? layout.roles.play;
}

const plainPlay = (i: RulesIntent) => i.type === 'play' && onto(i).length === 0;

/** CSS selectors of the zones and cards the card's rules moves go to (empty: it has none). */
export function legalDropSelectors(
  view: TableView,
  layout: GameLayout,
  legal: RulesIntent[],
  cardId: string,
): string[] {
  const mine = intentsFor(legal, cardId);
  if (!mine.length) return [];
  const out: string[] = [];
  const home = homeZone(view, layout, cardId);
  for (const seat of view.seats) {
    for (const z of layout.zones) {
      const rule = ruleForDrop(view, legal, cardId, { kind: 'zone', seat, zone: z.zone });
      if (rule && (!plainPlay(rule) || (z.zone === home && seat === view.viewer)))
        out.push(`section.pf-zone[data-seat="${seat}"][data-zone="${z.zone}"]`);
    }
  }
  const cards = new Set(mine.flatMap(onto));
  for (const id of cards) out.push(`.pf-card[data-card-id="${CSS.escape(String(id))}"]`);
  return out;
}
