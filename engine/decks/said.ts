/**
 * What the deck-list reader says about a list, as messages (`list:` catalog) so the app and the
 * command line tell it in the reader's language; `message` keeps the English words.
 */
import type { GameId } from '../cards/model';
import { message, type Message, type MessageParam } from '../i18n/message';
import { inEnglish } from '../i18n/translate';

export function listSaid(key: string, params?: Record<string, MessageParam>): { message: string; said: Message } {
  const said = message(`list:${key}`, params);
  return { message: inEnglish(said), said };
}

/** A game's card library, as a list message names it. */
export const libraryOf = (game: GameId): Message => message(`list:game.${game}`);
