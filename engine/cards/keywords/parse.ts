/**
 * Finds keywords with their parameters in card text. A keyword counts only where
 * it stands as its own sentence or in a comma-separated list of keywords
 * (`Space Battle (2), Swift Strike`); a keyword merely mentioned inside a sentence
 * ("enemy Units without Space Battle…") is an effect's wording, not the card's
 * keyword. Text is compared after NFKC normalisation and case-insensitively, so
 * full-width brackets and digits read the same as ASCII.
 */
import type { GameId, Keyword } from '../model';
import { KEYWORDS_BY_GAME, SENTENCE_KEYWORDS, type KeywordDefinition } from './definitions';
import { withParams } from './params';

/**
 * One printed name of a keyword. `name` is the name alone, cheap to compile and to try; the full
 * pattern (name and parameter) is compiled the first time the name is found: its word-end test
 * (`\p{L}` under the `i` flag) costs about 0.4 ms to compile, 40 ms for all of Gundam War's names,
 * and most names never occur in a given text.
 */
interface CompiledName {
  def: KeywordDefinition;
  /** Its place in the game's list, longest name first. */
  rank: number;
  name: RegExp;
  source: string;
  full?: RegExp;
  /**
   * The word-end test is made after the match rather than in the pattern. Only for a name that
   * ends in a letter or the like: its match then ends at one place, so the test after it decides
   * as the pattern's own would (a name ending in `-`, `/` or `:` keeps the test in its pattern).
   */
  wordEndAfter: boolean;
}

/** The parameters whose pattern ends with the word-end test (`team`: its `(A)` form). */
const ENDS_A_WORD = new Set<KeywordDefinition['param']>(['none', 'optional-number', 'optional-paren', 'team']);
/** A parameter the pattern gives up, on a word after it, to try the name alone. */
const OPTIONAL = new Set<KeywordDefinition['param']>(['optional-number', 'optional-paren']);

const ARROW = String.raw`\s*(?:->|→|=>)\s*`;
/**
 * The rest of the line after spaces, empty or from its first other character: a rest that could
 * start with a space would trade the spaces with the run before it and backtrack over each split.
 */
const REST = String.raw`((?:\S.*)?)$`;
const WORD_END = String.raw`(?![\p{L}\p{N}/])`;
/**
 * The word-end test on its own, compiled once. Inside each keyword's pattern it would cost about
 * 0.4 ms to compile per name (`\p{L}` under the `i` flag), 40 ms for Gundam War's 110 printings:
 * `matchAt` makes the same test after the match instead (see `CompiledName.wordEndAfter`).
 */
const WORD_CHAR = /[\p{L}\p{N}/]/iuy;

function wordCharAt(line: string, index: number): boolean {
  WORD_CHAR.lastIndex = index;
  return WORD_CHAR.test(line);
}

/** A piece of a name split at a separator, without the spaces at the separator (the name's own ends are kept). */
const trimInside = (piece: string, i: number, pieces: string[]) => {
  const start = i > 0 ? piece.trimStart() : piece;
  return i < pieces.length - 1 ? start.trimEnd() : start;
};

function namePattern(name: string): string {
  return name
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .split('/')
    .map(trimInside)
    .join(String.raw`\s*/\s*`)
    .split(':')
    .map(trimInside)
    .join(String.raw`\s*:\s*`)
    .replace(/-/g, String.raw`[-\s]?`)
    .replace(/ +/g, String.raw`\s+`);
}

/**
 * A bracketed parameter (a team, a name, a card to change into) is at most this long: a pattern
 * looking for the closing bracket then reads at most this far, where an open bracket never
 * closed in a long text would have it read to the line's end at every sentence (time growing
 * with the square of the text). Printed ones are a few words: the longest parameter of the demo
 * and Japanese sample sets has 41 characters.
 */
const LONGEST_PARAM = 200;
const UP_TO_LONGEST = `{1,${LONGEST_PARAM}}`;
const UP_TO_LONGEST_OR_NONE = `{0,${LONGEST_PARAM}}`;

