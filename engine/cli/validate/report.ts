/** What the validate command prints: one block per deck (or its legality matrix), or one JSON report. */
import type { Violation } from '../../decks/validate';
import type { ListProblem } from '../../decks/list';
import { RULE_NAMES, type Format } from '../../decks/formats';

type ReportViolation = Omit<Violation, 'cards'> & { cards: Violation['cards']; line?: number; suggestions?: string[] };

export interface DeckReport {
  file: string;
  name?: string;
  game: string;
  format: string;
  formatName: string;
  mainCount: number;
  sideCount: number;
  /** With `--format all`: legal in at least one format. */
  legal: boolean;
  violations: ReportViolation[];
  /** `--format all`: every format of the deck's game, with the first reason for each "no". */
  matrix?: { format: string; formatName: string; legal: boolean; reason?: ReportViolation }[];
}

/** A deck file that could not be read, with its one-line reason. */
export interface Unreadable {
  file: string;
  reason: string;
}

export function fromListProblem(problem: ListProblem): ReportViolation {
  const rule = problem.kind === 'ambiguous-card' ? 'ambiguous-card' : 'unknown-card';
  return {
    rule,
    ruleName: RULE_NAMES[rule],
    cards: (problem.candidates ?? []).map((c) => ({ number: c.number, name: c.name, count: 0 })),
    message: problem.message,
    line: problem.line,
    ...(problem.suggestions?.length ? { suggestions: problem.suggestions } : {}),
  };
}

function describeViolation(v: ReportViolation): string {
  const where = v.line ? ` (line ${v.line})` : '';
  const cited = v.citation ? ` [${v.citation}]` : '';
  return `${v.ruleName}${where}: ${v.message}${cited}`;
}

function deckBlock(r: DeckReport): string {
  const size = `${r.mainCount} main${r.sideCount ? ` + ${r.sideCount} side` : ''}`;
  if (r.matrix) {
    const legalIn = r.matrix.filter((m) => m.legal).length;
    const head = `${r.file}: legal in ${legalIn} of ${r.matrix.length} formats (${size})`;
    const width = Math.max(...r.matrix.map((m) => m.format.length));
    const rows = r.matrix.map((m) => `  ${m.legal ? 'yes' : 'no '}  ${m.format.padEnd(width)}  ${m.legal ? m.formatName : describeViolation(m.reason!)}`);
    return [head, ...rows].join('\n');
  }
  const head = `${r.file}: ${r.legal ? 'LEGAL' : 'ILLEGAL'} (${r.formatName}, ${size})`;
  return [head, ...r.violations.map((v) => `  - ${describeViolation(v)}`)].join('\n');
}

export function formatText(reports: DeckReport[]): string {
  return reports.map(deckBlock).join('\n');
}

export function formatJson(reports: DeckReport[], unreadable: Unreadable[] = []): string {
  const legal = unreadable.length === 0 && reports.every((r) => r.legal);
  return `${JSON.stringify({ legal, decks: reports, unreadable }, null, 2)}\n`;
}

/** `--list-formats`: every format's id, name, game and, for presets, the source and date of its list. */
export function formatList(formats: readonly Format[], json = false): string {
  if (json) {
    const rows = formats.map((f) => ({ id: f.id, name: f.name, game: f.game, description: f.description, source: f.source }));
    return `${JSON.stringify(rows, null, 2)}\n`;
  }
  const width = Math.max(...formats.map((f) => f.id.length));
  const rows = formats.map((f) => {
    const source = f.source ? `  (list of ${f.source.date}, ${f.source.url})` : '';
    return `${f.id.padEnd(width)}  ${f.game.padEnd(10)}  ${f.name}${source}`;
  });
  return `${rows.join('\n')}\n`;
}
