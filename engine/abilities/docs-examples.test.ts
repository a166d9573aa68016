/**
 * Every script example docs/card-scripts.md shows reads: a whole script, an ability, a target or
 * an op (a JSON block, or a `{ "op": … }` in the text), in at least one game. An example the
 * reader refuses means the page promises what the engine does not take.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ScriptGame } from './game';
import { problemText } from './problems';
import { readScript } from './read';

const PAGE = new URL('../../docs/card-scripts.md', import.meta.url);
const GAMES: ScriptGame[] = ['gundam-war', 'ms-war'];

type Example = { where: string; value: Record<string, unknown> };

/** The ```json blocks of the page, then the inline `{ … }` objects that are JSON. */
function examples(page: string): Example[] {
  const out: Example[] = [];
  const lineOf = (at: number) => page.slice(0, at).split('\n').length;
  for (const m of page.matchAll(/```json\n([\s\S]*?)```/g))
    out.push({ where: `line ${lineOf(m.index)}`, value: JSON.parse(m[1]) as Record<string, unknown> });
  for (const m of page.matchAll(/`(\{[^`]*\})`/g)) {
    let value: unknown;
    try {
      value = JSON.parse(m[1]);
    } catch {
      // A fragment in words (`{ card, whose }`), not an example.
      continue;
    }
    if (typeof value === 'object' && value !== null)
      out.push({ where: `line ${lineOf(m.index)}`, value: value as Record<string, unknown> });
  }
  return out;
}

/** The scripts an example could stand in: itself, or inside an ability of either version. */
function scriptsFor(value: Record<string, unknown>): unknown[] {
  if ('abilities' in value) return [value];
  const wrap = (ability: unknown) => [1, 2].map((v) => ({ v, abilities: [ability] }));
  if ('kind' in value) return wrap(value);
  if ('op' in value)
    return [
      { kind: 'play', timing: 'any', do: [value] },
      { kind: 'play', do: [value] },
      { kind: 'static', affects: { scope: 'self' }, do: [value] },
    ].flatMap(wrap);
  // A target in a play of either game: M.S. War's Events name their phase (`strategic`), Gundam War's may be `any`.
  if ('card' in value)
    return ['any', 'strategic'].flatMap((timing) =>
      wrap({ kind: 'play', timing, target: value, do: [{ op: 'destroy' }] }),
    );
  return [];
}

describe('docs/card-scripts.md examples', () => {
  const page = readFileSync(PAGE, 'utf8');
  const all = examples(page);

  it('finds the examples of every part of the page', () => {
    expect(all.filter((e) => 'kind' in e.value).length).toBeGreaterThanOrEqual(15);
    expect(all.filter((e) => 'op' in e.value).length).toBeGreaterThan(25);
    expect(all.filter((e) => 'card' in e.value).length).toBeGreaterThan(3);
  });

  it.each(
    all.filter((e) => scriptsFor(e.value).length).map((e) => [e.where, JSON.stringify(e.value), e.value] as const),
  )('%s %s reads in one of the games', (_where, _text, value) => {
    const problems: string[] = [];
    const ok = scriptsFor(value).some((script) =>
      GAMES.some((game) => {
        const read = readScript(script, game);
        if (!read.ok) problems.push(`${game}: ${read.problems.map(problemText).join('; ')}`);
        return read.ok;
      }),
    );
    expect(ok, problems.join('\n')).toBe(true);
  });
});
