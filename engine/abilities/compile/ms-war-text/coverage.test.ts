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
  it('counts our own sample by the families of families.ts, with the unread lines', () => {
    const by = Object.fromEntries(coverageOf(cards).map((f) => [f.family, f]));
    expect(by['ms-clash']).toMatchObject({ full: 7, partly: 0, none: 0 });
    expect(by['ms-battlefield']).toMatchObject({ full: 14, none: 1 });
    expect(by['ms-void']).toMatchObject({ full: 1, none: 0 });
    expect(by['ms-only-defend']).toMatchObject({ full: 0, none: 1 });
    expect(by['ms-only-defend'].unread[0]).toMatchObject({ name: 'Intercept Line' });
    expect(Object.keys(by)).not.toContain('command');
  });

  it('prints the M.S. War families by name', () => {
    const r = cardsCommand(['coverage', SAMPLE], {});
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('M.S. War Clash Points changes: 7 read fully, 0 partly, 0 not at all');
    expect(r.stdout).toContain('⟦Only M.S. with 4 or more Clash Points can Defend against target attacking M.S.⟧');
  });
});