/** `wordEnd`: the word-end test, or '' when `matchAt` makes it after the match. */
function paramPattern(def: KeywordDefinition, wordEnd: string): string {
  switch (def.param) {
    case 'none':
      return wordEnd;
    case 'number':
      return String.raw`\s*\(\s*(\d+)\s*\)`;
    case 'optional-number':
      return String.raw`(?:\s*\(\s*(\d+)\s*\))?` + wordEnd;
    case 'bracket':
      // Japanese cards bracket the name with 〔〕 or 【】 (［］ is [] after NFKC).
      return String.raw`\s*(?:\[([^\]]${UP_TO_LONGEST})\]|\(([^)]${UP_TO_LONGEST})\)|〔([^〕]${UP_TO_LONGEST})〕|【([^】]${UP_TO_LONGEST})】)`;
    case 'optional-paren':
      return String.raw`(?:\s*\(([^)]${UP_TO_LONGEST})\))?` + wordEnd;
    case 'stats':
      // A sign takes its own spaces, so no two runs of spaces meet where one is left out.
      return String.raw`\s*\(\s*((?:[+\-−±]\s*)?\d+\s*/\s*(?:[+\-−±]\s*)?\d+\s*/\s*(?:[+\-−±]\s*)?\d+)\s*\)`;
    case 'arrow-rest':
      return ARROW + REST;
    case 'team':
      return `(?:(?:${ARROW}|\\s*)\\[([^\\]]${UP_TO_LONGEST})\\](.*)$|\\s*\\(([^)]${UP_TO_LONGEST})\\)${wordEnd})`;
    case 'substitute':
      return `${ARROW}\\[([^\\]]${UP_TO_LONGEST_OR_NONE})\\]\\s*:\\s*${REST}`;
  }
}

/**
 * A game's keyword names, compiled once, filed by the character they start with: a sentence is
 * tried only against the names that can start with its first character (2–3 of Gundam War's 110
 * printings, not all of them), which keeps the parse of a big card library cheap (docs/performance.md,
 * "Card database").
 */
interface CompiledNames {
  byFirst: Map<string, CompiledName[]>;
  /** Names whose first character is no letter or digit: tried at every position. */
  anywhere: CompiledName[];
}

const compiled = new Map<GameId, CompiledNames>();

/** The keys a character is filed under: the same for every case the `i` flag matches alike. */
const firstKey = (ch: string) => ch.toLowerCase();

function compiledFor(game: GameId): CompiledNames {
  let names = compiled.get(game);
  if (!names) {
    names = { byFirst: new Map(), anywhere: [] };
    const list = KEYWORDS_BY_GAME[game]
      .flatMap((def) =>
        [def.name, ...(def.aliases ?? []), ...(def.ja ?? [])].map((name) => ({ def, name: name.normalize('NFKC') })),
      )
      // Longest first, so `Restrict to 1/Deck` wins over `Restrict to 1`.
      .sort((a, b) => b.name.length - a.name.length);
    for (const [rank, { def, name }] of list.entries()) {
      const source = namePattern(name);
      const wordEndAfter = ENDS_A_WORD.has(def.param) && !/[-/:\s]$/.test(name);
      const entry: CompiledName = {
        def,
        rank,
        name: new RegExp(source, 'iuy'),
        source: source + paramPattern(def, wordEndAfter ? '' : WORD_END),
        wordEndAfter,
      };
      const first = name[0];
      if (!/^[\p{L}\p{N}]$/u.test(first)) names.anywhere.push(entry);
      else
        for (const key of new Set([firstKey(first), firstKey(first.toUpperCase())])) {
          const bucket = names.byFirst.get(key) ?? [];
          bucket.push(entry);
          names.byFirst.set(key, bucket);
        }
    }
    compiled.set(game, names);
  }
  return names;
}

/**
 * What the parser has done since the count was last reset: names tried at a sentence start, full
 * patterns compiled, and characters read — stepped over by its own scans (sentence ends, spaces)
 * and taken by its patterns' matches (what a pattern reads and gives up is bounded by its form
 * instead: `keywordPatterns`). Read by the growth tests, which compare work, not time, and by
 * `npm run bench -- cards`.
 */
export const keywordWork = { tries: 0, compiled: 0, read: 0 };

/**
 * Every pattern the parser runs from a sentence start for `game`: each keyword name's full
 * pattern (as compiled when a text first prints the name) and the cost printed before one.
 */
export function keywordPatterns(game: GameId): string[] {
  const { byFirst, anywhere } = compiledFor(game);
  const names = new Set([...[...byFirst.values()].flat(), ...anywhere]);
  return [...[...names].map((entry) => entry.source), COST_PREFIX.source];
}

const NO_NAMES: CompiledName[] = [];

const byRank = (a: CompiledName, b: CompiledName) => a.rank - b.rank;

