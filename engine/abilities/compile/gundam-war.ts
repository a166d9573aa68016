/**
 * Compiles Gundam War card text into a script when a card is read (never at play time). Every
 * timed or automatic line — played text (ch. 07), Command effects, Auto A–D, a Transformed Mode —
 * is read by the grammar of its language (grammar/, one phrase model for Japanese and English);
 * what it cannot read is left to the players, its span marked. Lines that are only keywords are
 * the keywords' (cards/keywords), and Extra and Substitute Cost payments are read from their
 * keyword's parameter.
 */
import { parseKeywords, SENTENCE_KEYWORDS, splitKeywordText } from '../../cards/keywords';
import { needsV2, type ScriptAbility } from '../schema';
import { compileLineByGrammar } from './grammar/compile-line';
import type { Compiled, CompiledLine, TextCard } from './types';

/** Extra Cost and Substitute Cost payments (ch. 21), read from the keyword's parameter. */
function readPayment(text: string): { abolishCharacter?: true; removeFromJunkyard?: number } | null {
  if (/^abolish 1 of your characters( on the field)?$/i.test(text.trim())) return { abolishCharacter: true };
  const m = /^remove (\d+) cards? in your junkyard from the game\.?$/i.exec(text.trim());
  return m ? { removeFromJunkyard: Number(m[1]) } : null;
}

function keywordLine(line: string, out: ScriptAbility[]): CompiledLine['status'] | null {
  const keywords = parseKeywords(line, 'gundam-war');
  if (!keywords.length) return null;
  const k = keywords[0];
  if (k.id === 'extra-cost' || k.id === 'substitute-cost') {
    const pay = readPayment(k.id === 'extra-cost' ? (k.param ?? '') : (k.effect ?? ''));
    if (!pay) return 'manual';
    out.push({ kind: 'rule', rule: k.id, text: line, cost: pay });
    return 'compiled';
  }
  if (!splitKeywordText(line, 'gundam-war').text) return 'keyword';
  // Keywords that carry their own effect text (Multiple ->, Team ->[A]B) are read by the keyword.
  return /->|→/.test(line) ? 'keyword' : null;
}

/** A reminder printed in brackets, `（注：…）` / `(Note: …)`: it explains, it does nothing (bounded, so no rescans). */
const REMINDER = /[(（]\s*(?:注|note)\s*[:：][^()（）\n]{0,400}[)）]/gi;

/** A bracketed opening the grammar has no timing for (`（特殊）：…`): text, never a keyword line. */
const BRACKETED = /^[(（《][^)）》]{1,40}[)）》]/;

export function compileGundamWar(card: TextCard): Compiled {
  const abilities: ScriptAbility[] = [];
  const lines: CompiledLine[] = [];
  for (const raw of card.text.split('\n')) {
    const text = raw.replace(REMINDER, '').trim();
    if (!text) continue;
    if (SENTENCE_KEYWORDS['gundam-war'].some((k) => k.pattern.test(text))) {
      lines.push({ text, status: 'keyword' });
      continue;
    }
    // A Command plays its first timed text; a later one is not its played effect.
    const played = card.type === 'command' && abilities.some((a) => a.kind === 'play');
    const g = compileLineByGrammar(text, card);
    if (g) {
      if (played && g.abilities.some((a) => a.kind === 'play')) lines.push({ text, status: 'manual' });
      else {
        abilities.push(...g.abilities);
        lines.push(g.line);
      }
      continue;
    }
    const out: ScriptAbility[] = [];
    const status = BRACKETED.test(text.normalize('NFKC')) ? null : keywordLine(text, out);
    abilities.push(...out);
    lines.push({ text, status: status ?? 'manual' });
  }
  // Version 1 while the script says nothing newer: a card compiled before keeps the same script.
  const v = abilities.some((a) => needsV2(a as Parameters<typeof needsV2>[0])) ? 2 : 1;
  return { script: abilities.length ? { v, abilities } : undefined, lines };
}
