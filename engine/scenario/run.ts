/** Runs a scenario: builds the table, plays each step, and lists every expectation that failed. */
import type { Card } from '../cards/model';
import type { GameModule } from '../core/module';
import { step } from '../core/step';
import { isRuleError, type CardId, type GameEvent, type GameState, type Intent } from '../core/types';
import { buildTable, resolveAliases } from './build';
import { Scenario, type ScenarioExpectation } from './format';

export interface ScenarioResult {
  name: string;
  rule: string;
  passed: boolean;
  failures: string[];
}

function show(v: unknown): string {
  return JSON.stringify(v);
}

function plainText(e: GameEvent, players: string[]): string {
  return e.text.replace(/\{p([01])\}/g, (_, s: string) => players[Number(s)]).replace(/\{(\d+)\}/g, (_, i: string) => e.refs[Number(i)]?.name ?? 'a card');
}

function check(module: GameModule, state: GameState, ex: ScenarioExpectation, aliases: Record<string, CardId>, events: GameEvent[], where: string): string[] {
  const out: string[] = [];
  const names: string[] = [];
  for (const [a, id] of Object.entries(aliases)) names[id] = a;
  const label = (id: CardId) => names[id] ?? state.catalog[state.cards[id].key].number;
  for (const [zone, want] of Object.entries(ex.zones ?? {})) {
    const got = (state.zones[zone] ?? []).map(label);
    if (typeof want === 'number') {
      if (got.length !== want) out.push(`${where} zone ${zone}: expected ${want} cards, got ${got.length} ${show(got)}`);
    } else if (show(got) !== show(want)) out.push(`${where} zone ${zone}:\n      expected ${show(want)}\n      got      ${show(got)}`);
  }
  for (const [k, want] of Object.entries(ex.values ?? {})) if (state.values[k] !== want) out.push(`${where} value ${k}: expected ${show(want)}, got ${show(state.values[k])}`);
  for (const [k, want] of Object.entries(ex.turn ?? {})) {
    const got = state.turn[k as keyof typeof state.turn];
    if (got !== want) out.push(`${where} turn.${k}: expected ${show(want)}, got ${show(got)}`);
  }
  if (ex.pending !== undefined && (state.pending?.kind ?? null) !== ex.pending) out.push(`${where} pending: expected ${show(ex.pending)}, got ${show(state.pending?.kind ?? null)}`);
  if (ex.pendingSeat !== undefined && state.pending?.seat !== ex.pendingSeat) out.push(`${where} pending seat: expected ${ex.pendingSeat}, got ${show(state.pending?.seat)}`);
  if (ex.winner !== undefined && state.winner !== ex.winner) out.push(`${where} winner: expected ${show(ex.winner)}, got ${show(state.winner)}`);
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
      const got = k === 'attachedTo' ? (c.attachedTo === null ? null : label(c.attachedTo)) : c[k as 'turned' | 'faceUp'];
      if (got !== v) out.push(`${where} ${alias}.${k}: expected ${show(v)}, got ${show(got)}`);
    }
  }
  const lines = events.map((e) => plainText(e, state.players));
  // In order: each text on a line after the one the previous text was found on.
  let from = 0;
  for (const text of ex.log ?? []) {
    const at = lines.findIndex((l, i) => i >= from && l.includes(text));
    if (at >= 0) from = at + 1;
    else out.push(`${where} log: no line ${from ? 'after the last one found ' : ''}contains ${show(text)}; lines were:\n      ${lines.join('\n      ')}`);
  }
  for (const [k, want] of Object.entries(ex.rules ?? {})) {
    const got = (state.rules as Record<string, unknown> | null)?.[k];
    if (show(got) !== show(resolveAliases(want, aliases))) out.push(`${where} rules.${k}: expected ${show(want)}, got ${show(got)}`);
  }
  return out;
}

export function runScenario(module: GameModule, raw: unknown, cards: Card[]): ScenarioResult {
  const parsed = Scenario.safeParse(raw);
  const name = (raw as { name?: string })?.name ?? '(unnamed)';
  if (!parsed.success) {
    return { name, rule: '', passed: false, failures: parsed.error.issues.map((i) => `format: ${i.path.join('.')}: ${i.message}`) };
  }
  const sc = parsed.data;
  const built = buildTable(module, sc, cards);
  if (isRuleError(built)) return { name: sc.name, rule: sc.rule, passed: false, failures: [built.error] };
  let state = built.state;
  const failures: string[] = [];
  const setupEvents = built.events;
  sc.steps.forEach((s, i) => {
    if (failures.length) return;
    const where = `step ${i + 1}${s.note ? ` (${s.note})` : ''}:`;
    // A first step without an intent checks what happened while the table was set up.
    let events: GameEvent[] = i === 0 && !s.do ? setupEvents : [];
    if (s.do) {
      const intent = resolveAliases(s.do, built.aliases) as Intent;
      const r = step(module, state, intent);
      if (isRuleError(r)) {
        if (s.error === undefined) failures.push(`${where} ${show(s.do)} was refused: ${r.error}${r.rule ? ` [${r.rule}]` : ''}`);
        else {
          if (!r.error.includes(s.error)) failures.push(`${where} expected an error containing ${show(s.error)}, got ${show(r.error)}`);
          if (s.rule && !(r.rule ?? '').includes(s.rule)) failures.push(`${where} expected the rule ${show(s.rule)}, got ${show(r.rule ?? null)}`);
        }
      } else if (s.error !== undefined) failures.push(`${where} expected an error containing ${show(s.error)}, but ${show(s.do)} was accepted`);
      else {
        state = r.state;
        events = r.events;
      }
    }
    if (s.expect && !failures.length) failures.push(...check(module, state, s.expect, built.aliases, events, where));
  });
  return { name: sc.name, rule: sc.rule, passed: failures.length === 0, failures };
}
