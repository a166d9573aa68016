/**
 * Manual intents: the table moves a player can always make by hand, in every mode.
 * They never check game rules; in rules mode `step` marks their events as overrides.
 */
import { message, type Message, type MessageParam } from '../i18n/message';
import { inEnglish } from '../i18n/translate';
import { Draft } from './draft';
import { parseZoneKey, zoneKey, type GameLayout } from './layout';
import { nextInt, shuffle } from './prng';
import { canSee, eventRef } from './visibility';
import { checkZone, dropCounter, moveCard, resolveRef } from './zones';
import {
  isRuleError,
  type GameState,
  type LogMessage,
  type ManualIntent,
  type RuleError,
  type Seat,
  type StepResult,
} from './types';

/** A seat's zone in a refusal ("Aki's Hand"): the player by name, the zone in the reader's words. */
function zoneNamed(state: GameState, layout: GameLayout, key: string): Message {
  const parsed = parseZoneKey(key)!;
  return message('log:zoneOf', {
    player: state.players[parsed.seat] ?? `Player ${parsed.seat + 1}`,
    zone: message(`table:${layout.game}.zone.${parsed.zone}`),
  });
}

/** A manual move refused, in English and as a message (`log:manual.refuse.*`). */
function refuse(key: string, params?: Record<string, MessageParam>): RuleError {
  const msg = message(`log:manual.refuse.${key}`, params);
  return { error: inEnglish(msg), msg };
}

const you = (seat: Seat) => ({ seat });
/** A seat's zone in a log line ("Aki's Hand"), told in the reader's language. */
function zoneOf(layout: GameLayout, key: string): LogMessage {
  const parsed = parseZoneKey(key)!;
  return {
    key: 'log:zoneOf',
    params: { player: you(parsed.seat as Seat), zone: { key: `table:${layout.game}.zone.${parsed.zone}` } },
  };
}
const line = (key: string, params: LogMessage['params']): LogMessage => ({ key: `log:manual.${key}`, params });

export function drawCards(d: Draft, layout: GameLayout, seat: Seat, count: number): RuleError | null {
  const deck = zoneKey(seat, layout.deckZone);
  for (let i = 0; i < count; i++) {
    const top = d.state.zones[deck][0];
    if (top === undefined) return refuse('emptyDraw', { zone: zoneNamed(d.state, layout, deck) });
    moveCard(d, layout, top, zoneKey(seat, layout.handZone));
    d.log('draw', seat, line('draws', { player: you(seat), c0: { ref: 0 } }), [eventRef(layout, d.state, top)]);
  }
  return null;
}

/**
 * A private look at the top of a pile (or all of it): the cards are revealed to the looking
 * seat only, so the log names how many, never which.
 */
function look(d: Draft, layout: GameLayout, seat: Seat, zone: string, count: number | undefined): RuleError | null {
  const bad = checkZone(d.state, layout, zone);
  if (bad) return bad;
  if (count !== undefined && (!Number.isInteger(count) || count < 1)) return refuse('lookCount', { n: count });
  const ids = d.state.zones[zone];
  if (!ids.length) return refuse('emptyLook', { zone: zoneNamed(d.state, layout, zone) });
  const seen = count === undefined ? ids : ids.slice(0, count);
  for (const id of seen)
    if (!d.state.cards[id].revealedTo.includes(seat))
      d.card(id).revealedTo = [...d.state.cards[id].revealedTo, seat].sort();
  d.log(
    'look',
    seat,
    line(count === undefined ? 'lookThrough' : 'lookTop', {
      player: you(seat),
      zone: zoneOf(layout, zone),
      count: seen.length,
    }),
  );
  return null;
}

export function applyManual(state: GameState, layout: GameLayout, intent: ManualIntent): StepResult {
  const d = new Draft(state);
  const err = applyOn(d, layout, intent);
  if (err) return err;
  return { state: d.state, events: d.events };
}

