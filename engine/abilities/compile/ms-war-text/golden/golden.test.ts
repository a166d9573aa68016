/**
 * Golden M.S. War texts (issue 42): for each family of M.S. War text, texts of our own in the
 * game's style (texts/<family>.en.txt, one card a line: `<card type>: <text>`, its printed lines
 * parted by ` / `) and what each must compile to — every line's fate and family, and the script —
 * kept in <family>.en.json keyed by the text's hash, as the Gundam War goldens are. A change to
 * the compiler that changes any result fails here; after checking the new results are right,
 * `UPDATE_GOLDEN=1 npx vitest run engine/games/ms-war/text/golden` writes them.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readScript } from '../../../../abilities';
import { compileText } from '../../../../abilities/compile';
import { msWarFamilyOf } from '../families';

const dir = new URL('.', import.meta.url).pathname;
const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
const update = process.env.UPDATE_GOLDEN === '1';

const sets = readdirSync(`${dir}texts`)
  .filter((f) => f.endsWith('.txt'))
  .map((f) => f.replace(/\.txt$/, ''))
  .sort();

const cardsOf = (set: string) =>
  readFileSync(`${dir}texts/${set}.txt`, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((row) => {
      const at = row.indexOf(': ');
      return {
        type: row.slice(0, at),
        text: row
          .slice(at + 2)
          .split(' / ')
          .join('\n'),
      };
    });

describe('golden M.S. War texts', () => {
  it('has at least ten texts per family', () => {
    expect(sets.length).toBeGreaterThanOrEqual(7);
    for (const set of sets) expect(cardsOf(set).length, set).toBeGreaterThanOrEqual(10);
  });

  it.each(sets)('%s compiles as its golden file says', (set) => {
    const got: Record<string, unknown> = {};
    for (const { type, text } of cardsOf(set)) {
      const r = compileText({ game: 'ms-war', type, name: 'Golden', text });
      if (r.script) expect(readScript(r.script, 'ms-war'), text).toMatchObject({ ok: true });
      const lines = r.lines.map((l) => ({ ...l, family: msWarFamilyOf(l) }));
      got[hash(`${type}: ${text}`)] = { type, text, lines, script: r.script ?? null };
    }
    const file = `${dir}${set}.json`;
    if (update || !existsSync(file)) writeFileSync(file, `${JSON.stringify(got, null, 2)}\n`);
    const golden = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { type: string; text: string }>;
    for (const [key, entry] of Object.entries(golden))
      expect(hash(`${entry.type}: ${entry.text}`), `key of ${entry.text}`).toBe(key);
    expect(got).toEqual(golden);
  });
});
