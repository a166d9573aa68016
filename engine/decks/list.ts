/**
 * The plain-text deck list (docs/deck-lists.md): comments, `Deck:`/`Format:` headers,
 * `Main:`/`Side:` sections and `<count>[x] <number> [name]` or `<count>[x] <name>` lines.
 * Parsing never throws: every problem comes back with its line number.
 */
import type { GameId } from '../cards/model';
import type { DeckEntry } from './model';
import type { CardCatalog } from './catalog';
import { findFormat, type Format } from './formats';
import { numberKey } from './names';
import { resolveCard, type CardProblem } from './resolve';

export type ListProblemKind = 'syntax' | 'unknown-card' | 'ambiguous-card' | 'unknown-format';

export interface ListProblem {
  /** 1-based line in the text; absent when the problem concerns the whole file. */
  line?: number;
  kind: ListProblemKind;
  message: string;
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

export interface ParsedList {
  list: DeckList;
  problems: ListProblem[];
}

type Line =
  | { kind: 'blank' }
  | { kind: 'header'; key: 'deck' | 'format'; value: string }
  | { kind: 'section'; section: 'main' | 'side' }
  | { kind: 'card'; count: number; texts: string[] }
  | { kind: 'problem'; message: string };

const HEADER = /^(deck|name|format)\s*:\s*(.*)$/i;
const SECTION = /^(main|main\s*deck|side|side\s*deck|sideboard)\s*:?\s*(?:\(\s*\d+\s*\))?$/i;
const CARD = /^(\d+)(\s*[x×])?\s+(\S.*)$/i;
// Lines that get "did you mean" suggestions; past them a list is mostly unknown cards anyway.
const SUGGESTED_LINES = 10;
const INLINE_COMMENT = /\s+(?:#|\/\/).*$/;

function classify(raw: string): Line {
  // Full-width digits and letters (typed with a Japanese IME) read as half-width: `３ １０１０２０１２６`.
  const text = raw.normalize('NFKC').trim();
  if (text === '' || text.startsWith('#') || text.startsWith('//')) return { kind: 'blank' };
  const header = HEADER.exec(text);
  if (header) {
    const key = header[1].toLowerCase() === 'format' ? 'format' : 'deck';
    return { kind: 'header', key, value: header[2].trim() };
  }
  const body = text.replace(INLINE_COMMENT, '').trim();
  const section = SECTION.exec(body);
  if (section) return { kind: 'section', section: section[1].toLowerCase().startsWith('side') ? 'side' : 'main' };
  const card = CARD.exec(body);
  if (!card) {
    return { kind: 'problem', message: `cannot read "${raw.trim()}": expected "<count> <card number or name>", a "Main:"/"Side:" section or a "Deck:"/"Format:" header` };
  }
  const count = Number(card[1]);
  if (count < 1 || count > 999) return { kind: 'problem', message: `the count ${card[1]} must be between 1 and 999` };
  // "3 X Gundam" may be three of "X Gundam" or three of "Gundam": try the plain reading first.
  const texts = card[2] ? [card[3], `${card[2].trim()} ${card[3]}`] : [card[3]];
  return { kind: 'card', count, texts };
}

function addEntry(entries: DeckEntry[], number: string, count: number): void {
  const existing = entries.find((e) => numberKey(e.number) === numberKey(number));
  if (existing) existing.count += count;
  else entries.push({ number, count });
}

function readAs(lines: Line[], catalog: CardCatalog, header: { name?: string; format?: string }): ParsedList {
  const list: DeckList = { ...header, game: catalog.game, main: [], side: [] };
  const problems: ListProblem[] = [];
  let section: 'main' | 'side' = 'main';
  lines.forEach((line, index) => {
    if (line.kind === 'section') section = line.section;
    else if (line.kind === 'problem') problems.push({ line: index + 1, kind: 'syntax', message: line.message });
    else if (line.kind === 'card') {
      const found = resolveCard(line.texts, catalog, { suggest: problems.length < SUGGESTED_LINES });
      if ('card' in found) addEntry(list[section], found.card.number, line.count);
      else problems.push({ line: index + 1, ...found.problem });
    }
  });
  return { list, problems };
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
      headerProblems.push({ line: index + 1, kind: 'unknown-format', message: `unknown format "${line.value}"` });
      return;
    }
    header.format = format.id;
    game = format.game;
  });

  const catalogs = game ? options.catalogs.filter((c) => c.game === game) : options.catalogs;
  if (catalogs.length === 0) {
    return { list: { ...header, game: game ?? 'ms-war', main: [], side: [] }, problems: [...headerProblems, { kind: 'syntax', message: `no card library for ${game ?? 'any game'}` }] };
  }
  // Without a format the game is the one whose cards the list names best.
  const readings = catalogs.map((catalog) => readAs(lines, catalog, header));
  const cardCount = (r: ParsedList) => r.list.main.length + r.list.side.length;
  const best = readings.reduce((a, b) => (b.problems.length < a.problems.length || (b.problems.length === a.problems.length && cardCount(b) > cardCount(a)) ? b : a));
  const problems = [...headerProblems, ...best.problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { list: best.list, problems };
}

export interface SerializeOptions {
  /** Used to write each card's name after its number, for people reading the list. */
  catalog?: CardCatalog;
}

export function serializeDeckList(deck: { name?: string; format?: string; main: DeckEntry[]; side: DeckEntry[] }, options: SerializeOptions = {}): string {
  const out: string[] = [];
  const name = deck.name?.replace(/\s+/g, ' ').trim();
  if (name) out.push(`Deck: ${name}`);
  if (deck.format) out.push(`Format: ${deck.format}`);
  const line = (e: DeckEntry) => {
    const card = options.catalog?.byNumber(e.number);
    return card ? `${e.count} ${e.number} ${card.name}` : `${e.count} ${e.number}`;
  };
  const count = (entries: DeckEntry[]) => entries.reduce((sum, e) => sum + e.count, 0);
  if (out.length) out.push('');
  out.push(`Main: (${count(deck.main)})`, ...deck.main.map(line));
  if (deck.side.length) out.push('', `Side: (${count(deck.side)})`, ...deck.side.map(line));
  return `${out.join('\n')}\n`;
}
