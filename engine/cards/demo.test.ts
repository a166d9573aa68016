import { describe, expect, it } from 'vitest';
import { loadDemoSets } from './demo';
import { GUNDAM_WAR_COLORS, GUNDAM_WAR_TYPES, MS_WAR_TYPES, type GundamWarCard, type MsWarCard } from './model';
import { GUNDAM_WAR_KEYWORDS, MS_WAR_KEYWORDS, SENTENCE_KEYWORDS } from './keywords';

// Numbers 100 and up are appended by the rules scenarios; these checks are about the demo cards.
const demoOnly = <T extends { number: string }>(cards: T[]) => cards.filter((c) => Number(c.number.slice(3)) < 100);
const ms = demoOnly(loadDemoSets('ms-war') as MsWarCard[]);
const gw = demoOnly(loadDemoSets('gundam-war') as GundamWarCard[]);
const ids = (cards: { keywords: { id: string }[] }[]) => new Set(cards.flatMap((c) => c.keywords.map((k) => k.id)));

describe('demo sets', () => {
  it('hold 60 M.S. War and 62 Gundam War demo cards, SD-001… and GD-001…, and load without errors', () => {
    expect(ms).toHaveLength(60);
    expect(gw).toHaveLength(62);
    for (const c of loadDemoSets('ms-war')) expect(c.number).toMatch(/^SD-\d{3}$/);
    for (const c of loadDemoSets('gundam-war')) expect(c.number).toMatch(/^GD-\d{3}$/);
  });

  it('M.S. War: every card type and every keyword of Rulebook 2.1 "Keywords"', () => {
    expect(new Set(ms.map((c) => c.type))).toEqual(new Set(MS_WAR_TYPES));
    const found = ids(ms);
    for (const def of MS_WAR_KEYWORDS) expect(found, def.id).toContain(def.id);
    for (const s of SENTENCE_KEYWORDS['ms-war']) expect(found).toContain(s.id);
  });

  it('M.S. War: upgrade chains share a model number at rising cost ("Paying a Cards Price" B)', () => {
    const byModel = new Map<string, MsWarCard[]>();
    for (const c of ms.filter((c) => c.type === 'ms')) byModel.set(c.model!, [...(byModel.get(c.model!) ?? []), c]);
    const chains = [...byModel.values()].filter((cs) => cs.length >= 2);
    expect(chains.length).toBeGreaterThanOrEqual(3);
    expect(chains.some((cs) => cs.length >= 3)).toBe(true);
  });

  it('M.S. War: battlefields print requirements and Battle Scars', () => {
    for (const c of ms.filter((c) => c.type === 'battlefield'))
      expect(c.text).toMatch(/Requirements:[\s\S]*Battle Scars:/);
  });

  it('M.S. War: a legal 50-card deck fits (3 copies per number, limited cards once)', () => {
    const playable = ms.filter((c) => c.type !== 'mission' && !c.keywords.some((k) => k.id === 'limit-1-deck'));
    expect(playable.length * 3).toBeGreaterThanOrEqual(50);
  });

  it('Gundam War: every card type, every colour, basic and special G', () => {
    expect(new Set(gw.map((c) => c.type))).toEqual(new Set(GUNDAM_WAR_TYPES));
    expect(new Set(gw.map((c) => c.color))).toEqual(new Set(GUNDAM_WAR_COLORS));
    const g = gw.filter((c) => c.type === 'g');
    expect(g.filter((c) => c.text === '').length).toBeGreaterThanOrEqual(7);
    expect(g.filter((c) => c.text !== '').length).toBeGreaterThanOrEqual(2);
  });

  it('Gundam War: every special effect of 21-special-effects.txt appears with its parameters', () => {
    const found = ids(gw);
    for (const def of GUNDAM_WAR_KEYWORDS) {
      for (const id of def.expandsTo ? def.expandsTo.map((e) => e.id) : [def.id]) expect(found, id).toContain(id);
    }
    const all = gw.flatMap((c) => c.keywords);
    expect(all.find((k) => k.id === 'space-battle')?.value).toBeGreaterThan(0);
    expect(all.some((k) => k.id === 'ps-armor' && k.value === undefined)).toBe(true);
    expect(all.some((k) => k.id === 'ps-armor' && k.value !== undefined)).toBe(true);
    expect(found).toContain('any-number-per-deck');
  });

  it('Gundam War: units carry terrain, battle stats and a model number', () => {
    for (const c of gw.filter((c) => c.type === 'unit')) {
      expect(c.terrain, c.number).toBeDefined();
      expect(
        [c.melee, c.ranged, c.hp].every((n) => typeof n === 'number'),
        c.number,
      ).toBe(true);
      expect(c.model, c.number).toBeTruthy();
    }
  });

  it('some cards carry Japanese names', () => {
    expect(gw.some((c) => c.name_ja)).toBe(true);
    expect(ms.some((c) => c.name_ja)).toBe(true);
  });
});
