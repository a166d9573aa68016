/**
 * The stand-in cards the effect-system scenarios play with: our own cards, named for what
 * they do, standing in for the rulebooks' examples (Nullifying Lantern, Inspiring Call,
 * Mordred and Caliburn). Printed values are abstract (attack/defence, types, a colour,
 * abilities); static abilities are continuous effects written in the effect system's terms.
 */
import type { GundamWarCard, GundamWarCardType } from '../../cards/model';
import type { Change, Selector, TriggerDraft, UseLimit } from '../types';
import type { Op } from './table';

/** A static ability (Auto A, or Auto B working from `fromZones`). `names` picks cards by name. */
export type StandInStatic = {
  ability: string;
  change: Change;
  selector: Selector & { names?: string[] };
  fromZones?: string[];
};
/** An automatic effect the card causes when it enters the field. */
export type StandInEntry = { kind: TriggerDraft['kind']; label: string; op: Op };

export type StandIn = {
  number: string;
  name: string;
  type: GundamWarCardType;
  text: string;
  stats?: Record<string, number>;
  types?: string[];
  colour?: string;
  abilities?: string[];
  statics?: StandInStatic[];
  onEnter?: StandInEntry[];
  /** What playing it from the hand does (a Unit or Character enters; a Command has an effect). */
  play?: { cost: number; op: Op; limit?: UseLimit };
};

const field = (more: Selector & { names?: string[] } = {}) => ({ zones: ['field'], ...more });
const enters = { cost: 0, op: { do: 'enter' } as Op };

