/**
 * A tiny stand-in game for the effect system's scenarios: cards with a zone, controller,
 * entry time, printed values and static abilities; ops that deal damage, log, create
 * continuous effects, put effects on hold or trigger more effects. Our own demo cards
 * play the rulebook's examples. Not a real game: just enough table to watch the rules.
 * Cards are named when made (`card('gm')`) and numbered by `table` in the order given, as a
 * game numbers its card instances; helpers taking a name find the card by it (`idOf`).
 */
import { addContinuous, createEffectsState, derive, putOnHold, stamp } from '../index';
import type { ContinuousHooks, EffectsHooks } from '../hooks';
import type {
  Activation,
  ActivationDraft,
  CardId,
  Characteristics,
  ContinuousEffect,
  EffectsResult,
  EffectsState,
  JsonValue,
  Seat,
  Target,
  TriggerDraft,
} from '../types';

export type Zone = 'field' | 'hand' | 'junkyard' | 'deck';
export type StaticAbility = Omit<
  ContinuousEffect,
  'id' | 'timestamp' | 'source' | 'controller' | 'reads' | 'duration'
> & { fromZones?: Zone[] };

export type TableCard = {
  /** The card's index in `Table.cards`. */
  id: CardId;
  name: string;
  owner: Seat;
  controller: Seat;
  zone: Zone;
  entered: number;
  printed: Characteristics;
  counters: Record<string, number>;
  statics: StaticAbility[];
  /** Automatic effects this card causes when it enters the field. */
  onEnter: TriggerDraft[];
};

/** A card as `card` makes it, before `table` numbers it. */
export type NewCard = Omit<TableCard, 'id'>;

export type Table = {
  cards: TableCard[];
  turn: Seat;
  effects: EffectsState;
  log: string[];
  damage: Record<CardId, number>;
  paid: number[];
};

export type Op =
  | { do: 'log'; text: string }
  | { do: 'damage'; amount: number }
  | { do: 'enter' }
  | { do: 'destroy' }
  | { do: 'continuous'; effect: JsonValue }
  | { do: 'hold'; timing: string; then: JsonValue }
  | { do: 'chain'; text: string; triggers: JsonValue }
  /** Notes a stat of the card named `of`. */
  | { do: 'read'; stat: string; of: string };

export function card(
  name: string,
  over: Partial<NewCard> & {
    stats?: Record<string, number>;
    abilities?: string[];
    types?: string[];
    colour?: string;
  } = {},
): NewCard {
  const { stats, abilities, types, colour, ...rest } = over;
  // A card's static abilities are among its printed abilities, so losing them ends their effects.
  const own = (over.statics ?? []).map((st) => st.ability).filter((a): a is string => a !== null);
  return {
    name,
    owner: 0,
    controller: over.owner ?? 0,
    zone: 'field',
    entered: 0,
    printed: {
      stats: stats ?? { attack: 2, defence: 2 },
      types: types ?? ['Unit'],
      colour: colour ?? 'blue',
      abilities: [...new Set([...(abilities ?? []), ...own])],
    },
    counters: {},
    statics: [],
    onEnter: [],
    ...rest,
  };
}

/** A table with the given cards, numbered 0, 1… in the order given; entry times follow that order, from the effects clock. */
export function table(cards: NewCard[], turn: Seat = 0): Table {
  let state: Table = { cards: [], turn, effects: createEffectsState(), log: [], damage: {}, paid: [0, 0] };
  for (const c of cards) {
    const t = stamp(state, hooks);
    state = {
      ...t.state,
      cards: [...t.state.cards, { ...c, id: t.state.cards.length, entered: c.entered || t.timestamp }],
    };
  }
  return state;
}

/** The id of the card with this name, or -1 (no card has it). */
export function idOf(s: Table, name: string): CardId {
  return s.cards.findIndex((c) => c.name === name);
}

function move(s: Table, id: CardId, zone: Zone): Table {
  const t = stamp(s, hooks);
  const c = t.state.cards[id];
  const cards = t.state.cards.slice();
  cards[id] = { ...c, zone, controller: c.owner, entered: t.timestamp };
  return { ...t.state, cards };
}

export { move as moveCard };

/** The named card, pinned to its current stay. */
export function target(s: Table, name: string): Target {
  const id = idOf(s, name);
  return { id, entered: s.cards[id].entered };
}

