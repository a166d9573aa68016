/**
 * Formats a message may apply to a parameter (`{{question, bare}}`), added to every i18next
 * instance that tells engine messages: the command line's and worker's (translate.ts) and the
 * renderer's (renderer/i18n/index.ts).
 */
import type { i18n } from 'i18next';

/** `bare`: a quoted sentence without its closing mark ("Keep your hand?" → "Keep your hand"). */
const bare = (value: unknown): string => String(value).replace(/[?.:？。：]$/u, '');

/** `capital`: a sentence's first letter upper-cased, for words that begin one ("draw 1 card" → "Draw 1 card"). */
const capital = (value: unknown): string => {
  const text = String(value);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export function addFormats(instance: i18n): void {
  instance.services.formatter?.add('bare', bare);
  instance.services.formatter?.add('capital', capital);
}
