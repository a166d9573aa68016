/** What the validate command prints: one block per deck (or its legality matrix), or one JSON report. */
import type { Violation } from '../../decks/validate';
import type { ListProblem } from '../../decks/list';
import { RULE_NAMES, type Format } from '../../decks/formats';
import { message, type MessageParam } from '../../i18n/message';
import type { MatchHow } from '../../decks/gundamwar-net/match';
import { matchSummary } from '../../decks/gundamwar-net/report';
import type { Translate } from '../../i18n/translate';

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
  /** How many lines found their cards each way, when not all by card number (a gundamwar.net list, names). */
  matched?: Partial<Record<MatchHow, number>>;
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
    detail: message('rules:list-problem', { text: problem.said ?? problem.message }),
    message: problem.message,
    line: problem.line,
    ...(problem.suggestions?.length ? { suggestions: problem.suggestions } : {}),
  };
}

type Say = (key: string, params?: Record<string, MessageParam>) => string;

/** A violation with its rule name and explanation in the reader's language. */
function told(v: ReportViolation, tr: Translate): ReportViolation {
  return { ...v, ruleName: tr(message(`rules:name.${v.rule}`)), message: tr(v.detail) };
}

function describeViolation(v: ReportViolation, say: Say): string {
  const where = v.line ? say('line', { line: v.line }) : '';
  const cited = v.citation ? ` [${v.citation}]` : '';
  return say('problem', { rule: v.ruleName, where, message: v.message, cited });
}

function deckBlock(r: DeckReport, say: Say): string {
  const size = r.sideCount
    ? say('mainSide', { main: r.mainCount, side: r.sideCount })
    : say('main', { main: r.mainCount });
  if (r.matrix) {
    const legalIn = r.matrix.filter((m) => m.legal).length;
    const head = say('matrixHead', { file: r.file, legal: legalIn, count: r.matrix.length, size });
    const width = Math.max(...r.matrix.map((m) => m.format.length));
    const yes = say('yes');
    const no = say('no');
    const mark = (legal: boolean) => (legal ? yes : no).padEnd(Math.max(yes.length, no.length));
    const rows = r.matrix.map(
      (m) =>
        `  ${mark(m.legal)}  ${m.format.padEnd(width)}  ${m.legal ? m.formatName : describeViolation(m.reason!, say)}`,
    );
    return [head, ...rows].join('\n');
  }
  const head = say('head', {
    file: r.file,
    verdict: say(r.legal ? 'legal' : 'illegal'),
    format: r.formatName,
    counts: size,
  });
  const summary = matchSummary(r.matched);
  const matched = summary ? [`  ${say('matched', { text: summary })}`] : [];
  return [head, ...matched, ...r.violations.map((v) => `  - ${describeViolation(v, say)}`)].join('\n');
}

/** The reports with rule names and messages in the reader's language. */
export function translated(reports: DeckReport[], tr: Translate): DeckReport[] {
  return reports.map((r) => ({
    ...r,
    violations: r.violations.map((v) => told(v, tr)),
    ...(r.matrix ? { matrix: r.matrix.map((m) => (m.reason ? { ...m, reason: told(m.reason, tr) } : m)) } : {}),
  }));
}

export function formatText(reports: DeckReport[], tr: Translate): string {
  const say: Say = (key, params = {}) => tr(message(`cli:validate.${key}`, params));
  return translated(reports, tr)
    .map((r) => deckBlock(r, say))
    .join('\n');
}

export function formatJson(reports: DeckReport[], tr: Translate, unreadable: Unreadable[] = []): string {
  const legal = unreadable.length === 0 && reports.every((r) => r.legal);
  return `${JSON.stringify({ legal, decks: translated(reports, tr), unreadable }, null, 2)}\n`;
}

/** `--list-formats`: every format's id, name, game and, for presets, the source and date of its list. */
export function formatList(formats: readonly Format[], json = false): string {
  if (json) {
    const rows = formats.map((f) => ({
      id: f.id,
      name: f.name,
      game: f.game,
      description: f.description,
      source: f.source,
    }));
    return `${JSON.stringify(rows, null, 2)}\n`;
  }
  const width = Math.max(...formats.map((f) => f.id.length));
  const rows = formats.map((f) => {
    const source = f.source ? `  (list of ${f.source.date}, ${f.source.url})` : '';
    return `${f.id.padEnd(width)}  ${f.game.padEnd(10)}  ${f.name}${source}`;
  });
  return `${rows.join('\n')}\n`;
}
