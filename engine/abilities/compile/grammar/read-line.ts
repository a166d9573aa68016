/**
 * Reads one printed line of Gundam War text with the grammar of its language (Japanese when it
 * has kana or kanji, else English) into the phrase model, with every span mapped back onto the
 * printed line. Japanese is read after NFKC without spaces (`（戦闘フェイズ）〔Ｒ〕：…＋１／＋１`
 * reads as `(戦闘フェイズ)〔R〕:…+1/+1`), English with runs of spaces folded into one.
 */
import { parse as parseEn } from './gundam-war-en.parser.js';
import { parse as parseJa } from './gundam-war-ja.parser.js';
import type { LinePhrase, Span } from './phrase';

export type Language = 'ja' | 'en';

export interface ReadPhrase {
  phrase: LinePhrase;
  language: Language;
  /** The text the grammar read, and for each of its characters where it starts and ends in the printed line. */
  read: string;
  from: number[];
  to: number[];
}

export const isJapanese = (line: string): boolean => /[\u3040-\u30ff\u4e00-\u9fff]/.test(line);

/** Character by character, so each read character knows the printed one it came from. */
function normalise(raw: string, language: Language): { read: string; from: number[]; to: number[] } {
  let read = '';
  const from: number[] = [];
  const to: number[] = [];
  let i = 0;
  let lastSpace = true;
  for (const ch of raw) {
    const start = i;
    i += ch.length;
    let n = language === 'ja' ? ch.normalize('NFKC') : ch;
    if (/^\s+$/.test(n)) {
      // Japanese drops spaces; English keeps one between words.
      if (language === 'ja' || lastSpace) continue;
      n = ' ';
      lastSpace = true;
    } else lastSpace = false;
    if (language === 'ja') n = n.replace(/±/g, '+').replace(/[〜]/g, '~');
    for (let k = 0; k < n.length; k++) {
      read += n[k];
      from.push(start);
      to.push(i);
    }
  }
  // A space the English line ends with is not read.
  if (read.endsWith(' ')) {
    read = read.slice(0, -1);
    from.pop();
    to.pop();
  }
  return { read, from, to };
}

/** The phrase of a timed or automatic line, or null when the line is neither (a keyword line, a sentence rule). */
export function readPhrase(raw: string): ReadPhrase | null {
  const language: Language = isJapanese(raw) ? 'ja' : 'en';
  const { read, from, to } = normalise(raw, language);
  try {
    const phrase = language === 'ja' ? parseJa(read) : parseEn(read);
    return { phrase, language, read, from, to };
  } catch {
    // Not a line the grammar opens (no timing, no Auto word): the caller reads it another way.
    return null;
  }
}

/** A span of the read text as a span of the printed line. */
export function printedSpan(r: ReadPhrase, span: Span): Span {
  if (span.end <= span.start) return { start: r.from[span.start] ?? 0, end: r.from[span.start] ?? 0 };
  return { start: r.from[span.start], end: r.to[span.end - 1] };
}
