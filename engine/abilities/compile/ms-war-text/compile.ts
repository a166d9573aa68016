/**
 * Compiles M.S. War card text into a script when a card is read (never at play time): each
 * printed line through the grammar (ms-war.peggy), the phrase model into abilities
 * (to-script.ts). What the grammar reads is automated; a sentence it cannot read is left to the
 * players — an Event keeps it as a `manual` op in its place, another card gets one manual
 * ability with the unread words — and the line reports the span.
 */
import type { CardScript, ScriptAbility, ScriptOp, ScriptRequires } from '../../schema';
import type { Compiled, CompiledLine, TextCard, TextSpan } from '../types';
import { parse } from './ms-war.parser.js';
import type { LinePhrase } from './phrase';
import { phraseToScript, type LineScript } from './to-script';

function readLine(text: string, type: string): LineScript {
  let phrase: LinePhrase;
  try {
    phrase = parse(text);
  } catch {
    // The grammar reads any line (an unreadable sentence is `unread`); this is a line of nothing but punctuation.
    return { abilities: [], keywords: [], unread: [{ start: 0, end: text.length }], anyRead: false };
  }
  return phraseToScript(phrase, type, text);
}

function lineOf(text: string, s: LineScript): CompiledLine {
  const onlyKeywords = s.unread.length === 0 && s.abilities.length === 0 && !s.requires && !s.scars;
  if (onlyKeywords && s.keywords.length) return { text, status: 'keyword' };
  if (!s.anyRead) return { text, status: 'manual', unread: [{ start: 0, end: text.length }] };
  if (!s.unread.length) return { text, status: 'compiled' };
  return { text, status: 'partial', unread: s.unread };
}

const slice = (text: string, spans: TextSpan[]) => spans.map((u) => text.slice(u.start, u.end)).join(' … ');

/** "target M.S." in play somewhere in an Event left to the players: it is played on that target (the players narrow it). */
const TARGET_IN_TEXT =
  /\btarget\s+(?:(enemy)\s+)?(?:(attacking|defending)\s+)?M\.S\.(?!(?:M\.S\.|[^.])*\b(?:dry dock|defunct pile|rebel forces)\b)/i;

export function compileMsWar(card: TextCard): Compiled {
  const texts = card.text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const abilities: ScriptAbility[] = [];
  const lines: CompiledLine[] = [];
  const manual: string[] = [];
  let requires: ScriptRequires | undefined;
  let scars: ScriptOp[] | undefined;
  for (const text of texts) {
    const s = readLine(text, card.type);
    const line = lineOf(text, s);
    lines.push(line);
    abilities.push(...s.abilities);
    if (s.requires) requires = { ...requires, ...s.requires };
    if (s.scars) scars = [...(scars ?? []), ...s.scars];
    // An Event's unread sentences are manual ops of its play already; a Battlefield's Battle Scars too.
    const own = card.type === 'event' && s.abilities.some((a) => a.kind === 'play');
    if (line.unread && !own && !(s.scars && !s.abilities.length && line.status === 'partial'))
      manual.push(line.status === 'manual' ? text : slice(text, line.unread));
  }
  if (requires || scars) abilities.unshift({ kind: 'battlefield', requires: requires ?? {}, scars: scars ?? [] });
  if (manual.length) {
    const op: ScriptOp = { op: 'manual', text: manual.join('\n') };
    if (card.type !== 'event') abilities.push({ kind: 'activated', do: [op] });
    else {
      const play = abilities.find((a) => a.kind === 'play');
      if (play && play.kind === 'play') play.do.push(op);
      else {
        const m = TARGET_IN_TEXT.exec(card.text);
        const where = m?.[2]?.toLowerCase() as 'attacking' | 'defending' | undefined;
        const whose = m?.[1] ? ('enemy' as const) : ('any' as const);
        const target = m ? { card: 'ms' as const, whose, ...(where ? { where } : {}) } : undefined;
        abilities.push(target ? { kind: 'play', target, do: [op] } : { kind: 'play', do: [op] });
      }
    }
  }
  return { script: abilities.length ? ({ v: 1, abilities } satisfies CardScript) : undefined, lines };
}