export const STAND_INS: StandIn[] = [
  { number: 'FX-001', name: 'Trainer Unit', type: 'unit', text: 'A plain Unit.' },
  { number: 'FX-002', name: 'GM', type: 'unit', text: 'A plain Unit, named by other cards.', play: enters },
  { number: 'FX-003', name: 'Gundam', type: 'unit', text: 'A plain Unit, named by other cards.' },
  { number: 'FX-004', name: 'Guncannon', type: 'unit', text: 'A sturdy Unit.', stats: { attack: 2, defence: 5 } },
  { number: 'FX-005', name: 'Red Wreck', type: 'unit', text: 'A red Unit.', colour: 'red' },
  { number: 'FX-006', name: 'Green Wreck', type: 'unit', text: 'A green Unit.', colour: 'green' },
  { number: 'FX-007', name: 'Flyer', type: 'unit', text: 'A Unit with Flight.', abilities: ['Flight'] },
  {
    number: 'FX-008',
    name: 'Duke',
    type: 'character',
    text: 'A Character of type Lord.',
    types: ['Character', 'Lord'],
  },
  {
    number: 'FX-010',
    name: 'Field Commander',
    type: 'character',
    types: ['Character'],
    text: 'Your other Units have +1 attack.',
    statics: [
      {
        ability: 'aura',
        selector: field({ controller: 'you', types: ['Unit'], excludeSource: true }),
        change: { kind: 'modify', deltas: { attack: 1 } },
      },
    ],
  },
  {
    number: 'FX-011',
    name: 'Watchful Commander',
    type: 'character',
    types: ['Character'],
    text: 'Your other Units have +1 attack. When this enters the field (Auto D): look at the attack of Gundam.',
    statics: [
      {
        ability: 'aura',
        selector: field({ controller: 'you', types: ['Unit'], excludeSource: true }),
        change: { kind: 'modify', deltas: { attack: 1 } },
      },
    ],
    onEnter: [
      { kind: 'auto-d', label: 'Watchful Commander: look at Gundam', op: { do: 'read', what: 'attack', of: 'Gundam' } },
    ],
    play: enters,
  },
  {
    number: 'FX-012',
    name: 'Twin Entry Unit',
    type: 'unit',
    text: 'When this enters the field: (Auto D) note "D"; (Auto B) note "B".',
    onEnter: [
      { kind: 'auto-d', label: 'Twin Entry: Auto D', op: { do: 'log', text: 'D' } },
      { kind: 'auto-b', label: 'Twin Entry: Auto B', op: { do: 'log', text: 'B' } },
    ],
    play: enters,
  },
  {
    number: 'FX-013',
    name: 'Limitless Ball',
    type: 'unit',
    stats: { attack: 1, defence: 1, copiesAllowed: 3 },
    text: 'From the deck or the hand (Auto B): a deck may hold any number of Limitless Ball.',
    statics: [
      {
        ability: 'limitless',
        fromZones: ['deck', 'hand'],
        selector: { names: ['Limitless Ball'] },
        change: { kind: 'set-values', values: { copiesAllowed: 99 } },
      },
    ],
  },
  {
    number: 'FX-014',
    name: 'Beam Command',
    type: 'command',
    text: 'Cost 2: 3 damage to a Unit.',
    play: { cost: 2, op: { do: 'damage', amount: 3 } },
  },
  {
    // Nullifying Lantern stand-in (colour layer).
    number: 'FX-020',
    name: 'Null Beacon',
    type: 'character',
    types: ['Character', 'Relic'],
    text: 'Cards in Junkyards are colourless.',
    statics: [
      { ability: 'null-field', selector: { zones: ['junkyard'] }, change: { kind: 'colour', set: 'colourless' } },
    ],
  },
  {
    number: 'FX-021',
    name: 'Silence Field',
    type: 'character',
    types: ['Character'],
    text: 'Relics on the field lose all their abilities.',
    statics: [
      { ability: 'silence', selector: field({ types: ['Relic'] }), change: { kind: 'lose', abilities: 'all' } },
    ],
  },
  {
    number: 'FX-022',
    name: 'Lord of Command',
    type: 'character',
    types: ['Character', 'Relic'],
    text: 'Other cards on the field have +1 attack.',
    statics: [
      {
        ability: 'command',
        selector: field({ excludeSource: true }),
        change: { kind: 'modify', deltas: { attack: 1 } },
      },
    ],
  },
  {
    number: 'FX-023',
    name: 'Old Order',
    type: 'character',
    types: ['Character'],
    text: "GM's attack is 4.",
    statics: [{ ability: 'order', selector: { names: ['GM'] }, change: { kind: 'set-values', values: { attack: 4 } } }],
  },
  {
    number: 'FX-024',
    name: 'New Order',
    type: 'character',
    types: ['Character'],
    text: "GM's attack is 7.",
    statics: [{ ability: 'order', selector: { names: ['GM'] }, change: { kind: 'set-values', values: { attack: 7 } } }],
  },
  {
    // The "have" side of the Inspiring Call example: a static effect that covers newcomers.
    number: 'FX-025',
    name: 'Banner Lord',
    type: 'character',
    types: ['Character'],
    text: 'Your Units have +1 defence.',
    statics: [
      {
        ability: 'banner',
        selector: field({ controller: 'you', types: ['Unit'] }),
        change: { kind: 'modify', deltas: { defence: 1 } },
      },
    ],
  },
  {
    number: 'FX-026',
    name: 'Jammer',
    type: 'character',
    types: ['Character'],
    text: 'Other cards on the field lose Flight.',
    statics: [
      { ability: 'jam', selector: field({ excludeSource: true }), change: { kind: 'lose', abilities: ['Flight'] } },
    ],
  },
  {
    // Mordred stand-in: depends on the Silencing Sword's effect.
    number: 'FX-027',
    name: 'Flawless Lord',
    type: 'character',
    types: ['Character'],
    text: 'Cards with Strike in your Junkyard have Floating Memory.',
    statics: [
      {
        ability: 'flawless',
        selector: { zones: ['junkyard'], controller: 'you', abilities: ['Strike'] },
        change: { kind: 'gain', abilities: ['Floating Memory'] },
      },
    ],
  },
  {
    // Caliburn stand-in.
    number: 'FX-028',
    name: 'Silencing Sword',
    type: 'character',
    types: ['Character'],
    text: 'Cards in your Junkyard have Strike.',
    statics: [
      {
        ability: 'silencing',
        selector: { zones: ['junkyard'], controller: 'you' },
        change: { kind: 'gain', abilities: ['Strike'] },
      },
    ],
  },
  {
    number: 'FX-029',
    name: 'Knighting Hall',
    type: 'character',
    types: ['Character'],
    text: 'Lords on the field are also Knights.',
    statics: [
      {
        ability: 'knighting',
        selector: field({ types: ['Lord'] }),
        change: { kind: 'types', add: ['Knight'], remove: [], set: null },
      },
    ],
  },
  {
    number: 'FX-030',
    name: 'Vow of Humility',
    type: 'character',
    types: ['Character'],
    text: 'Knights on the field are not Lords.',
    statics: [
      {
        ability: 'vow',
        selector: field({ types: ['Knight'] }),
        change: { kind: 'types', add: [], remove: ['Lord'], set: null },
      },
    ],
  },
  {
    number: 'FX-031',
    name: 'Banner of Knights',
    type: 'character',
    types: ['Character'],
    text: 'Knights on the field are also Bannerets.',
    statics: [
      {
        ability: 'bannerets',
        selector: field({ types: ['Knight'] }),
        change: { kind: 'types', add: ['Banneret'], remove: [], set: null },
      },
    ],
  },
  {
    number: 'FX-032',
    name: 'Wing Relic',
    type: 'character',
    types: ['Character', 'Relic'],
    abilities: ['Flight'],
    text: 'Flight. Your other Units have Flight.',
    statics: [
      {
        ability: 'wings',
        selector: field({ controller: 'you', types: ['Unit'] }),
        change: { kind: 'gain', abilities: ['Flight'] },
      },
    ],
  },
  {
    number: 'FX-033',
    name: 'Wing Clipper',
    type: 'character',
    types: ['Character'],
    text: 'Cards with Flight on the field lose "wings".',
    statics: [
      { ability: 'clip', selector: field({ abilities: ['Flight'] }), change: { kind: 'lose', abilities: ['wings'] } },
    ],
  },
  {
    number: 'FX-034',
    name: 'Knightly Oath',
    type: 'character',
    types: ['Character'],
    text: 'The Duke is a Character Knight (its types are set).',
    statics: [
      {
        ability: 'oath',
        selector: { names: ['Duke'] },
        change: { kind: 'types', add: [], remove: [], set: ['Character', 'Knight'] },
      },
    ],
  },
];

export const STAND_IN_BY_NUMBER: ReadonlyMap<string, StandIn> = new Map(STAND_INS.map((c) => [c.number, c]));

/** The stand-ins as cards of the shared card model (so the scenario runner can build tables with them). */
export const STAND_IN_CARDS: GundamWarCard[] = STAND_INS.map((c) => ({
  game: 'gundam-war',
  number: c.number,
  name: c.name,
  type: c.type,
  cost: c.play?.cost,
  text: c.text,
  set: 'Sortie effect-system stand-ins',
  rarity: 'C',
  keywords: [],
  traits: [],
}));
