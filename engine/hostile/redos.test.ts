/**
 * No regular expression a parser of user-supplied text uses can backtrack catastrophically. The
 * work counters (work.ts) see what a pattern's exec reads but not what it reads again while
 * backtracking, so each pattern is checked by its form instead, with scslre (docs/architecture.md
 * says why that checker): every pattern the card, deck-list, script and format parsers, the
 * keyword registry, the card-text compilers, the deck rules and the search language use, found by
 * patterns.ts from the code itself rather than from a list kept by hand.
 */
import { readFileSync } from 'node:fs';
import { analyse } from 'scslre';
import { describe, expect, it, vi } from 'vitest';
import { importedFiles, literalsIn, patternsBuiltBy, type FoundPattern } from './patterns';

const ROOT = new URL('../../', import.meta.url).pathname;
/** Where user-supplied text is read: the parsers of the hostile suite, and what else reads card or query text. */
const ENTRIES = ['engine/hostile/parsers.ts', 'engine/decks/validate.ts', 'engine/cards/search/index.ts'];

/** What the check says of one pattern: nothing when it is linear. */
function problems(p: FoundPattern): string[] {
  return analyse({ source: p.source, flags: p.flags }).reports.map(
    (r) =>
      `${r.exponential ? 'exponential' : 'polynomial'} (${r.type}) at ${'quant' in r ? r.quant.raw : `${r.startQuant.raw} … ${r.endQuant.raw}`}`,
  );
}

/** Drives the parsers over their samples, the hostile inputs small enough to be quick, the demo card sets and a Japanese card list. */
async function driveParsers(): Promise<void> {
  vi.resetModules();
  const { TEXT_PARSERS } = await import('./parsers');
  const { HOSTILE_INPUTS } = await import('./inputs');
  const { loadCardFile } = await import('../cards/import');
  const { createCatalog } = await import('../decks/catalog');
  const { customFormat } = await import('../decks/formats');
  const { validateDeck } = await import('../decks/validate');
  const { buildSearchIndex, queryIndex } = await import('../cards/search');
  for (const parser of TEXT_PARSERS) {
    parser.parse(parser.sample);
    for (const input of HOSTILE_INPUTS) {
      const text = input.text(parser.sample);
      if (text.length < 100_000) parser.parse(text);
    }
  }
  const files = [
    'assets/cards/gundam-war-demo.json',
    'assets/cards/ms-war-demo.json',
    'engine/decks/fixtures/real-cards.csv',
  ];
  const cards = files.flatMap((f) => loadCardFile(readFileSync(`${ROOT}${f}`, 'utf8'), f).cards);
  const gw = cards.filter((c) => c.game === 'gundam-war');
  const banning = customFormat({ id: 'x', name: 'X', game: 'gundam-war', bannedEffects: ['弩級', 'High Mobility'] });
  if (banning.ok) {
    const main = gw.slice(0, 20).map((c) => ({ number: c.number, count: 1 }));
    validateDeck({ game: 'gundam-war', main, side: [] }, banning.value, createCatalog('gundam-war', gw));
  }
  queryIndex(buildSearchIndex(cards), 't:unit c:blue cost<=3 kw:"space battle" -o:destroy name:/zaku/');
}

const key = (p: FoundPattern) => `/${p.source}/${p.flags}`;

describe('the regular expressions of the parsers', { timeout: 120_000 }, () => {
  let found: FoundPattern[] = [];

  it('are found in the code: the literals of every file the parsers import and the patterns it builds as it runs', async () => {
    const files = importedFiles(ENTRIES.map((e) => `${ROOT}${e}`));
    const literals = files.flatMap(literalsIn);
    const built = await patternsBuiltBy(driveParsers);
    found = [...literals, ...built];
    const where = (p: string) => new Set(found.filter((f) => key(f) === p).map((f) => f.where.slice(ROOT.length)));
    // A literal of the deck-list reader, one the keyword registry builds from its table, one the
    // keyword reader builds as it runs (its cost prefix), and the deck rules' special-effect test.
    expect(files.map((f) => f.slice(ROOT.length))).toContain('engine/decks/list.ts');
    expect(literals.some((p) => p.where.endsWith('engine/decks/list.ts'))).toBe(true);
    expect(where('/Space\\s+Battle/iuy')).toContain('engine/cards/keywords/parse.ts');
    expect(built.some((p) => p.where.endsWith('engine/cards/keywords/parse.ts'))).toBe(true);
    expect(built.some((p) => p.where.endsWith('engine/decks/card-rules.ts') && p.source.includes('弩級'))).toBe(true);
    // Third-party code's patterns are not collected.
    expect(found.every((p) => !p.where.includes('node_modules'))).toBe(true);
  });

  it('backtrack at most linearly: none is flagged by the checker', () => {
    const flagged = new Map<string, string>();
    for (const p of found) {
      const why = problems(p);
      if (why.length) flagged.set(key(p), `${p.where.slice(ROOT.length)}: ${why.join('; ')}`);
    }
    expect(found.length).toBeGreaterThan(100);
    expect([...flagged].map(([pattern, why]) => `${pattern} — ${why}`)).toEqual([]);
  });

  it('the checker flags the classic catastrophic and quadratic shapes (it can fail)', () => {
    const at = (source: string, flags = '') => problems({ source, flags, where: 'here' });
    expect(at('^(a+)+$')[0]).toMatch(/^exponential/);
    expect(at('^\\s*(.+)\\s*$')[0]).toMatch(/^polynomial/);
    expect(at('\\s*:\\s*', 'g')[0]).toMatch(/^polynomial/);
    expect(at('^(\\d+) (\\S.*)$')).toEqual([]);
  });
});
