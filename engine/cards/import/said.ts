/**
 * What the import says about a row, as messages (`import:` catalog) so the app and the command
 * line tell it in their reader's language. zod hands back only strings from its error
 * callbacks, so a message travels through zod as its JSON and is read back here.
 */
import { message, type Message, type MessageParam } from '../../i18n/message';

export const said = (key: string, params?: Record<string, MessageParam>): Message => message(`import:${key}`, params);

/** A message as zod's error text (see `fromZod`). */
export const forZod = (msg: Message): string => JSON.stringify(msg);

/** zod's error text back as a message; text zod wrote itself is passed on as it is. */
export function fromZod(text: string): Message {
  if (text.startsWith('{"key":')) {
    try {
      return JSON.parse(text) as Message;
    } catch {
      // Not ours after all: fall through.
    }
  }
  return said('plain', { text });
}
