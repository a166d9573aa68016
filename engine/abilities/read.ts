/**
 * Reads a card script (JSON text or a parsed value) for one game: the version, each ability
 * and each op are checked, defaults filled in, and every problem is reported with its place
 * in the script and what was expected there — never a throw.
 */
import type { ScriptGame as GameId } from './game';
import { expectedOf, expecting, join, type ScriptProblem } from './problems';
import { OPS, opNames } from './registry';
import { excerpt } from '../text/excerpt';
import { readJson } from '../text/json';
import {
  abilitySchemas,
  needsV2,
  SCRIPT_VERSION,
  SCRIPT_VERSIONS,
  VOCABULARY,
  type CardScript,
  type ScriptVersion,
  type ScriptAbility,
  type ScriptOp,
} from './schema';

export type ScriptRead = { ok: true; script: CardScript } | { ok: false; problems: ScriptProblem[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const quoted = (values: readonly string[]) => values.map((v) => JSON.stringify(v)).join(', ');

function readOps(
  value: unknown[],
  game: GameId,
  where: 'effect' | 'static',
  path: string,
  problems: ScriptProblem[],
): ScriptOp[] {
  const out: ScriptOp[] = [];
  value.forEach((raw, i) => {
    const at = join(path, [i]);
    if (!isObject(raw) || typeof raw.op !== 'string') {
      problems.push(expecting(at, 'op'));
      return;
    }
    const def = OPS.get(raw.op);
    if (!def || !def.games.includes(game)) {
      const list = quoted(opNames(game).filter((n) => usable(n, where)));
      problems.push(expecting(join(at, ['op']), where === 'static' ? 'constantChange' : 'oneOf', { list }));
      return;
    }
    if (!usable(raw.op, where)) {
      problems.push(
        where === 'static'
          ? expecting(join(at, ['op']), 'constantChange', {
              list: quoted(opNames(game).filter((n) => usable(n, 'static'))),
            })
          : expecting(join(at, ['op']), 'happens', { op: raw.op }),
      );
      return;
    }
    const parsed = (def.gameSchema?.[game] ?? def.schema).safeParse(raw);
    if (!parsed.success)
      for (const issue of parsed.error.issues) problems.push(expecting(join(at, issue.path), ...expectedOf(issue)));
    else if ((raw.op === 'if-done' || raw.op === 'branch') && (Array.isArray(raw.do) || Array.isArray(raw.else))) {
      // The ops inside "if you do" and a branch are read as an ability's are, each at its own place.
      const op: ScriptOp & { else?: ScriptOp[] } = { ...(parsed.data as ScriptOp) };
      if (Array.isArray(raw.do)) op.do = readOps(raw.do, game, where, join(at, ['do']), problems);
      if (Array.isArray(raw.else)) op.else = readOps(raw.else, game, where, join(at, ['else']), problems);
      out.push(op);
    } else out.push(parsed.data as ScriptOp);
  });
  return out;
}

function usable(name: string, where: 'effect' | 'static'): boolean {
  const uses = OPS.get(name)?.uses ?? 'effect';
  return uses === 'both' || uses === where;
}

function word(value: unknown, allowed: readonly string[], path: string, problems: ScriptProblem[]): void {
  if (value !== undefined && !allowed.includes(value as string))
    problems.push(expecting(path, 'oneOf', { list: quoted(allowed) }));
}

function readAbility(raw: unknown, game: GameId, path: string, problems: ScriptProblem[]): ScriptAbility | null {
  const words = VOCABULARY[game];
  if (!isObject(raw)) {
    problems.push(expecting(path, 'ability'));
    return null;
  }
  const kinds: readonly string[] = words.kinds;
  if (typeof raw.kind !== 'string' || !kinds.includes(raw.kind)) {
    problems.push(expecting(join(path, ['kind']), 'oneOf', { list: quoted(kinds) }));
    return null;
  }
  const kind = raw.kind as keyof typeof abilitySchemas;
  const parsed = abilitySchemas[kind].safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(expecting(join(path, issue.path), ...expectedOf(issue)));
    return null;
  }
  const a = parsed.data as Record<string, unknown>;
  const before = problems.length;
  if ('timing' in a) word(a.timing, words.timings, join(path, ['timing']), problems);
  if (kind === 'trigger') word(a.when, words.whens, join(path, ['when']), problems);
  if (kind === 'rule') word(a.rule, words.rules, join(path, ['rule']), problems);
  if (kind === 'static')
    word((a.affects as { scope: string }).scope, words.scopes, join(path, ['affects', 'scope']), problems);
  // "if you ~" conditions and several targets are Gundam War's words (ch. 12).
  if (game === 'ms-war' && a.if !== undefined) problems.push(expecting(join(path, ['if']), 'noIf'));
  if (game === 'ms-war' && (a.target as { count?: number } | undefined)?.count !== undefined)
    problems.push(expecting(join(path, ['target', 'count']), 'noCount'));
  // A Pilot, "attached" and the Defunct Pile are M.S. War's words.
  const t = a.target as { card?: string; where?: string; attached?: true } | undefined;
  if (game === 'gundam-war' && (t?.card === 'pilot' || t?.where === 'defunct-pile' || t?.attached))
    problems.push(expecting(join(path, ['target']), 'msWarTarget'));
  const list = kind === 'battlefield' ? 'scars' : 'do';
  if (kind !== 'rule')
    a[list] = readOps(
      a[list] as unknown[],
      game,
      kind === 'static' ? 'static' : 'effect',
      join(path, [list]),
      problems,
    );
  return problems.length === before ? (a as ScriptAbility) : null;
}

/** Reads a script for `game`; a string is parsed as JSON first. */
export function readScript(value: unknown, game: GameId): ScriptRead {
  let data = value;
  if (typeof value === 'string') {
    // Depth-limited: V8's JSON.parse slows faster than the text grows on deep nesting.
    const read = readJson(value, 64);
    if (!read.ok) return { ok: false, problems: [expecting('', 'json', { error: read.said })] };
    data = read.value;
  }
  const problems: ScriptProblem[] = [];
  if (!isObject(data))
    return {
      ok: false,
      problems: [expecting('', 'script', { version: SCRIPT_VERSION })],
    };
  const version = (SCRIPT_VERSIONS as readonly unknown[]).includes(data.v) ? (data.v as ScriptVersion) : null;
  if (version === null) problems.push(expecting('v', 'version', { version: SCRIPT_VERSIONS.join(' or ') }));
  const unknown = Object.keys(data).filter((k) => k !== 'v' && k !== 'abilities');
  if (unknown.length)
    problems.push(expecting('', 'fields', { list: quoted(unknown.slice(0, 5).map((k) => excerpt(k, 30))) }));
  if (!Array.isArray(data.abilities)) {
    problems.push(expecting('abilities', 'abilities'));
    return { ok: false, problems };
  }
  const abilities: ScriptAbility[] = [];
  data.abilities.forEach((raw, i) => {
    const a = readAbility(raw, game, join('abilities', [i]), problems);
    // A version 1 script keeps version 1's words: the newer ones say the script needs `"v": 2`.
    if (a && version === 1 && needsV2(a as Parameters<typeof needsV2>[0]))
      problems.push(expecting(join('abilities', [i]), 'version2'));
    else if (a) abilities.push(a);
  });
  return problems.length ? { ok: false, problems } : { ok: true, script: { v: version ?? SCRIPT_VERSION, abilities } };
}
