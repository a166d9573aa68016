/**
 * The stand-in table's state and what its effects do. The table is a plain core
 * GameState whose `rules` hold the effect system's slice, the entry time of each card's
 * current stay, a log of what effects did (in order) and damage. Ops are JSON, written
 * in scenarios or in the stand-in cards.
 */
import { cardIdOf, cardIdsOf, idText } from '../../core/ids';
import type { CardId, CardRef, GameState, Seat } from '../../core/types';
import { addContinuous, putOnHold, stamp } from '../index';
import type { EffectsHooks } from '../hooks';
import type { Activation, EffectsState, JsonValue, Target, TriggerDraft } from '../types';
import { STAND_IN_BY_NUMBER, type StandIn } from './cards';
import type { AutoText, Op, TableRules } from './table';
import { valuesOf } from './values';

export function rulesOf(s: GameState): TableRules {
  return s.rules as unknown as TableRules;
}

export function withRules(s: GameState, change: Partial<TableRules>): GameState {
  return { ...s, rules: { ...rulesOf(s), ...change } as unknown as JsonValue };
}

export function standIn(s: GameState, id: CardId): StandIn {
  return STAND_IN_BY_NUMBER.get(s.catalog[s.cards[id].key].number)!;
}

export function nameOf(s: GameState, id: CardId): string {
  return s.cards[id] ? s.catalog[s.cards[id].key].name : idText(id);
}

export function zoneName(zoneKey: string): string {
  return zoneKey.slice(2);
}

export function onField(s: GameState, id: CardId): boolean {
  return !!s.cards[id] && zoneName(s.cards[id].zone) === 'field';
}

export const LENS = {
  read: (s: GameState) => rulesOf(s).effects,
  write: (s: GameState, effects: EffectsState) => withRules(s, { effects }),
};

/** A new stay for every card whose zone changed since its last one (a card that moves is a new object). */
export function restamp(s: GameState): GameState {
  let out = s;
  for (const c of s.cards) {
    const id = c.id;
    if (rulesOf(out).stays[id]?.zone === c.zone) continue;
    const t = stamp(out, LENS);
    out = withRules(t.state, { stays: { ...rulesOf(t.state).stays, [id]: { zone: c.zone, entered: t.timestamp } } });
  }
  return out;
}

/** Moves a card to its owner's `zone` (face up, at the end) and starts its new stay. */
export function moveCard(s: GameState, id: CardId, zone: string): GameState {
  const c = s.cards[id];
  const to = `${c.owner}:${zone}`;
  const zones = {
    ...s.zones,
    [c.zone]: s.zones[c.zone].filter((x) => x !== id),
    [to]: [...(s.zones[to] ?? []).filter((x) => x !== id), id],
  };
  const cards = s.cards.slice();
  cards[id] = { ...c, zone: to, faceUp: true, turned: false };
  return restamp({ ...s, zones, cards });
}

export function pin(s: GameState, id: CardId): Target {
  return { id, entered: rulesOf(s).stays[id]?.entered ?? null };
}

function logged(s: GameState, text: string): GameState {
  return withRules(s, { log: [...rulesOf(s).log, text] });
}

export function autoDraft(s: GameState, t: AutoText, controller: Seat): TriggerDraft {
  return {
    kind: t.kind,
    source: t.source === undefined ? null : cardIdOf(t.source),
    ability: t.ability ?? null,
    controller: t.controller ?? controller,
    op: t.op as unknown as JsonValue,
    label: t.label,
    targets: cardIdsOf(t.targets).map((id) => pin(s, id)),
    frequency: t.frequency,
  };
}

function show(v: unknown): string {
  return Array.isArray(v) ? `[${v.join(', ')}]` : String(v);
}

/** `of` is a card id, or a name standing for every card of that name on the field. */
function read(s: GameState, what: string, of: CardRef): GameState {
  const id = cardIdOf(of);
  const ids = s.cards[id] ? [id] : s.cards.filter((c) => nameOf(s, c.id) === of && onField(s, c.id)).map((c) => c.id);
  return ids.reduce((st, id) => logged(st, `${nameOf(s, id)} ${what} ${show(valuesOf(s, id, what))}`), s);
}

function apply(s: GameState, a: Activation): { state: GameState; triggers?: TriggerDraft[] } {
  const op = a.op as unknown as Op;
  switch (op.do) {
    case 'log':
      return { state: logged(s, op.text) };
    case 'damage': {
      const damage = { ...rulesOf(s).damage };
      for (const t of a.targets) damage[t.id] = (damage[t.id] ?? 0) + op.amount;
      return {
        state: logged(
          withRules(s, { damage }),
          `${a.label}: ${op.amount} damage to ${a.targets.map((t) => nameOf(s, t.id)).join(', ')}`,
        ),
      };
    }
    case 'enter': {
      const id = a.card!;
      const entered = logged(moveCard(s, id, 'field'), `${nameOf(s, id)} enters the field`);
      const triggers = (standIn(s, id).onEnter ?? []).map((e, i): TriggerDraft => ({
        kind: e.kind,
        source: id,
        ability: `entry${i}`,
        controller: s.cards[id].owner,
        op: e.op as unknown as JsonValue,
        label: e.label,
      }));
      return { state: entered, triggers };
    }
    case 'destroy':
      return {
        state: a.targets.reduce(
          (st, t) => moveCard(st, t.id, 'junkyard'),
          logged(s, `${a.label}: ${a.targets.map((t) => nameOf(s, t.id)).join(', ')} destroyed`),
        ),
      };
    case 'continuous': {
      const scope = op.selector
        ? { kind: 'static' as const, selector: op.selector }
        : { kind: 'instanced' as const, objects: a.targets };
      const draft = {
        source: a.source,
        controller: a.controller,
        scope,
        change: op.change,
        duration: op.duration,
        reads: op.reads,
      };
      return { state: addContinuous(logged(s, a.label), LENS, draft).state };
    }
    case 'hold':
      return {
        state: putOnHold(logged(s, a.label), LENS, { ...a, op: op.then as unknown as JsonValue }, op.timing).state,
      };
    case 'chain':
      return { state: logged(s, op.text), triggers: op.triggers.map((t) => autoDraft(s, t, a.controller)) };
    case 'read':
      return { state: read(s, op.what, op.of) };
  }
}

export const HOOKS: EffectsHooks<GameState> = {
  ...LENS,
  turnPlayer: (s) => s.turn.active,
  attackingPlayer: (s) => s.turn.active,
  // The stand-in table speaks as Gundam War does (the rules these scenarios follow).
  orderMessage: (then) => ({ key: then === 'cut' ? 'gundam-war:effects.orderCut' : 'gundam-war:effects.orderApply' }),
  targetIsLegal: (s, _a, t) =>
    onField(s, t.id) && (t.entered === null || rulesOf(s).stays[t.id]?.entered === t.entered),
  conditionHolds: (s, a) => onField(s, cardIdOf((a.condition as { onField: CardRef }).onField)),
  apply,
  playFailed: (s, a) => moveCard(s, a.card!, 'junkyard'),
  selectAll: (s, _a, selector) => {
    const { controller } = selector as { controller: Seat };
    return s.cards.filter((c) => onField(s, c.id) && c.owner === controller).map((c) => pin(s, c.id));
  },
  cardName: (s, id) => ({ name: s.catalog[s.cards[id].key].name }),
};