/** The names that can match at `pos`, in the list's order. */
function candidates(line: string, pos: number, names: CompiledNames): CompiledName[] {
  const ch = line[pos];
  if (ch === undefined) return names.anywhere;
  const lower = names.byFirst.get(firstKey(ch)) ?? NO_NAMES;
  const upper = names.byFirst.get(firstKey(ch.toUpperCase())) ?? NO_NAMES;
  const found = upper === lower ? lower : [...new Set([...lower, ...upper])].sort(byRank);
  return names.anywhere.length ? [...found, ...names.anywhere].sort(byRank) : found;
}

function clean(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

/** Removes one pair of square brackets around a whole parameter: `[A]` → `A`. */
function unbracket(text: string | undefined): string | undefined {
  const t = clean(text);
  return t && /^\[[^\]]*\]$/.test(t) ? clean(t.slice(1, -1)) : t;
}

function toKeywords(def: KeywordDefinition, m: RegExpExecArray): Keyword[] {
  if (def.expandsTo) return def.expandsTo.map(({ id, name }) => ({ id, label: name }));
  const base = { id: def.id };
  switch (def.param) {
    case 'none':
      return [{ ...base, label: def.name }];
    case 'number':
    case 'optional-number': {
      if (m[1] === undefined) return [{ ...base, label: def.name }];
      const value = Number(m[1]);
      return [{ ...base, label: `${def.name} (${value})`, value }];
    }
    case 'bracket': {
      const param = clean(m[1] ?? m[2] ?? m[3] ?? m[4]) ?? '';
      return [{ ...base, label: `${def.name} [${param}]`, param }];
    }
    case 'optional-paren': {
      const param = clean(m[1]);
      return [param ? { ...base, label: `${def.name} (${param})`, param } : { ...base, label: def.name }];
    }
    case 'stats': {
      const param = m[1].replace(/\s+/g, '').replace(/−/g, '-');
      return [{ ...base, label: `${def.name} (${param})`, param }];
    }
    case 'arrow-rest': {
      const rest = unbracket(m[1]);
      // Extra Cost names a condition; Multiple carries an effect.
      if (def.id === 'extra-cost') return [{ ...base, label: def.name, ...(rest ? { param: rest } : {}) }];
      return [{ ...base, label: def.name, ...(rest ? { effect: rest } : {}) }];
    }
    case 'team': {
      const param = clean(m[1] ?? m[3]) ?? '';
      const effect = clean(m[2]);
      return [{ ...base, label: `${def.name} [${param}]`, param, ...(effect ? { effect } : {}) }];
    }
    case 'substitute': {
      const param = clean(m[1]) ?? '';
      const effect = clean(m[2]);
      return [{ ...base, label: `${def.name} [${param}]`, param, ...(effect ? { effect } : {}) }];
    }
  }
}

interface Match {
  keywords: Keyword[];
  end: number;
  /** True when the keyword took the rest of the line as its parameter. */
  toLineEnd: boolean;
}

function matchAt(line: string, pos: number, names: CompiledNames): Match | null {
  for (const entry of candidates(line, pos, names)) {
    keywordWork.tries++;
    entry.name.lastIndex = pos;
    // The full pattern starts with the name: where the name is not, neither is the keyword.
    if (!entry.name.test(line)) continue;
    const nameEnd = entry.name.lastIndex;
    keywordWork.read += nameEnd - pos;
    const { def } = entry;
    if (!entry.full) {
      entry.full = new RegExp(entry.source, 'iuy');
      keywordWork.compiled++;
    }
    const regex = entry.full;
    regex.lastIndex = pos;
    let m = regex.exec(line);
    if (
      m &&
      entry.wordEndAfter &&
      (def.param !== 'team' || m[3] !== undefined) &&
      wordCharAt(line, pos + m[0].length)
    ) {
      // A word follows: as the pattern would on backtracking, an optional parameter is given up
      // for the name alone, which a word must not follow either.
      if (!OPTIONAL.has(def.param) || m[1] === undefined || wordCharAt(line, nameEnd)) continue;
      m = Object.assign([line.slice(pos, nameEnd)], { index: pos, input: line }) as RegExpExecArray;
    }
    if (m) {
      keywordWork.read += m[0].length;
      const toLineEnd =
        def.param === 'arrow-rest' || def.param === 'substitute' || (def.param === 'team' && m[1] !== undefined);
      return { keywords: toKeywords(def, m).map(withParams), end: pos + m[0].length, toLineEnd };
    }
  }
  return null;
}

function skipSpaces(line: string, pos: number): number {
  const from = pos;
  while (pos < line.length && /\s/.test(line[pos])) pos++;
  keywordWork.read += pos - from;
  return pos;
}

