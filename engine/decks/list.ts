/**
 * The plain-text deck list (docs/deck-lists.md): comments, `Deck:`/`Format:` headers,
 * `Main:`/`Side:` sections (and their Japanese forms, headings.ts) and `<count>[x] <number> [name]` or `<count>[x] <name>` lines.
 * Parsing never throws: every problem comes back with its line number.
 */
import type { GameId } from '../cards/model';
import { cardCount, type DeckEntry } from './model';
import type { CardCatalog } from './catalog';
import { findFormat, type Format } from './formats';
import { numberKey } from './names';
import { excerpt } from '../text/excerpt';
import type { CardProblem } from './resolve';
import { codeIndex, type CodeIndex } from './gundamwar-net/index';
import { resolveLine, type MatchHow } from './gundamwar-net/match';
import type { Message } from '../i18n/message';
import { libraryOf, listSaid } from './said';
import { headerField, headingOf, LIST_WORDS } from './headings';
import { localName, type LanguageCode } from '../i18n/languages';

export type ListProblemKind = 'syntax' | 'unknown-card' | 'ambiguous-card' | 'unknown-format';

export interface ListProblem {
  /** 1-based line in the text; absent when the problem concerns the whole file. */
  line?: number;
  kind: ListProblemKind;
  message: string;
  /** `message` as a message for the reader. */
  said?: Message;
  /** For an ambiguous name: the cards it could mean. */
  candidates?: CardProblem['candidates'];
  /** For an unknown name: the closest names in the library ("did you mean"), and the name looked up. */
  suggestions?: string[];
  query?: string;
}

export interface DeckList {
  name?: string;
  format?: string;
  game: GameId;
  main: DeckEntry[];
  side: DeckEntry[];
}

export interface ParseListOptions {
  /** One catalog per game the list may be for. */
  catalogs: readonly CardCatalog[];
  /** Custom formats a `Format:` header may name (built-ins are always known). */
  formats?: readonly Format[];
  /** The game to read the list as when it has no `Format:` header. */
  game?: GameId;
}

/** How one card line was matched to its card (the import report shows these). */
export interface LineMatch {
  line: number;
  how: MatchHow;
  number: string;
}

export interface ParsedList {
  list: DeckList;
  problems: ListProblem[];
  /** Every card line that was read, and how its card was found. */
  matches?: LineMatch[];
}

type Line =
  | { kind: 'blank' }
  | { kind: 'header'; key: 'deck' | 'format'; value: string }
  | { kind: 'section'; section: 'main' | 'side' }
  | { kind: 'card'; count: number; texts: string[] }
  | { kind: 'problem'; message: string; said: Message };

