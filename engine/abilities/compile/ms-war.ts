/**
 * Compiles M.S. War card text into a script when a card is read (never at play time).
 * Lines that are only keywords need no script; a line the phrasings here cannot read stays
 * manual: the card gets one ability the players resolve by hand, with the whole printed text.
 */
import { MS_WAR_KEYWORDS, SENTENCE_KEYWORDS } from '../../cards/keywords';
import type { ScriptAbility } from '../schema';
import type { Compiled, CompiledLine, TextCard } from './types';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KEYWORD_TEXT = new RegExp(
  `\\b(${MS_WAR_KEYWORDS.flatMap((k) => [k.name, ...(k.aliases ?? [])])
    .map(escape)
    .join('|')})\\b`,
  'gi',
);

/** Whether a line says anything beyond keywords and the card's own name. */
function saysMore(card: TextCard, line: string): boolean {
  let rest = line.replace(KEYWORD_TEXT, '');
  for (const s of SENTENCE_KEYWORDS['ms-war']) rest = rest.replace(s.pattern, '');
  rest = rest.replace(new RegExp(escape(card.name), 'g'), '');
  return /[a-z]{3}/i.test(rest);
}

export function compileMsWar(card: TextCard): Compiled {
  const lines: CompiledLine[] = card.text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((text) => ({ text, status: saysMore(card, text) ? 'manual' : 'keyword' }));
  if (!lines.some((l) => l.status === 'manual')) return { script: undefined, lines };
  const manual: ScriptAbility =
    card.type === 'event'
      ? { kind: 'play', do: [{ op: 'manual', text: card.text }] }
      : { kind: 'activated', do: [{ op: 'manual', text: card.text }] };
  return { script: { v: 1, abilities: [manual] }, lines };
}
