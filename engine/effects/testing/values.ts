/** The stand-in table's values after continuous effects: printed values from the stand-in cards, static abilities by stay. */
import type { CardId, GameState } from '../../core/types';
import { derive } from '../continuous/derive';
import type { ContinuousHooks } from '../hooks';
import type { Characteristics, ContinuousEffect, Selector } from '../types';
import { STAND_IN_BY_NUMBER, type StandIn, type StandInStatic } from './cards';
import type { TableRules } from './table';

const rules = (s: GameState) => s.rules as unknown as TableRules;
const card = (s: GameState, id: CardId): StandIn => STAND_IN_BY_NUMBER.get(s.catalog[s.cards[id].key].number)!;
const zone = (s: GameState, id: CardId) => s.cards[id].zone.slice(2);

function printed(c: StandIn): Characteristics {
  const own = (c.statics ?? []).map((st) => st.ability);
  return {
    stats: { attack: 2, defence: 2, ...c.stats },
    types: c.types ?? [c.type === 'unit' ? 'Unit' : c.type === 'command' ? 'Command' : 'Character'],
    colour: c.colour ?? 'blue',
    abilities: [...new Set([...(c.abilities ?? []), ...own])],
  };
}

/** `names` in a stand-in's selector stands for the ids of every card with one of those names. */
function bySelector(s: GameState, ids: CardId[], sel: StandInStatic['selector']): Selector {
  const { names, ...rest } = sel;
  return names ? { ...rest, ids: ids.filter((id) => names.includes(s.catalog[s.cards[id].key].name)) } : rest;
}

/** Static abilities of the cards where they work (the field, or the zones an Auto B names), timestamped by their source's stay. */
function staticEffects(s: GameState): ContinuousEffect[] {
  const ids = s.cards.map((c) => c.id);
  return ids.flatMap((id) =>
    (card(s, id).statics ?? [])
      .filter((st) => (st.fromZones ?? ['field']).includes(zone(s, id)))
      .map((st, i) => ({
        id: `${id}#${i}`,
        source: id,
        controller: s.cards[id].owner,
        ability: st.ability,
        timestamp: rules(s).stays[id]?.entered ?? 0,
        scope: { kind: 'static' as const, selector: bySelector(s, ids, st.selector) },
        change: st.change,
        duration: 'while-source-on-field' as const,
        reads: [],
      })),
  );
}

export const CONTINUOUS: ContinuousHooks<GameState> = {
  read: (s) => rules(s).effects,
  objects: (s) => s.cards.map((c) => c.id),
  base: (s, id) => printed(card(s, id)),
  locate: (s, id) =>
    s.cards[id]
      ? { zone: zone(s, id), controller: s.cards[id].owner, entered: rules(s).stays[id]?.entered ?? 0 }
      : null,
  counters: (s, id) => s.cards[id].counters,
  staticEffects,
  isOnField: (s, id) => !!s.cards[id] && zone(s, id) === 'field',
};

/** A derived value of a card: `attack` (any stat), `stats`, `types`, `colour`, `abilities`, or `damage`. */
export function valuesOf(s: GameState, id: CardId, what: string): unknown {
  if (!s.cards[id]) return undefined;
  if (what === 'damage') return rules(s).damage[id] ?? 0;
  const v = derive(s, CONTINUOUS).of(id)!;
  if (what === 'stats' || what === 'types' || what === 'colour' || what === 'abilities') return v[what];
  return v.stats[what];
}
