/** Runs a scenario: builds the table, plays each step, and lists every expectation that failed. */
import type { Card } from '../cards/model';
import { idText } from '../core/ids';
import type { GameModule } from '../core/module';
import { step } from '../core/step';
import {
  isRuleError,
  type CardId,
  type Decision,
  type GameEvent,
  type GameState,
  type Intent,
  type RuleError,
} from '../core/types';
import { buildTable, resolveAliases } from './build';
import { scenarioCards } from './cards';
import { Scenario, ScenarioGames, scenariosOf, type ScenarioExpectation, type ScenarioStep } from './format';

export interface ScenarioResult {
  name: string;
  rule: string;
  passed: boolean;
  failures: string[];
  /** The refusals its steps expected and got, in order (what a test of their wording reads). */
  refusals?: RuleError[];
}

function show(v: unknown): string {
  return JSON.stringify(v);
}

function plainText(e: GameEvent, players: string[]): string {
  return e.text
    .replace(/\{p([01])\}/g, (_, s: string) => players[Number(s)])
    .replace(/\{(\d+)\}/g, (_, i: string) => e.refs[Number(i)]?.name ?? 'a card');
}

/** A list in a fixed order, to compare two lists as multisets. */
const sorted = (list: readonly string[]) => [...list].sort();

/**
 * An option as a scenario names it: the alias of the one card it is about (`earth:alias`
 * when its id is `earth:<that card>`), else its id.
 */
function optionName(o: Decision['options'][number], label: (id: CardId) => string): string {
  if (o.cards?.length !== 1) return o.id;
  const card = o.cards[0];
  const t = idText(card);
  if (o.id !== t && o.id.endsWith(`:${t}`)) return `${o.id.slice(0, -t.length)}${label(card)}`;
  return label(card);
}

function checkPending(
  state: GameState,
  want: ScenarioExpectation['pending'],
  label: (id: CardId) => string,
  where: string,
): string[] {
  const p = state.pending;
  if (want === undefined) return [];
  if (want === null || typeof want === 'string')
    return (p?.kind ?? null) === want ? [] : [`${where} pending: expected ${show(want)}, got ${show(p?.kind ?? null)}`];
  if (!p) return [`${where} pending: expected a decision ${show(want)}, got none`];
  const out: string[] = [];
  const got = { kind: p.kind, seat: p.seat, min: p.min, max: p.max };
  for (const k of ['kind', 'seat', 'min', 'max'] as const)
    if (want[k] !== undefined && want[k] !== got[k])
      out.push(`${where} pending.${k}: expected ${show(want[k])}, got ${show(got[k])}`);
  if (want.options) {
    const names = p.options.map((o) => optionName(o, label));
    if (show(sorted(names)) !== show(sorted(want.options)))
      out.push(
        `${where} pending options (any order):\n      expected ${show(want.options)}\n      got      ${show(names)}`,
      );
  }
  return out;
}

