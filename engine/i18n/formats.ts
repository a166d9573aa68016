/**
 * Formats a message may apply to a parameter (`{{question, bare}}`), added to every i18next
 * instance that tells engine messages: the command line's and worker's (translate.ts) and the
 * renderer's (renderer/i18n/index.ts).
 */
import type { i18n } from 'i18next';

/** `bare`: a quoted sentence without its closing mark ("Keep your hand?" → "Keep your hand"). */
const bare = (value: unknown): string => String(value).replace(/[?.:？。：]$/u, '');

export function addFormats(instance: i18n): void {
  instance.services.formatter?.add('bare', bare);
}