const SENTENCE_END = new Set(['.', ';', '。', '!']);
/**
 * A cost printed before a Japanese keyword: `《[2・4]》換装〔…〕`, `〔0〕:範囲兵器(3)`. At most
 * LONGEST_PARAM characters between the brackets, like a parameter: an opening bracket never
 * closed would otherwise be read to the line's end at every sentence of a long text.
 */
const COST_PREFIX = new RegExp(`《[^》]${UP_TO_LONGEST_OR_NONE}》\\s*|〔[^〕]${UP_TO_LONGEST_OR_NONE}〕\\s*:\\s*`, 'y');

function skipCost(line: string, pos: number): number {
  COST_PREFIX.lastIndex = pos;
  if (!COST_PREFIX.exec(line)) return pos;
  keywordWork.read += COST_PREFIX.lastIndex - pos;
  return COST_PREFIX.lastIndex;
}

/** The longest text in another mode passed over; one never closed is looked for this far, not to the line's end. */
const LONGEST_MODE_TEXT = 500;

/**
 * A 【…】 block in a Japanese keyword list is a text the card has in another mode
 * (`【(防御ステップ):範囲兵器(5)】`): its keywords are not the card's, so it is passed over.
 */
function skipModeText(line: string, pos: number): number {
  if (line[pos] !== '【') return pos;
  const end = line.slice(pos, pos + LONGEST_MODE_TEXT).indexOf('】');
  keywordWork.read += end < 0 ? Math.min(LONGEST_MODE_TEXT, line.length - pos) : end + 1;
  return end < 0 ? pos : skipSpaces(line, pos + end + 1);
}
const LIST_SEPARATOR = new Set([',', '、']);

/** The longest special-effect name a Japanese list holds that Sortie does not know (`戦闘配備`). */
const LONGEST_UNKNOWN_NAME = 12;
const KANA_KANJI = /^[\u3040-\u30ff\u4e00-\u9fff]+$/;

/**
 * A Japanese word in a keyword list that is no keyword this Sortie knows (`戦闘配備、プリベント(3)`):
 * where it ends, when a separator, a space or the line's end follows it; else null.
 */
function unknownName(line: string, p: number): number | null {
  let e = p;
  while (e < line.length && e - p <= LONGEST_UNKNOWN_NAME && KANA_KANJI.test(line[e])) e++;
  keywordWork.read += e - p;
  if (e === p || e - p > LONGEST_UNKNOWN_NAME) return null;
  return e >= line.length || LIST_SEPARATOR.has(line[e]) || line[e] === ' ' ? e : null;
}

/**
 * A keyword list from `pos` up to its sentence end, or null when the sentence is not one. A
 * Japanese name it does not know beside known ones keeps the list a list (`unknown`), so those
 * are not lost; a list of unknown names alone is no list.
 */
function keywordSentence(
  line: string,
  pos: number,
  names: CompiledNames,
): { keywords: Keyword[]; end: number; unknown?: true } | null {
  const found: Keyword[] = [];
  let unknown = false;
  let p = skipSpaces(line, pos);
  for (;;) {
    p = skipCost(line, p);
    const m = matchAt(line, p, names);
    if (!m) {
      const e = unknownName(line, p);
      if (e === null) return null;
      unknown = true;
      p = skipSpaces(line, e);
      if (p >= line.length) return found.length ? { keywords: found, end: p, unknown: true } : null;
      if (LIST_SEPARATOR.has(line[p])) p = skipSpaces(line, p + 1);
      continue;
    }
    found.push(...m.keywords);
    const more = unknown ? { unknown: true as const } : {};
    if (m.toLineEnd) return { keywords: found, end: line.length, ...more };
    p = skipSpaces(line, m.end);
    if (p >= line.length) return { keywords: found, end: p, ...more };
    if (LIST_SEPARATOR.has(line[p])) {
      p = skipSpaces(line, p + 1);
      continue;
    }
    if (SENTENCE_END.has(line[p])) return { keywords: found, end: p + 1, ...more };
    // Japanese cards list keywords with spaces between them: `プリベント(5) バルチャー 変形`.
    if (p > m.end) {
      const next = skipCost(line, skipModeText(line, p));
      if (next >= line.length) return { keywords: found, end: line.length, ...more };
      if (next > p || matchAt(line, next, names) || unknownName(line, next) !== null) {
        p = next;
        continue;
      }
    }
    return null;
  }
}