function check(
  module: GameModule,
  state: GameState,
  ex: ScenarioExpectation,
  aliases: Record<string, CardId>,
  events: GameEvent[],
  where: string,
): string[] {
  const out: string[] = [];
  const names: string[] = [];
  for (const [a, id] of Object.entries(aliases)) names[id] = a;
  const label = (id: CardId) => names[id] ?? state.catalog[state.cards[id].key].number;
  // Own keys only: a file's zone, value or turn field named `constructor` is no member of an object.
  const own = <T>(record: Record<string, T>, key: string): T | undefined =>
    Object.hasOwn(record, key) ? record[key] : undefined;
  for (const [zone, want] of Object.entries(ex.zones ?? {})) {
    const got = (own(state.zones, zone) ?? []).map(label);
    if (typeof want === 'number') {
      if (got.length !== want)
        out.push(`${where} zone ${zone}: expected ${want} cards, got ${got.length} ${show(got)}`);
    } else if (show(got) !== show(want))
      out.push(`${where} zone ${zone}:\n      expected ${show(want)}\n      got      ${show(got)}`);
  }
  for (const [zone, want] of Object.entries(ex.zoneSets ?? {})) {
    const got = (own(state.zones, zone) ?? []).map(label);
    if (show(sorted(got)) !== show(sorted(want)))
      out.push(`${where} zone ${zone} (any order):\n      expected ${show(want)}\n      got      ${show(got)}`);
  }
  for (const [k, want] of Object.entries(ex.values ?? {}))
    if (own(state.values, k) !== want)
      out.push(`${where} value ${k}: expected ${show(want)}, got ${show(own(state.values, k))}`);
  for (const [k, want] of Object.entries(ex.turn ?? {})) {
    const got = own(state.turn as unknown as Record<string, unknown>, k);
    if (got !== want) out.push(`${where} turn.${k}: expected ${show(want)}, got ${show(got)}`);
  }
  out.push(...checkPending(state, ex.pending, label, where));
  if (ex.pendingSeat !== undefined && state.pending?.seat !== ex.pendingSeat)
    out.push(`${where} pending seat: expected ${ex.pendingSeat}, got ${show(state.pending?.seat)}`);
  if (ex.priority !== undefined || ex.cut !== undefined) {
    const cut = module.cut?.(state) ?? null;
    if (!cut) out.push(`${where} this game keeps no Cut or priority to check`);
    else {
      if (ex.priority !== undefined && cut.priority !== ex.priority)
        out.push(`${where} priority: expected ${show(ex.priority)}, got ${show(cut.priority)}`);
      const entries = cut.entries.map((e) => (e.source !== null ? label(e.source) : e.label));
      if (ex.cut !== undefined && show(entries) !== show(ex.cut))
        out.push(`${where} Cut (bottom first):\n      expected ${show(ex.cut)}\n      got      ${show(entries)}`);
    }
  }
  if (ex.winner !== undefined && state.winner !== ex.winner)
    out.push(`${where} winner: expected ${show(ex.winner)}, got ${show(state.winner)}`);
  for (const [path, want] of Object.entries(ex.derived ?? {})) {
    const [alias, name] = path.split('.');
    const got = aliases[alias] !== undefined && module.derive ? module.derive(state, aliases[alias], name) : undefined;
    if (show(got) !== show(want)) out.push(`${where} ${path}: expected ${show(want)}, got ${show(got)}`);
  }
  for (const [alias, want] of Object.entries(ex.cards ?? {})) {
    const c = state.cards[aliases[alias]];
    if (!c) {
      out.push(`${where} card "${alias}" is not an alias`);
      continue;
    }
    for (const [k, v] of Object.entries(want)) {
      let got: unknown;
      if (k === 'attachedTo') got = c.attachedTo === null ? null : label(c.attachedTo);
      else if (k === 'marks') {
        const marks = module.derive?.(state, c.id, 'marks');
        if (!Array.isArray(marks)) {
          out.push(`${where} ${alias}.marks: this game keeps no marks on cards`);
          continue;
        }
        if (show(sorted(marks as string[])) !== show(sorted(v as string[])))
          out.push(`${where} ${alias}.marks (any order): expected ${show(v)}, got ${show(marks)}`);
        continue;
      } else got = c[k as 'turned' | 'faceUp' | 'zone'];
      if (got !== v) out.push(`${where} ${alias}.${k}: expected ${show(v)}, got ${show(got)}`);
    }
  }
  const lines = events.map((e) => plainText(e, state.players));
  // In order: each text on a line after the one the previous text was found on.
  let from = 0;
  for (const text of ex.log ?? []) {
    const at = lines.findIndex((l, i) => i >= from && l.includes(text));
    if (at >= 0) from = at + 1;
    else
      out.push(
        `${where} log: no line ${from ? 'after the last one found ' : ''}contains ${show(text)}; lines were:\n      ${lines.join('\n      ')}`,
      );
  }
  for (const text of ex.notLog ?? []) {
    const hit = lines.find((l) => l.includes(text));
    if (hit !== undefined) out.push(`${where} log: a line contains ${show(text)}, which must not appear: ${show(hit)}`);
  }
  for (const [k, want] of Object.entries(ex.rules ?? {})) {
    const got = (state.rules as Record<string, unknown> | null)?.[k];
    if (show(got) !== show(resolveAliases(want, aliases)))
      out.push(`${where} rules.${k}: expected ${show(want)}, got ${show(got)}`);
  }
  return out;
}

