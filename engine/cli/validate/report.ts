/** What the validate command prints: one block per deck, or one JSON report. */
import type { Violation } from '../../decks/validate';
import type { ListProblem } from '../../decks/list';
import { RULE_NAMES } from '../../decks/formats';
import { message } from '../../i18n/message';
import type { Translate } from '../../i18n/translate';

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
    // Deck-list problems are still English sentences from the list reader.
    detail: message('rules:list-problem', { text: problem.message }),
    message: problem.message,
    line: problem.line,
  };
}

/** The reports with rule names and messages in the reader's language. */
export function translated(reports: DeckReport[], tr: Translate): DeckReport[] {
  return reports.map((r) => ({
    ...r,
    violations: r.violations.map((v) => ({ ...v, ruleName: tr(message(`rules:name.${v.rule}`)), message: tr(v.detail) })),
  }));
}

export function formatText(reports: DeckReport[], tr: Translate): string {
  const say = (key: string, params: Record<string, string | number>) => tr(message(`cli:validate.${key}`, params));
  return translated(reports, tr)
    .map((r) => {
      const counts = r.sideCount ? say('mainSide', { main: r.mainCount, side: r.sideCount }) : say('main', { main: r.mainCount });
      const head = say('head', { file: r.file, verdict: say(r.legal ? 'legal' : 'illegal', {}), format: r.formatName, counts });
      const lines = r.violations.map((v) => {
        const where = v.line ? say('line', { line: v.line }) : '';
        const cited = v.citation ? ` [${v.citation}]` : '';
        return say('problem', { rule: v.ruleName, where, message: v.message, cited });
      });
      return [head, ...lines].join('\n');
    })
    .join('\n');
}

export function formatJson(reports: DeckReport[], tr: Translate): string {
  return `${JSON.stringify({ legal: reports.every((r) => r.legal), decks: translated(reports, tr) }, null, 2)}\n`;
}
