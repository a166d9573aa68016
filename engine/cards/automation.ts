/**
 * How much of a card the rules carry out (issue 19's `cards check` and the import report):
 * `none` (no text), `script` (the card file gave its abilities as data), `compiled` (every
 * line of its text read, keywords included), `partial` (some lines left to the players) or
 * `manual` (none read).
 */
import { compileText, type TextSpan } from '../abilities/compile';
import type { CardScript } from '../abilities/schema';
import type { Card } from './model';

export type Automation = 'none' | 'script' | 'compiled' | 'partial' | 'manual';

export interface CardAutomation {
  automation: Automation;
  /** Printed lines the players resolve by hand (for a script: the texts its `manual` ops name); of a line read in part, its unread clauses. */
  manual: string[];
  /** Lines read in part, with the spans left to the players (the card detail highlights them). */
  partly?: PartlyRead[];
}

export interface PartlyRead {
  text: string;
  unread: TextSpan[];
}

function manualOps(script: CardScript): string[] {
  const out: string[] = [];
  for (const a of script.abilities) {
    const ops = 'do' in a ? a.do : 'scars' in a ? a.scars : [];
    for (const op of ops) if (op.op === 'manual') out.push(String(op.text));
  }
  return out;
}

export function automationOf(card: Card): CardAutomation {
  if (card.script && !card.compiled) return { automation: 'script', manual: manualOps(card.script) };
  if (!card.text.trim()) return { automation: 'none', manual: [] };
  const { lines } = compileText(card);
  // A line read in part leaves only its unread clauses to the players.
  const manual = lines.flatMap((l) =>
    l.status === 'manual'
      ? [l.text]
      : l.status === 'partial'
        ? (l.unread ?? []).map((u) => l.text.slice(u.start, u.end))
        : [],
  );
  const byHand = lines.filter((l) => l.status === 'manual').length;
  const automation: Automation = manual.length === 0 ? 'compiled' : byHand === lines.length ? 'manual' : 'partial';
  const partly = lines.filter((l) => l.status === 'partial').map((l) => ({ text: l.text, unread: l.unread ?? [] }));
  return partly.length ? { automation, manual, partly } : { automation, manual };
}

export type AutomationSummary = {
  cards: number;
  scripted: number;
  compiled: number;
  partial: number;
  manual: number;
  none: number;
};

export function summarise(list: readonly CardAutomation[]): AutomationSummary {
  const s: AutomationSummary = { cards: list.length, scripted: 0, compiled: 0, partial: 0, manual: 0, none: 0 };
  for (const a of list) {
    if (a.automation === 'script') s.scripted++;
    else s[a.automation]++;
  }
  return s;
}

/** A card with lines the players resolve by hand: what a player could script next. */
export interface ManualCard {
  number: string;
  name: string;
  automation: Automation;
  manual: string[];
  /** Lines read in part, with their unread spans (the report marks them in the line). */
  partly?: PartlyRead[];
}

export interface AutomationReport {
  summary: AutomationSummary;
  /** The cards with manual lines, in file order. */
  manual: ManualCard[];
}

/** The import report's automation counts, and the cards left (partly) manual with their lines. */
export function automationReport(cards: readonly Card[]): AutomationReport {
  const each = cards.map(automationOf);
  const manual: ManualCard[] = [];
  each.forEach((a, i) => {
    if (a.manual.length)
      manual.push({
        number: cards[i].number,
        name: cards[i].name,
        automation: a.automation,
        manual: a.manual,
        ...(a.partly ? { partly: a.partly } : {}),
      });
  });
  return { summary: summarise(each), manual };
}