// Every pattern runs in time linear in the line: whitespace runs are collapsed to one space
// before the patterns see them, `.` matches any character (the `s` flag), and the heading
// patterns only ever see a short line, so no run of spaces or odd line separator can make them
// backtrack over the line again and again (a line of 120,000 spaces once took half a minute).
/** `<words>: <value>`; the words are looked up in `LABELS` (headings.ts). */
const LABELLED = /^([^:]{1,40}):(.*)$/s;
/** A heading's count: `(50)`, `(50枚)`, `50枚`, `50`. */
const HEADING_COUNT = / ?(?:\( ?\d{1,4} ?枚? ?\)|\d{1,4} ?枚?)$/;
/** A value that is a count of cards in Japanese: `50枚`, `(50枚)`. */
const COUNTED = /^\(? ?\d{1,4} ?枚 ?\)?$/;
const CARD = /^(\d+)( ?[x×枚])? (\S.*)$/is;
/** A comment after the card: whitespace then `#` or `//`. Matched one character pair at a time. */
const INLINE_COMMENT = /\s(?:#|\/\/)/;
/** Headings are short; a longer line is never read as one. */
const MAX_HEADING = 60;
const MAX_HEADER_CHARS = 200;
const MAX_CARD_TEXT = 120;
// Lines that get "did you mean" suggestions (each costs a pass over the library); past them a
// list is mostly unknown cards anyway.
const SUGGESTED_LINES = 10;

function withoutComment(text: string): string {
  const at = INLINE_COMMENT.exec(text);
  return at ? text.slice(0, at.index) : text;
}

function classify(raw: string): Line {
  // Full-width digits, letters, colons and brackets (typed with a Japanese IME) read as
  // half-width: `３ １０１０２０１２６`, `メイン：（５０）`.
  const text = raw.normalize('NFKC').replace(/\s+/g, ' ').trim();
  if (text === '' || text.startsWith('#') || text.startsWith('//')) return { kind: 'blank' };
  const labelled = LABELLED.exec(text);
  const value = labelled?.[2].trim() ?? '';
  // `デッキ：50枚` is the main deck's heading; `デッキ：ストライクフリーダム` its name.
  const field = labelled && !COUNTED.test(value) ? headerField(labelled[1]) : undefined;
  // A name or format id is short; a runaway header is cut rather than stored whole.
  if (field) return { kind: 'header', key: field, value: value.slice(0, MAX_HEADER_CHARS) };
  const body = withoutComment(text).trim();
  const heading = body.length <= MAX_HEADING ? headingOf(body.replace(HEADING_COUNT, '').replace(/:$/, '')) : undefined;
  if (heading === 'group') return { kind: 'blank' };
  if (heading) return { kind: 'section', section: heading };
  const card = CARD.exec(body);
  if (!card) {
    return { kind: 'problem', ...listSaid('cannotRead', { line: excerpt(raw.replace(/\s+/g, ' ').trim()) }) };
  }
  const count = Number(card[1]);
  if (count < 1 || count > 999) return { kind: 'problem', ...listSaid('count', { value: excerpt(card[1], 12) }) };
  // "3 X Gundam" may be three of "X Gundam" or three of "Gundam": try the plain reading first.
  // No card number or name is longer; the cut keeps a runaway line out of every message.
  const name = card[3].slice(0, MAX_CARD_TEXT);
  const texts = card[2] && card[2].trim() !== '枚' ? [name, `${card[2].trim()} ${name}`] : [name];
  return { kind: 'card', count, texts };
}

function readAs(lines: Line[], catalog: CardCatalog, header: { name?: string; format?: string }): ParsedList {
  const list: DeckList = { ...header, game: catalog.game, main: [], side: [] };
  const problems: ListProblem[] = [];
  const matches: LineMatch[] = [];
  let section: 'main' | 'side' = 'main';
  // Codes and official ids are indexed only when a line needs them (most lists name numbers).
  let index: CodeIndex | undefined;
  const codes = () => (index ??= codeIndex(catalog));
  // Entries by section and number key, so a long list adds each line in constant time.
  const entries = new Map<string, DeckEntry>();
  const addEntry = (number: string, count: number) => {
    const key = `${section} ${numberKey(number)}`;
    const existing = entries.get(key);
    if (existing) existing.count += count;
    else {
      const entry = { number, count };
      entries.set(key, entry);
      list[section].push(entry);
    }
  };
  lines.forEach((line, at) => {
    if (line.kind === 'section') section = line.section;
    else if (line.kind === 'problem')
      problems.push({ line: at + 1, kind: 'syntax', message: line.message, said: line.said });
    else if (line.kind === 'card') {
      const found = resolveLine(line.texts, catalog, codes, { suggest: problems.length < SUGGESTED_LINES });
      if ('card' in found) {
        addEntry(found.card.number, line.count);
        matches.push({ line: at + 1, how: found.how, number: found.card.number });
      } else problems.push({ line: at + 1, ...found.problem });
    }
  });
  return { list, problems, matches };
}

export function parseDeckList(text: string, options: ParseListOptions): ParsedList {
  const lines = text.split(/\r\n|\r|\n/).map(classify);
  const header: { name?: string; format?: string } = {};
  const headerProblems: ListProblem[] = [];
  let game = options.game;
  lines.forEach((line, index) => {
    if (line.kind !== 'header') return;
    if (line.key === 'deck') {
      if (line.value) header.name = line.value;
      return;
    }
    const format = findFormat(line.value, options.formats);
    if (!format) {
      headerProblems.push({
        line: index + 1,
        kind: 'unknown-format',
        ...listSaid('unknownFormat', { format: excerpt(line.value) }),
      });
      return;
    }
    header.format = format.id;
    game = format.game;
  });

  const catalogs = game ? options.catalogs.filter((c) => c.game === game) : options.catalogs;
  if (catalogs.length === 0) {
    return {
      list: { ...header, game: game ?? 'ms-war', main: [], side: [] },
      problems: [
        ...headerProblems,
        { kind: 'syntax', ...(game ? listSaid('noLibrary', { game: libraryOf(game) }) : listSaid('noLibraryAny')) },
      ],
    };
  }
  // Without a format the game is the one whose cards the list names best.
  const readings = catalogs.map((catalog) => readAs(lines, catalog, header));
  const cardCount = (r: ParsedList) => r.list.main.length + r.list.side.length;
  const best = readings.reduce((a, b) =>
    b.problems.length < a.problems.length || (b.problems.length === a.problems.length && cardCount(b) > cardCount(a))
      ? b
      : a,
  );
  const problems = [...headerProblems, ...best.problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { list: best.list, problems, matches: best.matches };
}

export interface SerializeOptions {
  /** Used to write each card's name after its number, for people reading the list. */
  catalog?: CardCatalog;
  /** The language of the headers and of the names after the numbers (English by default). */
  lang?: LanguageCode;
}

export function serializeDeckList(
  deck: { name?: string; format?: string; main: DeckEntry[]; side: DeckEntry[] },
  options: SerializeOptions = {},
): string {
  const lang = options.lang ?? 'en';
  const words = LIST_WORDS[lang];
  const out: string[] = [];
  const name = deck.name?.replace(/\s+/g, ' ').trim();
  if (name) out.push(`${words.deck}: ${name}`);
  if (deck.format) out.push(`${words.format}: ${deck.format}`);
  const line = (e: DeckEntry) => {
    const card = options.catalog?.byNumber(e.number);
    return card ? `${e.count} ${e.number} ${localName(card, lang)}` : `${e.count} ${e.number}`;
  };
  if (out.length) out.push('');
  out.push(`${words.main}: (${cardCount(deck.main)})`, ...deck.main.map(line));
  if (deck.side.length) out.push('', `${words.side}: (${cardCount(deck.side)})`, ...deck.side.map(line));
  return `${out.join('\n')}\n`;
}