function applyOn(d: Draft, layout: GameLayout, intent: ManualIntent): RuleError | null {
  const { seat } = intent;
  const s = d.state;
  if (seat !== 0 && seat !== 1) return { error: `Seat must be 0 or 1, not ${String(seat)}.` };
  if (seat >= s.seats) return { error: `This game has one seat; seat ${seat} cannot act.` };
  switch (intent.type) {
    case 'move': {
      const id = resolveRef(s, intent.card);
      if (isRuleError(id)) return id;
      const bad = checkZone(s, layout, intent.to);
      if (bad) return bad;
      const from = s.cards[id].zone;
      const sawBefore = ([0, 1] as Seat[]).filter((x) => canSee(layout, s.cards[id], x));
      moveCard(d, layout, id, intent.to, intent.position, intent.faceUp);
      d.log(
        'move',
        seat,
        line('moves', { player: you(seat), c0: { ref: 0 }, from: zoneOf(layout, from), to: zoneOf(layout, intent.to) }),
        [eventRef(layout, d.state, id, sawBefore)],
      );
      return null;
    }
    case 'turn': {
      const id = resolveRef(s, intent.card);
      if (isRuleError(id)) return id;
      const c = d.card(id);
      c.turned = intent.turned ?? !c.turned;
      d.log('turn', seat, line(c.turned ? 'turns' : 'straightens', { player: you(seat), c0: { ref: 0 } }), [
        eventRef(layout, d.state, id),
      ]);
      return null;
    }
    case 'flip': {
      const id = resolveRef(s, intent.card);
      if (isRuleError(id)) return id;
      const c = d.card(id);
      c.faceUp = intent.faceUp ?? !c.faceUp;
      d.log('flip', seat, line(c.faceUp ? 'flipUp' : 'flipDown', { player: you(seat), c0: { ref: 0 } }), [
        eventRef(layout, d.state, id),
      ]);
      return null;
    }
    case 'counter': {
      const id = resolveRef(s, intent.card);
      if (isRuleError(id)) return id;
      if (!Number.isInteger(intent.delta))
        return { error: `A counter change must be a whole number, not ${intent.delta}.` };
      const c = d.card(id);
      const next = (c.counters[intent.name] ?? 0) + intent.delta;
      if (next <= 0) dropCounter(c, intent.name);
      else c.counters[intent.name] = next;
      d.log(
        'counter',
        seat,
        line('counter', { player: you(seat), counter: intent.name, c0: { ref: 0 }, value: Math.max(0, next) }),
        [eventRef(layout, d.state, id)],
      );
      return null;
    }
    case 'attach': {
      const id = resolveRef(s, intent.card);
      if (isRuleError(id)) return id;
      if (intent.to === null) {
        // The zone's list is made anew too, as every other change of a host makes it: readers that
        // compare lists by identity then know its cards may be Set differently (gundam-war/seat-table.ts).
        d.zone(s.cards[id].zone);
        d.card(id).attachedTo = null;
        d.log('detach', seat, line('detaches', { player: you(seat), c0: { ref: 0 } }), [eventRef(layout, d.state, id)]);
        return null;
      }
      const host = resolveRef(s, intent.to);
      if (isRuleError(host)) return host;
      if (host === id) return refuse('attachSelf');
      if (s.cards[host].attachedTo !== null) return refuse('attachAttached');
      if (s.cards[host].zone !== s.cards[id].zone) moveCard(d, layout, id, s.cards[host].zone);
      const list = d.zone(d.state.cards[id].zone);
      list.splice(list.indexOf(id), 1);
      list.splice(list.indexOf(host) + 1, 0, id);
      d.card(id).attachedTo = host;
      d.log('attach', seat, line('attaches', { player: you(seat), c0: { ref: 0 }, c1: { ref: 1 } }), [
        eventRef(layout, d.state, id),
        eventRef(layout, d.state, host),
      ]);
      return null;
    }
    case 'reveal': {
      const id = resolveRef(s, intent.card);
      if (isRuleError(id)) return id;
      const c = d.card(id);
      const to: Seat[] = intent.to === 'all' ? [0, 1] : [intent.to];
      c.revealedTo = [...new Set([...c.revealedTo, ...to])].sort();
      d.log('reveal', seat, line('reveals', { player: you(seat), c0: { ref: 0 } }), [eventRef(layout, d.state, id)]);
      return null;
    }
    case 'shuffle': {
      const bad = checkZone(s, layout, intent.zone);
      if (bad) return bad;
      const [order, prng] = shuffle(s.zones[intent.zone], s.prng);
      d.state.prng = prng;
      const list = d.zone(intent.zone);
      list.splice(0, list.length, ...order);
      for (const id of order) if (d.state.cards[id].revealedTo.length) d.card(id).revealedTo = [];
      d.log('shuffle', seat, line('shuffles', { player: you(seat), zone: zoneOf(layout, intent.zone) }));
      return null;
    }
    case 'draw':
      return drawCards(d, layout, seat, intent.count ?? 1);
    case 'set-value': {
      if (!/^[01]:[a-z-]+$/.test(intent.key))
        return { error: `A value key is "<seat>:<name>", e.g. "0:war-experience"; got "${intent.key}".` };
      d.setValue(intent.key, intent.value);
      const owner = intent.key[0];
      const id = intent.key.slice(2);
      const fallback = layout.values.find((v) => v.id === id)?.label ?? id;
      const name = layout.values.some((v) => v.id === id) ? { key: `table:${layout.game}.value.${id}` } : fallback;
      d.log(
        'set-value',
        seat,
        line('setValue', { player: you(seat), owner: you(Number(owner) as Seat), name, value: String(intent.value) }),
      );
      return null;
    }
    case 'next-phase': {
      const phases = layout.phases;
      const at = phases.findIndex((p) => p.id === s.turn.phase);
      if (at < phases.length - 1) {
        d.state.turn = { ...s.turn, phase: phases[at + 1].id, step: '' };
        d.log('phase', seat, line('phase', { phase: { key: `table:${layout.game}.phase.${phases[at + 1].id}` } }));
      } else {
        const active = (s.seats === 2 ? 1 - s.turn.active : 0) as Seat;
        d.state.turn = { number: s.turn.number + 1, active, phase: phases[0].id, step: '' };
        d.log(
          'turn',
          active,
          line('turn', {
            turn: s.turn.number + 1,
            player: you(active),
            phase: { key: `table:${layout.game}.phase.${phases[0].id}` },
          }),
        );
      }
      return null;
    }
    case 'roll': {
      if (!Number.isInteger(intent.sides) || intent.sides < 2)
        return { error: `A die needs at least 2 sides, not ${intent.sides}.` };
      const [n, prng] = nextInt(s.prng, intent.sides);
      d.state.prng = prng;
      const side = { key: `log:manual.${n === 0 ? 'heads' : 'tails'}` };
      d.log(
        'roll',
        seat,
        intent.sides === 2
          ? line('coin', { player: you(seat), side })
          : line('die', { player: you(seat), sides: intent.sides, value: n + 1 }),
      );
      return null;
    }
    case 'look':
      return look(d, layout, seat, intent.zone, intent.count);
    default:
      return { error: `Unknown manual intent "${(intent as { type: string }).type}".` };
  }
}
