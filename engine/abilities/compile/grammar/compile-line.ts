/**
 * One timed or automatic line of Gundam War text through the grammar: its abilities and, when
 * some of it stays with the players, the unread spans of the printed line.
 */
import type { ScriptAbility } from '../../schema';
import type { CompiledLine, TextCard } from '../types';
import { printedSpan, readPhrase } from './read-line';
import { phraseToScript } from './to-script';

export interface GrammarLine {
  abilities: ScriptAbility[];
  line: CompiledLine;
}

/** Null when the line opens with neither a timing nor an Auto word (a keyword line, a rule sentence). */
export function compileLineByGrammar(text: string, card: TextCard): GrammarLine | null {
  const r = readPhrase(text);
  if (!r) return null;
  const printed = (span: { start: number; end: number }) => {
    const at = printedSpan(r, span);
    return text.slice(at.start, at.end);
  };
  const s = phraseToScript(r.phrase, card, text, r.read.length, printed);
  const unread = s.unread.map((span) => printedSpan(r, span));
  const status = s.keyword ? 'keyword' : !s.anyRead ? 'manual' : unread.length ? 'partial' : 'compiled';
  return {
    abilities: s.abilities,
    line: {
      text,
      status,
      ...(status === 'partial' ? { unread } : status === 'manual' ? { unread: [{ start: 0, end: text.length }] } : {}),
    },
  };
}
