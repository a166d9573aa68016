/** Turns events into plain-words log lines for one viewer, naming only cards they could see. */
import type { Card } from '../cards/model';
import { cardName, message, type Message, type MessageParam } from '../i18n/message';
import { inEnglish } from '../i18n/translate';
import type { GameLayout } from './layout';
import type { CardId, EventRef, GameEvent, GameState, LogMessage, LogParam, Seat } from './types';
import { canSee } from './visibility';
import { seatName } from './refusal';

/** A card a log line names, as the viewer saw it: its name in the line and its printed card's key. */
export interface LogCard {
  name: string;
  key: string;
}

function seenBy(ref: EventRef, players: string[], viewer: Seat | null): boolean {
  return viewer === null ? ref.shownTo.length === players.length : ref.shownTo.includes(viewer);
}

export function renderEvent(event: GameEvent, players: string[], viewer: Seat | null): string {
  return event.text
    .replace(/\{p([01])\}/g, (_, s: string) => players[Number(s)] ?? `Player ${Number(s) + 1}`)
    .replace(/\{(\d+)\}/g, (_, i: string) => {
      const ref = event.refs[Number(i)];
      return ref && seenBy(ref, players, viewer) ? ref.name : 'a card';
    });
}

/** The cards `renderEvent`'s line names for this viewer (those it calls "a card" are left out). */
export function cardsNamed(event: GameEvent, players: string[], viewer: Seat | null): LogCard[] {
  const out: LogCard[] = [];
  for (const ref of event.refs)
    if (ref.key && seenBy(ref, players, viewer) && !out.some((c) => c.key === ref.key))
      out.push({ name: ref.name, key: ref.key });
  return out;
}

/** A log message's parameters with seats and card references told by `seat` and `ref`. */
export function resolveLog(
  msg: LogMessage,
  seat: (n: Seat) => MessageParam,
  ref: (i: number) => MessageParam,
): Message {
  const params: Record<string, MessageParam> = {};
  for (const [name, value] of Object.entries(msg.params ?? {})) params[name] = resolveParam(value, seat, ref);
  return message(msg.key, params);
}

function resolveParam(
  value: LogParam,
  seat: (n: Seat) => MessageParam,
  ref: (i: number) => MessageParam,
): MessageParam {
  if (typeof value !== 'object') return value;
  if ('seat' in value) return seat(value.seat);
  if ('ref' in value) return ref(value.ref);
  if ('name' in value) return value;
  return resolveLog(value, seat, ref);
}

/** The English line with `{p0}` and `{0}` placeholders that `renderEvent` fills per viewer. */
export function logTemplate(msg: LogMessage): string {
  return inEnglish(
    resolveLog(
      msg,
      (n) => `{p${n}}`,
      (i) => `{${i}}`,
    ),
  );
}

/**
 * The event's message for one viewer: players by name, cards they could see by name (Japanese
 * where the card has one and the reader reads Japanese), the others as "a card". Null for a
 * line written as plain English.
 */
export function eventMessage(
  event: GameEvent,
  players: string[],
  viewer: Seat | null,
  catalog: Record<string, Card>,
): Message | null {
  if (!event.msg) return null;
  const told = resolveLog(
    event.msg,
    (n) => seatName(players, n),
    (i) => {
      const ref = event.refs[i];
      if (!ref || !seenBy(ref, players, viewer)) return message('log:aCard');
      const card = catalog[ref.key];
      return card ? cardName(card) : ref.name;
    },
  );
  return event.override ? message('log:override', { line: told }) : told;
}

/**
 * A decision's or a Cut entry's message for one viewer (`Decision.msg`, `CutEntry.labelMsg`):
 * told like a log line, but its `{ ref: n }` are card ids (`refs[n]`) seen as they are now.
 */
export function stateMessage(
  msg: LogMessage,
  refs: readonly CardId[] | undefined,
  state: GameState,
  layout: GameLayout,
  viewer: Seat,
): Message {
  return resolveLog(
    msg,
    (n) => seatName(state.players, n),
    (i) => {
      const card = refs?.[i] === undefined ? undefined : state.cards[refs[i]];
      if (!card || !canSee(layout, card, viewer)) return message('log:aCard');
      const printed = state.catalog[card.key];
      return printed ? cardName(printed) : card.key;
    },
  );
}

/** `msg` with each `{ ref: n }` moved to `{ ref: n + by }`: messages about several cards' lists joined into one. */
export function shiftRefs(msg: LogMessage, by: number): LogMessage {
  if (by === 0 || !msg.params) return msg;
  const params: Record<string, LogParam> = {};
  for (const [name, value] of Object.entries(msg.params)) params[name] = shiftParam(value, by);
  return { key: msg.key, params };
}

function shiftParam(value: LogParam, by: number): LogParam {
  if (typeof value !== 'object' || 'seat' in value || 'name' in value) return value;
  if ('ref' in value) return { ref: value.ref + by };
  return shiftRefs(value, by);
}
