import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coverageOf, type CoverageCard } from '../coverage';
import { cardsCommand } from '../../../cli/cards';

const SAMPLE = new URL('./sample/ms-war-sample.json', import.meta.url).pathname;
const cards = (JSON.parse(readFileSync(SAMPLE, 'utf8')) as CoverageCard[]).map((c) => ({
  ...c,
  game: 'ms-war' as const,
}));

describe('M.S. War coverage by family (npm run cards -- coverage)', () => {
  it('counts our own sample by the families of families.ts: every line read', () => {
    const by = Object.fromEntries(coverageOf(cards).map((f) => [f.family, f]));
    expect(by['ms-clash']).toMatchObject({ full: 7, partly: 0, none: 0 });
    expect(by['ms-battlefield']).toMatchObject({ full: 15, none: 0 });
    expect(by['ms-void']).toMatchObject({ full: 1, none: 0 });
    expect(by['ms-only-defend']).toMatchObject({ full: 1, none: 0 });
    expect(by['ms-pilot']).toMatchObject({ full: 3, none: 0 });
    for (const f of Object.values(by)) expect(f.unread, f.family).toEqual([]);
    expect(Object.keys(by)).not.toContain('command');
  });

  it('prints the M.S. War families by name', () => {
    const r = cardsCommand(['coverage', SAMPLE], {});
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('M.S. War Clash Points changes: 7 read fully, 0 partly, 0 not at all');
    expect(r.stdout).toContain('M.S. War "Only M.S. … can Defend": 1 read fully, 0 partly, 0 not at all');
    expect(r.stdout).not.toContain('⟦');
  });
});
