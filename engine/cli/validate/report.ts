/** What the validate command prints: one block per deck, or one JSON report. */
import type { Violation } from '../../decks/validate';
import type { ListProblem } from '../../decks/list';
import { RULE_NAMES } from '../../decks/formats';

export interface DeckReport {
  file: string;
  name?: string;
  game: string;
  format: string;
  formatName: string;
  mainCount: number;
  sideCount: number;
  legal: boolean;
  violations: (Omit<Violation, 'cards'> & { cards: Violation['cards']; line?: number })[];
}

export function fromListProblem(problem: ListProblem): DeckReport['violations'][number] {
  const rule = problem.kind === 'ambiguous-card' ? 'ambiguous-card' : 'unknown-card';
  return {
    rule,
    ruleName: RULE_NAMES[rule],
    cards: (problem.candidates ?? []).map((c) => ({ ...c, count: 0 })),
    message: problem.message,
    line: problem.line,
  };
}

export function formatText(reports: DeckReport[]): string {
  return reports
    .map((r) => {
      const head = `${r.file}: ${r.legal ? 'LEGAL' : 'ILLEGAL'} (${r.formatName}, ${r.mainCount} main${r.sideCount ? ` + ${r.sideCount} side` : ''})`;
      const lines = r.violations.map((v) => {
        const where = v.line ? ` (line ${v.line})` : '';
        const cited = v.citation ? ` [${v.citation}]` : '';
        return `  - ${v.ruleName}${where}: ${v.message}${cited}`;
      });
      return [head, ...lines].join('\n');
    })
    .join('\n');
}

export function formatJson(reports: DeckReport[]): string {
  return `${JSON.stringify({ legal: reports.every((r) => r.legal), decks: reports }, null, 2)}\n`;
}
