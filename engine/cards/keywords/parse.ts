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

interface CompiledName {
  def: KeywordDefinition;
  regex: RegExp;
}

const ARROW = String.raw`\s*(?:->|→|=>)\s*`;
const WORD_END = String.raw`(?![\p{L}\p{N}/])`;

function namePattern(name: string): string {
  return name
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\s*\/\s*/g, String.raw`\s*/\s*`)
    .replace(/\s*:\s*/g, String.raw`\s*:\s*`)
    .replace(/-/g, String.raw`[-\s]?`)
    .replace(/ +/g, String.raw`\s+`);
}

function paramPattern(def: KeywordDefinition): string {
  switch (def.param) {
    case 'none':
      return WORD_END;
    case 'number':
      return String.raw`\s*\(\s*(\d+)\s*\)`;
    case 'optional-number':
      return String.raw`(?:\s*\(\s*(\d+)\s*\))?` + WORD_END;
    case 'bracket':
      // Japanese cards bracket the name with 〔〕 or 【】 (［］ is [] after NFKC).
      return String.raw`\s*(?:\[([^\]]+)\]|\(([^)]+)\)|〔([^〕]+)〕|【([^】]+)】)`;
    case 'optional-paren':
      return String.raw`(?:\s*\(([^)]+)\))?` + WORD_END;
    case 'stats':
      return String.raw`\s*\(\s*([+\-−±]?\s*\d+\s*/\s*[+\-−±]?\s*\d+\s*/\s*[+\-−±]?\s*\d+)\s*\)`;
    case 'arrow-rest':
      return ARROW + '(.*)$';
    case 'team':
      return `(?:(?:${ARROW}|\\s*)\\[([^\\]]+)\\](.*)$|\\s*\\(([^)]+)\\)${WORD_END})`;
    case 'substitute':
      return `${ARROW}\\[([^\\]]*)\\]\\s*:\\s*(.*)$`;
  }
}

const compiled = new Map<GameId, CompiledName[]>();

function compiledFor(game: GameId): CompiledName[] {
  let list = compiled.get(game);
  if (!list) {
    list = KEYWORDS_BY_GAME[game]
      .flatMap((def) =>
        [def.name, ...(def.aliases ?? []), ...(def.ja ?? [])].map((name) => ({ def, name: name.normalize('NFKC') })),
      )
      // Longest first, so `Restrict to 1/Deck` wins over `Restrict to 1`.
      .sort((a, b) => b.name.length - a.name.length)
      .map(({ def, name }) => ({ def, regex: new RegExp(namePattern(name) + paramPattern(def), 'iuy') }));
    compiled.set(game, list);
  }
  return list;
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

function matchAt(line: string, pos: number, names: CompiledName[]): Match | null {
  for (const { def, regex } of names) {
    regex.lastIndex = pos;
    const m = regex.exec(line);
    if (m) {
      const toLineEnd =
        def.param === 'arrow-rest' || def.param === 'substitute' || (def.param === 'team' && m[1] !== undefined);
      return { keywords: toKeywords(def, m).map(withParams), end: pos + m[0].length, toLineEnd };
    }
  }
  return null;
}

function skipSpaces(line: string, pos: number): number {
  while (pos < line.length && /\s/.test(line[pos])) pos++;
  return pos;
}

const SENTENCE_END = new Set(['.', ';', '。', '!']);
/** A cost printed before a Japanese keyword: `《[2・4]》換装〔…〕`, `〔0〕:範囲兵器(3)`. */
const COST_PREFIX = /《[^》]*》\s*|〔[^〕]*〕\s*:\s*/y;

function skipCost(line: string, pos: number): number {
  COST_PREFIX.lastIndex = pos;
  return COST_PREFIX.exec(line) ? COST_PREFIX.lastIndex : pos;
}

/**
 * A 【…】 block in a Japanese keyword list is a text the card has in another mode
 * (`【(防御ステップ):範囲兵器(5)】`): its keywords are not the card's, so it is passed over.
 */
function skipModeText(line: string, pos: number): number {
  if (line[pos] !== '【') return pos;
  const end = line.indexOf('】', pos);
  return end < 0 ? pos : skipSpaces(line, end + 1);
}
const LIST_SEPARATOR = new Set([',', '、']);

/** A keyword list from `pos` up to its sentence end, or null when the sentence is not one. */
function keywordSentence(
  line: string,
  pos: number,
  names: CompiledName[],
): { keywords: Keyword[]; end: number } | null {
  const found: Keyword[] = [];
  let p = skipSpaces(line, pos);
  for (;;) {
    p = skipCost(line, p);
    const m = matchAt(line, p, names);
    if (!m) return null;
    found.push(...m.keywords);
    if (m.toLineEnd) return { keywords: found, end: line.length };
    p = skipSpaces(line, m.end);
    if (p >= line.length) return { keywords: found, end: p };
    if (LIST_SEPARATOR.has(line[p])) {
      p = skipSpaces(line, p + 1);
      continue;
    }
    if (SENTENCE_END.has(line[p])) return { keywords: found, end: p + 1 };
    // Japanese cards list keywords with spaces between them: `プリベント(5) バルチャー 変形`.
    if (p > m.end) {
      const next = skipCost(line, skipModeText(line, p));
      if (next >= line.length) return { keywords: found, end: line.length };
      if (next > p || matchAt(line, next, names)) {
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
      if (s.pattern.test(line)) result.push({ id: s.id, label: s.label });
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
      if (hit && !hit.keywords.some((k) => k.effect)) {
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
