/**
 * Golden texts (issue 42): for each family of Gundam War text, our own texts in Japanese and in
 * English (texts/<family>.<lang>.txt, one a line) and what each must compile to, kept in
 * <family>.<lang>.json keyed by the text's hash (as gcg-sim keeps its goldens). A change to the
 * compiler that changes any result fails here; after checking the new results are right,
 * `UPDATE_GOLDEN=1 npx vitest run engine/abilities/compile/golden` writes them.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readScript } from '../..';
import { compileText } from '..';

const dir = new URL('.', import.meta.url).pathname;
const TYPE: Record<string, string> = {
  command: 'command',
  'no-battle-damage': 'command',
  'negate-text': 'command',
  'negate-effect': 'command',
};
const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
const update = process.env.UPDATE_GOLDEN === '1';

const sets = readdirSync(`${dir}texts`)
  .filter((f) => f.endsWith('.txt'))
  .map((f) => f.replace(/\.txt$/, ''))
  .sort();

describe('golden Gundam War texts', () => {
  it('has at least ten texts per family in each language', () => {
    const families = new Set(sets.map((s) => s.split('.')[0]));
    expect(families.size).toBeGreaterThanOrEqual(5);
    for (const family of families)
      for (const lang of ['ja', 'en']) {
        const texts = readFileSync(`${dir}texts/${family}.${lang}.txt`, 'utf8').split('\n').filter(Boolean);
        expect(texts.length, `${family}.${lang}`).toBeGreaterThanOrEqual(10);
      }
  });

  it.each(sets)('%s compiles as its golden file says', (set) => {
    const family = set.split('.')[0];
    const texts = readFileSync(`${dir}texts/${set}.txt`, 'utf8').split('\n').filter(Boolean);
    const got: Record<string, unknown> = {};
    for (const text of texts) {
      const r = compileText({ game: 'gundam-war', type: TYPE[family] ?? 'unit', name: 'Golden', text });
      if (r.script) expect(readScript(r.script, 'gundam-war'), text).toMatchObject({ ok: true });
      got[hash(text)] = { text, lines: r.lines, script: r.script ?? null };
    }
    const file = `${dir}${set}.json`;
    if (update || !existsSync(file)) writeFileSync(file, `${JSON.stringify(got, null, 2)}\n`);
    const golden = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { text: string }>;
    for (const [key, entry] of Object.entries(golden)) expect(hash(entry.text), `key of ${entry.text}`).toBe(key);
    expect(got).toEqual(golden);
  });
});
