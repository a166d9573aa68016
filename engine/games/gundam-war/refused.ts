/**
 * Gundam War's refusals beyond playing a card (play.ts): using a special effect, a field
 * text, a sortie, an answer, a move the game does not know, as messages (`gundam-war:refusal.*`,
 * the rule `gundam-war:cite.*`) naming cards and players in the reader's language.
 */
import { resolveLog } from '../../core/log';
import { refusal, seatName } from '../../core/refusal';
import type { CardId, GameState, Seat } from '../../core/types';
import { cardName, message, type CardName, type Message, type MessageParam } from '../../i18n/message';
import type { Refusal } from './keywords';
import { def } from './read';

/** A refusal (`gundam-war:refusal.<key>`) citing its rule; its English is the messages told in English (core/refusal.ts). */
export const refused = (key: string, params: Record<string, MessageParam> | undefined, rule: Message): Refusal =>
  refusal(message(`gundam-war:refusal.${key}`, params), rule);

/** A rule a refusal cites (`gundam-war:cite.*`, or one of play.ts's `gundam-war:rule.*`). */
export const cite = (key: string, params?: Record<string, MessageParam>): Message =>
  message(key.startsWith('rule.') ? `gundam-war:${key}` : `gundam-war:cite.${key}`, params);

export const player = (s: GameState, seat: Seat): MessageParam => seatName(s.players, seat);

export const named = (s: GameState, id: CardId): CardName => cardName(def(s, id));

/** The question waiting, in the reader's words: players by name, cards by name. */
export function question(s: GameState): MessageParam {
  const p = s.pending!;
  if (!p.msg) return p.prompt;
  const refs = p.refs ?? [];
  return resolveLog(
    p.msg,
    (n) => player(s, n),
    (i) => (s.cards[refs[i]] ? named(s, refs[i]) : p.prompt),
  );
}
