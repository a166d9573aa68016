/**
 * Reads a deck file of either form (JSON or plain list) into a list plus problems,
 * so the editor's import, the clipboard and the command line share one path.
 */
import type { CardCatalog } from './catalog';
import type { Format } from './formats';
import { deckFromJson } from './json';
import { parseDeckList, type ListProblem, type ParseListOptions, type ParsedList } from './list';
import type { Deck } from './model';
import { libraryOf, listSaid } from './said';

export interface ReadDeck extends ParsedList {
  /** The full stored deck when the file was the lossless JSON form. */
  deck?: Deck;
}

export function isJsonDeck(text: string): boolean {
  return text.trimStart().startsWith('{');
}

/**
 * Deck files above this many characters are refused before they are read: a 60-card list is
 * about 2,000, so this leaves room for any deck with notes while a runaway file cannot tie up
 * the reader or fill memory with its problems.
 */
export const MAX_DECK_FILE_CHARS = 1_000_000;

export function readDeckFile(text: string, options: ParseListOptions & { formats?: readonly Format[] }): ReadDeck {
  if (text.length > MAX_DECK_FILE_CHARS) {
    const said = listSaid('tooLong', {
      size: (text.length / 1_000_000).toFixed(1),
      max: MAX_DECK_FILE_CHARS.toLocaleString('en'),
    });
    return { list: { game: options.game ?? 'ms-war', main: [], side: [] }, problems: [{ kind: 'syntax', ...said }] };
  }
  if (!isJsonDeck(text)) {
    const parsed = parseDeckList(text, options);
    const empty = parsed.problems.length === 0 && parsed.list.main.length === 0 && parsed.list.side.length === 0;
    // An empty file (or one of comments only) is a mistake, not an empty deck to store.
    return empty
      ? {
          ...parsed,
          problems: [{ kind: 'syntax', ...listSaid('noCards') }],
        }
      : parsed;
  }
  const read = deckFromJson(text);
  if (!read.ok) {
    return {
      list: { game: options.game ?? 'ms-war', main: [], side: [] },
      problems: read.errors.map((message, i) => ({
        kind: 'syntax',
        message,
        ...(read.said ? { said: read.said[i] } : {}),
      })),
    };
  }
  const deck = read.value;
  const catalog: CardCatalog | undefined = options.catalogs.find((c) => c.game === deck.game);
  const problems: ListProblem[] = [];
  for (const entry of [...deck.main, ...deck.side]) {
    if (!catalog?.byNumber(entry.number)) {
      problems.push({
        kind: 'unknown-card',
        ...listSaid('unknownNumber', { number: entry.number, game: libraryOf(deck.game) }),
      });
    }
  }
  return {
    deck,
    list: { name: deck.name, format: deck.format, game: deck.game, main: deck.main, side: deck.side },
    problems,
  };
}
