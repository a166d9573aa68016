/**
 * Reads a deck file of either form (JSON or plain list) into a list plus problems,
 * so the editor's import, the clipboard and the command line share one path.
 */
import type { CardCatalog } from './catalog';
import type { Format } from './formats';
import { deckFromJson } from './json';
import { parseDeckList, type ListProblem, type ParseListOptions, type ParsedList } from './list';
import type { Deck } from './model';

export interface ReadDeck extends ParsedList {
  /** The full stored deck when the file was the lossless JSON form. */
  deck?: Deck;
}

export function isJsonDeck(text: string): boolean {
  return text.trimStart().startsWith('{');
}

export function readDeckFile(text: string, options: ParseListOptions & { formats?: readonly Format[] }): ReadDeck {
  if (!isJsonDeck(text)) return parseDeckList(text, options);
  const read = deckFromJson(text);
  if (!read.ok) {
    return { list: { game: options.game ?? 'ms-war', main: [], side: [] }, problems: read.errors.map((message) => ({ kind: 'syntax', message })) };
  }
  const deck = read.value;
  const catalog: CardCatalog | undefined = options.catalogs.find((c) => c.game === deck.game);
  const problems: ListProblem[] = [];
  for (const entry of [...deck.main, ...deck.side]) {
    if (!catalog?.byNumber(entry.number)) {
      problems.push({ kind: 'unknown-card', message: `unknown card: no card numbered ${entry.number} in the ${deck.game} card library` });
    }
  }
  return { deck, list: { name: deck.name, format: deck.format, game: deck.game, main: deck.main, side: deck.side }, problems };
}
