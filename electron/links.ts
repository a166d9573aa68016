/**
 * `sortie://deck/<code>` links (docs/deck-lists.md, deck codes). The operating system hands a
 * link to the app on its command line (Windows, Linux: a second start, or the first) or as an
 * `open-url` event (macOS); main.ts passes it to the renderer, which opens it as a deck code.
 */
export const LINK_SCHEME = 'sortie';

/** No deck link is longer (a deck code is at most 4,000 characters). */
const MAX_LINK = 4100;

/** The link among a process's arguments, if one is there and looks like ours. */
export function linkFromArgv(argv: readonly string[]): string | undefined {
  return argv.find(isDeckLink);
}

export function isDeckLink(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_LINK && /^sortie:\/\/deck\/[A-Za-z0-9_-]+\/?$/.test(value);
}
