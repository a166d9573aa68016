/**
 * How much of a set of card texts the compiler reads, by family of text (`npm run cards --
 * coverage`): each printed line read fully, partly (some clauses left to the players) or not at
 * all, with the spans it left unread.
 */
import { compileText } from '.';
import { MS_WAR_FAMILIES, msWarFamilyOf } from './ms-war-text/families';
import type { CompiledLine, TextCard, TextSpan } from './types';

/** The families of printed lines: by how a line opens and the card it is on (M.S. War: by what it says, families.ts). */
export const FAMILIES = [
  'command',
  'played',
  'auto-a',
  'auto-b',
  'auto-c',
  'auto-d',
  ...MS_WAR_FAMILIES,
  'keyword',
  'other',
] as const;
export type Family = (typeof FAMILIES)[number];

/** A line's family: "(自動Ｄ)" / "(Auto D)" lines by their letter, timed lines by whether a Command plays them. */
export function familyOf(line: CompiledLine, card: TextCard): Family {
  if (card.game === 'ms-war') return msWarFamilyOf(line);
  if (line.status === 'keyword') return 'keyword';
  const t = line.text.normalize('NFKC');
  const auto = /^(?:\(自動([ABCD])\)|\(auto ([abcd])\)|『(常駐|恒常|起動)』)/i.exec(t);
  if (auto) {
    const letter = (auto[1] ?? auto[2] ?? { 常駐: 'A', 恒常: 'B', 起動: 'D' }[auto[3]]).toLowerCase();
    return `auto-${letter}` as Family;
  }
  if (/^[(《]/.test(t)) return card.type === 'command' ? 'command' : 'played';
  return 'other';
}

export interface UnreadLine {
  number: string;
  name: string;
  text: string;
  unread: TextSpan[];
}

export interface FamilyCoverage {
  family: Family;
  full: number;
  partly: number;
  none: number;
  /** Lines read partly or not at all, with their unread spans. */
  unread: UnreadLine[];
}

export type CoverageCard = TextCard & { number: string };

export function coverageOf(cards: readonly CoverageCard[]): FamilyCoverage[] {
  const by = new Map<Family, FamilyCoverage>(
    FAMILIES.map((family) => [family, { family, full: 0, partly: 0, none: 0, unread: [] }]),
  );
  for (const card of cards) {
    if (!card.text.trim()) continue;
    for (const line of compileText(card).lines) {
      const f = by.get(familyOf(line, card))!;
      if (line.status === 'compiled' || line.status === 'keyword') f.full++;
      else {
        if (line.status === 'partial') f.partly++;
        else f.none++;
        const unread = line.unread ?? [{ start: 0, end: line.text.length }];
        f.unread.push({ number: card.number, name: card.name, text: line.text, unread });
      }
    }
  }
  return [...by.values()].filter((f) => f.full + f.partly + f.none > 0);
}

/** The line with its unread spans in ⟦brackets⟧, for a terminal. */
export function markUnread(line: UnreadLine): string {
  let out = '';
  let at = 0;
  for (const s of line.unread) {
    out += `${line.text.slice(at, s.start)}⟦${line.text.slice(s.start, s.end)}⟧`;
    at = s.end;
  }
  return out + line.text.slice(at);
}
