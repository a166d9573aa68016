/**
 * What the command line says, as messages (`cli:` catalog) so each command speaks its reader's
 * language (`--lang`, `LANG`); the English words stay on the error for tests and other callers.
 */
import { message, type Message, type MessageParam } from '../i18n/message';
import { inEnglish } from '../i18n/translate';

export const cli = (key: string, params?: Record<string, MessageParam>): Message => message(`cli:${key}`, params);

/** Words from outside the catalogs (Node's own option errors, a file's JSON error): shown as they are. */
export const verbatim = (text: string): Message => cli('verbatim', { text });

/** Several messages as one, in order: `a; b; c` (Japanese `a；b；c`). */
export function joined(list: readonly Message[]): Message {
  return list.length ? list.reduce((a, b) => cli('joined', { a, b })) : verbatim('');
}

/** An error the command refuses to run with: English `message`, and `msg` for the reader. */
export class ToldError extends Error {
  readonly msg: Message;
  constructor(said: string | Message) {
    const msg = typeof said === 'string' ? verbatim(said) : said;
    super(inEnglish(msg));
    this.msg = msg;
  }
}