function apply(s: Table, a: Activation): { state: Table; triggers?: TriggerDraft[] } {
  const op = a.op as Op;
  const logged = (text: string, st: Table = s): Table => ({ ...st, log: [...st.log, text] });
  switch (op.do) {
    case 'log':
      return { state: logged(op.text) };
    case 'damage': {
      const damage = { ...s.damage };
      for (const t of a.targets) damage[t.id] = (damage[t.id] ?? 0) + op.amount;
      return { state: logged(`${a.label}`, { ...s, damage }) };
    }
    case 'enter': {
      const id = a.card!;
      const entered = logged(`${s.cards[id].name} enters`, move(s, id, 'field'));
      return { state: entered, triggers: s.cards[id].onEnter.map((d) => ({ ...d, source: id })) };
    }
    case 'destroy':
      return { state: a.targets.reduce((st, t) => move(st, t.id, 'junkyard'), logged(a.label)) };
    case 'continuous': {
      const draft = op.effect as unknown as ContinuousEffect;
      const scope = draft.scope.kind === 'instanced' ? { kind: 'instanced' as const, objects: a.targets } : draft.scope;
      return {
        state: addContinuous(logged(a.label), hooks, { ...draft, scope, source: a.source, controller: a.controller })
          .state,
      };
    }
    case 'hold':
      return { state: putOnHold(logged(a.label), hooks, { ...a, op: op.then }, op.timing).state };
    case 'chain':
      return { state: logged(op.text), triggers: op.triggers as unknown as TriggerDraft[] };
    case 'read':
      return { state: logged(`${op.of} ${op.stat} ${derive(s, continuous).of(idOf(s, op.of))!.stats[op.stat]}`) };
  }
}

export const hooks: EffectsHooks<Table> = {
  read: (s) => s.effects,
  write: (s, effects) => ({ ...s, effects }),
  turnPlayer: (s) => s.turn,
  attackingPlayer: (s) => s.turn,
  // The stand-in table speaks as Gundam War does (the rules these scenarios follow).
  orderMessage: (then) => ({ key: then === 'cut' ? 'gundam-war:effects.orderCut' : 'gundam-war:effects.orderApply' }),
  targetIsLegal: (s, _a, t) =>
    s.cards[t.id]?.zone === 'field' && (t.entered === null || s.cards[t.id].entered === t.entered),
  conditionHolds: (s, a) => {
    const cond = a.condition as { onField: string };
    return s.cards[idOf(s, cond.onField)]?.zone === 'field';
  },
  apply,
  playFailed: (s, a) => ({ ...move(s, a.card!, 'junkyard'), log: [...s.log, `${s.cards[a.card!].name} to junkyard`] }),
  selectAll: (s, _a, selector) => {
    const sel = selector as { controller: Seat };
    return s.cards
      .filter((c) => c.zone === 'field' && c.controller === sel.controller)
      .map((c) => ({ id: c.id, entered: c.entered }));
  },
};

export const continuous: ContinuousHooks<Table> = {
  read: (s) => s.effects,
  objects: (s) => s.cards.map((c) => c.id),
  base: (s, id) => s.cards[id].printed,
  locate: (s, id) =>
    s.cards[id] ? { zone: s.cards[id].zone, controller: s.cards[id].controller, entered: s.cards[id].entered } : null,
  counters: (s, id) => s.cards[id].counters,
  isOnField: (s, id) => s.cards[id]?.zone === 'field',
  staticEffects: (s) =>
    s.cards.flatMap((c) =>
      c.statics
        .filter((st) => (st.fromZones ?? ['field']).includes(c.zone))
        .map(({ fromZones: _zones, ...st }, i) => ({
          ...st,
          id: `${c.id}#${i}`,
          source: c.id,
          controller: c.controller,
          timestamp: c.entered,
          reads: [],
          duration: 'while-source-on-field' as const,
        })),
    ),
};

/** Unwraps a result, failing the scenario with the rule error's words. */
export function ok(result: EffectsResult<Table>): Table {
  if ('error' in result) throw new Error(`${result.error} (${result.rule})`);
  return result.state;
}

export function draft(label: string, controller: Seat, op: Op, more: Partial<ActivationDraft> = {}): ActivationDraft {
  return { kind: 'play-text', source: null, controller, op: op as unknown as JsonValue, label, ...more };
}

export function auto(
  kind: TriggerDraft['kind'],
  label: string,
  op: Op,
  more: Partial<TriggerDraft> = {},
): TriggerDraft {
  return { kind, source: null, controller: 0, op: op as unknown as JsonValue, label, ...more };
}

/** The named card's values after continuous effects. */
export function values(s: Table, name: string): Characteristics {
  return derive(s, continuous).of(idOf(s, name))!;
}