/** Index just past the sentence that starts at `pos`; abbreviations like `M.S.` do not end one. */
function sentenceEnd(line: string, pos: number): number {
  for (let i = pos; i < line.length; i++) {
    keywordWork.read++;
    if (!SENTENCE_END.has(line[i])) continue;
    // Japanese sentences end at 。 with no space after it.
    if (line[i] === '。') return i + 1;
    const next = line[i + 1];
    if (next !== undefined && !/\s/.test(next)) continue;
    // A single capital letter before the dot is an abbreviation (`M.S. Card`).
    if (line[i] === '.' && /(^|[^\p{L}])\p{Lu}$/u.test(line.slice(Math.max(0, i - 2), i))) continue;
    return i + 1;
  }
  return line.length;
}

/**
 * Whether the sentence keyword is a sentence of the line on its own (its `whole` form): the
 * words before it in its sentence hold no comma, and the sentence ends right after it (a full
 * stop, then the line's end or a new sentence). Scans the line once.
 */
function standsAlone(line: string, pattern: RegExp): boolean {
  const m = pattern.exec(line);
  if (!m) return false;
  // The start of its sentence, by the same reading as the line's sentences (`M.S.` ends none).
  let start = 0;
  for (let end = sentenceEnd(line, 0); end <= m.index; end = sentenceEnd(line, end)) start = end;
  if (line.slice(start, m.index).includes(',')) return false;
  const rest = line.slice(m.index + m[0].length);
  return /^\.?(?:\s*$|\s+[A-Z(])/.test(rest);
}

/** The keywords printed in `text` for `game`, in the order they appear. */
export function parseKeywords(text: string, game: GameId): Keyword[] {
  if (!text) return [];
  const names = compiledFor(game);
  const sentences = SENTENCE_KEYWORDS[game];
  const result: Keyword[] = [];
  for (const rawLine of text.normalize('NFKC').split(/\r\n|\r|\n/)) {
    const line = rawLine.trim();
    let pos = 0;
    while (pos < line.length) {
      const hit = keywordSentence(line, pos, names);
      if (hit) {
        result.push(...hit.keywords);
        pos = hit.end;
      } else {
        pos = sentenceEnd(line, pos);
      }
    }
    for (const s of sentences) {
      if (result.some((k) => k.id === s.id)) continue;
      if (s.whole ? standsAlone(line, s.pattern) : s.pattern.test(line)) result.push({ id: s.id, label: s.label });
    }
  }
  return result;
}

/** Whether `keywords` include `id` (e.g. `hasKeyword(card.keywords, 'space-battle')`). */
export function hasKeyword(keywords: readonly Keyword[], id: string): boolean {
  return keywords.some((k) => k.id === id);
}

export interface KeywordSplit {
  /** Keywords that stood as their own sentences (plain lists like `Sand. Sea.`). */
  keywords: Keyword[];
  /** The text without those sentences: what a card face prints below the keyword chips. */
  text: string;
}

/**
 * Splits card text into its keyword-list sentences and the rest, so a card face can
 * show each keyword once (as a chip) instead of twice. Keywords that carry an effect
 * (`Multiple -> …`) stay in the text, since a chip would lose the effect. A line that
 * NFKC would change (full-width `サイコミュ（３）`) goes to chips only when it is keywords
 * through and through; otherwise it is kept as written, since the parsed positions no
 * longer line up with it.
 */
export function splitKeywordText(text: string, game: GameId): KeywordSplit {
  if (!text) return { keywords: [], text: '' };
  const names = compiledFor(game);
  const keywords: Keyword[] = [];
  const kept: string[] = [];
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const written = rawLine.trim();
    const line = written.normalize('NFKC');
    const widened = line !== written;
    let rest = '';
    let pos = 0;
    const before = keywords.length;
    while (pos < line.length) {
      const hit = keywordSentence(line, pos, names);
      // A list with a name Sortie does not know stays printed whole: the chips would drop that name.
      if (hit && !hit.unknown && !hit.keywords.some((k) => k.effect)) {
        keywords.push(...hit.keywords);
        pos = skipSpaces(line, hit.end);
        continue;
      }
      const end = hit ? hit.end : sentenceEnd(line, pos);
      rest += line.slice(pos, end);
      pos = end;
    }
    if (widened && rest.trim()) {
      // Part keywords, part text: the chips would repeat what the kept line says, so only the line stays.
      keywords.length = before;
      kept.push(written);
    } else if (rest.trim()) kept.push(rest.trim());
  }
  return { keywords, text: kept.join('\n') };
}