/** A refusal is as expected when its message has `error` and its rule has `rule` (each when given). */
function checkRefusal(s: ScenarioStep, r: { error: string; rule?: string }, where: string): string[] {
  const out: string[] = [];
  if (s.error !== undefined && !r.error.includes(s.error))
    out.push(`${where} expected an error containing ${show(s.error)}, got ${show(r.error)}`);
  if (s.rule !== undefined && !(r.rule ?? '').includes(s.rule))
    out.push(`${where} expected the rule ${show(s.rule)}, got ${show(r.rule ?? null)}`);
  return out;
}

export function runScenario(module: GameModule, raw: unknown, cards: Card[]): ScenarioResult {
  const parsed = Scenario.safeParse(raw);
  const name = (raw as { name?: string })?.name ?? '(unnamed)';
  if (!parsed.success) {
    return {
      name,
      rule: '',
      passed: false,
      failures: parsed.error.issues.map((i) => `format: ${i.path.join('.')}: ${i.message}`),
    };
  }
  const sc = parsed.data;
  const set = scenarioCards(sc.game, cards, sc.cards);
  if ('problems' in set) return { name: sc.name, rule: sc.rule, passed: false, failures: set.problems };
  const built = buildTable(module, sc, set.cards);
  if (isRuleError(built)) return { name: sc.name, rule: sc.rule, passed: false, failures: [built.error] };
  let state = built.state;
  const failures: string[] = [];
  const refusals: RuleError[] = [];
  const setupEvents = built.events;
  sc.steps.forEach((s, i) => {
    if (failures.length) return;
    const where = `step ${i + 1}${s.note ? ` (${s.note})` : ''}:`;
    // A first step without an intent checks what happened while the table was set up.
    let events: GameEvent[] = i === 0 && !s.do ? setupEvents : [];
    const refusal = s.error !== undefined || s.rule !== undefined;
    if (s.do) {
      const intent = resolveAliases(s.do, built.aliases) as Intent;
      const r = step(module, state, intent);
      if (isRuleError(r)) {
        if (!refusal) failures.push(`${where} ${show(s.do)} was refused: ${r.error}${r.rule ? ` [${r.rule}]` : ''}`);
        else {
          failures.push(...checkRefusal(s, r, where));
          refusals.push(r);
        }
      } else if (refusal)
        failures.push(`${where} expected a refusal (${show(s.error ?? s.rule)}), but ${show(s.do)} was accepted`);
      else {
        state = r.state;
        events = r.events;
      }
    }
    if (s.expect && !failures.length) failures.push(...check(module, state, s.expect, built.aliases, events, where));
  });
  return { name: sc.name, rule: sc.rule, passed: failures.length === 0, failures, refusals };
}

/**
 * Runs what a scenario file holds: one scenario, or each of its games. Several games come
 * back as one result that passes when every game passes, each failure naming its game.
 */
export function runScenarios(module: GameModule, raw: unknown, cards: Card[]): ScenarioResult {
  if (!Array.isArray((raw as { games?: unknown })?.games)) return runScenario(module, raw, cards);
  const file = ScenarioGames.safeParse(raw);
  const name = (raw as { name?: string }).name ?? '(unnamed)';
  if (!file.success)
    return {
      name,
      rule: '',
      passed: false,
      failures: file.error.issues.map((i) => `format: ${i.path.join('.')}: ${i.message}`),
    };
  const results = scenariosOf(raw).map((one) => runScenario(module, one, cards));
  const failures = results.flatMap((r) => r.failures.map((f) => `[${r.name}] ${f}`));
  return {
    name: `${name} (${results.length} games)`,
    rule: file.data.rule,
    passed: failures.length === 0,
    failures,
    refusals: results.flatMap((r) => r.refusals ?? []),
  };
}
