/**
 * Rulebook scenarios: each test sets up a table, applies intents through `stepGundamWar`
 * and checks the result, citing the Advanced Rules section it proves.
 */
import { describe, expect, it } from 'vitest';
import type { GundamWarCard } from '../../../cards/model';
import { areaWeaponDestroys, resolveArea, vultureChoices } from '../battle';
import { withKeywords } from '../card-text';
import { spaceBattleX, statsOf } from '../derive';
import { stepGundamWar, type GwIntent } from '../game';
import { checkCost } from '../power';
import type { GundamWarState } from '../state';
import { at, put, table } from './table';

function step(s: GundamWarState, intent: GwIntent): GundamWarState {
  const r = stepGundamWar(s, intent);
  if ('error' in r) throw new Error(`${r.error} (${r.rule})`);
  return r.state;
}
function refused(s: GundamWarState, intent: GwIntent): string {
  const r = stepGundamWar(s, intent);
  if (!('error' in r)) throw new Error('expected a rule error');
  return r.rule;
}
const passBoth = (s: GundamWarState) => step(step(s, { type: 'pass', seat: s.priority }), { type: 'pass', seat: s.priority === 0 ? 1 : 0 });

const doubleSpace: GundamWarCard = withKeywords({
  game: 'gundam-war', number: 'GD-100', name: 'Twin Vane', type: 'unit', color: 'blue', cost: 4, nation_cost: 2, terrain: 'space',
  melee: 2, ranged: 2, hp: 4, traits: ['MS'], text: 'Space Battle (1), Space Battle (2)', set: 'Sortie Demo', rarity: 'R', keywords: [],
});

describe('ch. 21 Area Weapon (X)', () => {
  it('rulebook example: Area Weapon (2) used twice does not destroy a Unit with Defense 4', () => {
    expect(areaWeaponDestroys(4, 2)).toBe(false);
    expect(areaWeaponDestroys(4, 2)).toBe(false);
    expect(areaWeaponDestroys(2, 2)).toBe(true);
  });
  it('damage taken does not lower Defense; the text is once per turn; Defense ≤ X is destroyed', () => {
    const s = table();
    at(s, 'battle', 'damage', 'free');
    const walker = put(s, 'GD-020', { at: 'battle', area: 'earth', seat: 0 });
    const guard = put(s, 'GD-032', { at: 'battle', area: 'earth', seat: 1 });
    const frame = put(s, 'GD-011', { at: 'battle', area: 'earth', seat: 1 });
    s.cards[guard].damage = 3;
    let t = step(s, { type: 'activate', seat: 0, card: walker, ability: 'area-weapon' });
    t = passBoth(t);
    expect(t.cards[guard].destroyed).toBe(false);
    expect(t.cards[frame].destroyed || t.cards[frame].place.at === 'junkyard').toBe(true);
    expect(refused(t, { type: 'activate', seat: 0, card: walker, ability: 'area-weapon' })).toBe('ch. 21 area-weapon');
  });
});

describe('ch. 21 Space Battle (X)', () => {
  it('two Space Battle texts on one Unit add up', () => {
    const s = table([doubleSpace]);
    const vane = put(s, 'GD-100', { at: 'battle', area: 'space', seat: 0 });
    expect(spaceBattleX(s, vane)).toBe(3);
  });
  it('enemies without Space Battle get -Y/-0/-0, Y the lowest X of the all-Space-Battle squad', () => {
    const s = table([doubleSpace]);
    put(s, 'GD-100', { at: 'battle', area: 'space', seat: 0 });
    put(s, 'GD-013', { at: 'battle', area: 'space', seat: 0 });
    const pod = put(s, 'GD-021', { at: 'battle', area: 'space', seat: 1 });
    expect(statsOf(s, pod)).toEqual({ melee: 0, ranged: 1, hp: 2 });
    const s2 = table([doubleSpace]);
    put(s2, 'GD-100', { at: 'battle', area: 'space', seat: 0 });
    const pod2 = put(s2, 'GD-021', { at: 'battle', area: 'space', seat: 1 });
    put(s2, 'GD-011', { at: 'battle', area: 'space', seat: 0 });
    // One Unit without Space Battle in the squad: no effect (special rule).
    expect(statsOf(s2, pod2).melee).toBe(2);
  });
});

describe('ch. 21 Vulture Points', () => {
  it('rulebook thresholds: 2 for G, 5 for Unit/Character, 8 for Command/Operation', () => {
    expect(vultureChoices(1)).toEqual([]);
    expect(vultureChoices(2)).toEqual(['g']);
    expect(vultureChoices(5)).toEqual(['g', 'unit', 'character']);
    expect(vultureChoices(8)).toEqual(['g', 'unit', 'character', 'command', 'operation']);
  });
});

describe('ch. 21 Swift Strike Timing; ch. 15 Resolving Battle Damage', () => {
  const u = (id: string, melee: number, ranged: number, hp: number) => ({ id, melee, ranged, hp, damage: 0, destroyed: false });
  it('Units destroyed at Swift Strike timing deal no normal damage', () => {
    const r = resolveArea({ units: [u('a', 3, 2, 3)], swift: true, raid: false, attacking: true }, { units: [u('d', 4, 0, 6)], swift: false, raid: false, attacking: false }, true);
    // The survivor strikes back at normal timing.
    expect(r.destroyed).toEqual(['a']);
    const r2 = resolveArea({ units: [u('a', 3, 2, 3)], swift: true, raid: false, attacking: true }, { units: [u('d', 9, 0, 5)], swift: false, raid: false, attacking: false }, true);
    expect(r2.destroyed).toEqual(['d']);
    expect(r2.damage.a).toBeUndefined();
  });
  it('both squads with Swift Strike deal damage at the same time', () => {
    const r = resolveArea({ units: [u('a', 3, 0, 3)], swift: true, raid: false, attacking: true }, { units: [u('d', 3, 0, 3)], swift: true, raid: false, attacking: false }, true);
    expect(r.destroyed.sort()).toEqual(['a', 'd']);
  });
  it('head melee plus every ranged, head first; an unengaged attacker hits the Nation; Raid carries the rest', () => {
    const att = () => ({ units: [u('a', 3, 2, 3), u('b', 9, 2, 3)], swift: false, raid: false, attacking: true });
    expect(resolveArea(att(), null, false).nationDamage).toBe(7);
    const r = resolveArea(att(), { units: [u('d', 0, 0, 2), u('e', 0, 0, 9)], swift: false, raid: false, attacking: false }, true);
    expect(r.destroyed).toEqual(['d']);
    expect(r.damage.e).toBe(5);
    const raid = resolveArea({ ...att(), raid: true }, { units: [u('d', 0, 0, 2)], swift: false, raid: false, attacking: false }, true);
    expect(raid.nationDamage).toBe(5);
  });
  it('in a game: Damage Calculation destroys, then Abolish moves the Unit to the Junkyard', () => {
    const s = table();
    at(s, 'battle', 'damage', 'free');
    put(s, 'GD-023', { at: 'battle', area: 'earth', seat: 0 });
    const frame = put(s, 'GD-011', { at: 'battle', area: 'earth', seat: 1 });
    s.engaged.earth = true;
    let t = passBoth(s);
    expect(t.cards[frame].destroyed).toBe(true);
    t = passBoth(t);
    expect(t.cards[frame].place).toEqual({ at: 'junkyard', seat: 1 });
  });
});

describe('ch. 21 High Mobility, Base; sortie by terrain', () => {
  it('against an all-High-Mobility attacker only High Mobility Units may defend there', () => {
    const s = table();
    put(s, 'GD-023', { at: 'battle', area: 'earth', seat: 0 });
    const frame = put(s, 'GD-011', { at: 'disposition', seat: 1 });
    const kai = put(s, 'GD-012', { at: 'disposition', seat: 1 });
    s.pending = { kind: 'sortie', seat: 1, attacking: false };
    expect(refused(s, { type: 'sortie', seat: 1, earth: [frame] })).toBe('ch. 21 High Mobility');
    expect(step(s, { type: 'sortie', seat: 1, earth: [kai] }).cards[kai].place.at).toBe('battle');
  });
  it('a Base cannot sortie to attack; a space-only Unit cannot go to Earth; rolled Units stay', () => {
    const s = table();
    const base = put(s, 'GD-015', { at: 'disposition', seat: 0 });
    const pod = put(s, 'GD-021', { at: 'disposition', seat: 0 });
    s.pending = { kind: 'sortie', seat: 0, attacking: true };
    expect(refused(s, { type: 'sortie', seat: 0, earth: [base] })).toBe('ch. 21 Base');
    expect(refused(s, { type: 'sortie', seat: 0, earth: [pod] })).toBe('basic rules: sortie by terrain aptitude');
    s.cards[pod].rolled = true;
    expect(refused(s, { type: 'sortie', seat: 0, space: [pod] })).toContain('rolled');
  });
});

describe('ch. 05 / ch. 08 Nation Power and cost', () => {
  it('total is a requirement over all G; designated rolls upright G of the colour; purple takes any colour', () => {
    const g = (id: string, color: 'blue' | 'green', rolled = false) => ({ id, color, rolled });
    expect(checkCost([g('a', 'blue'), g('b', 'green')], { color: 'blue', designated: 1, total: 3 }).ok).toBe(false);
    expect(checkCost([g('a', 'blue', true), g('b', 'green')], { color: 'blue', designated: 1, total: 2 }).ok).toBe(false);
    expect(checkCost([g('a', 'blue'), g('b', 'green')], { color: 'blue', designated: 1, total: 2 })).toEqual({ ok: true, roll: ['a'] });
    expect(checkCost([g('b', 'green')], { color: 'purple', designated: 1, total: 1 })).toEqual({ ok: true, roll: ['b'] });
  });
  it('one G per turn, in your own Disposition Phase', () => {
    const s = table();
    at(s, 'disposition', null, 'free');
    const g1 = put(s, 'GD-001', { at: 'hand', seat: 0 });
    const g2 = put(s, 'GD-002', { at: 'hand', seat: 0 });
    let t = step(s, { type: 'play', seat: 0, card: g1 });
    t = passBoth(t);
    expect(t.cards[g1].place).toEqual({ at: 'disposition', seat: 0 });
    expect(refused(t, { type: 'play', seat: 0, card: g2 })).toBe('ch. 05 Disposition Phase (one G per turn)');
  });
});

describe('ch. 21 Pollution Coin', () => {
  it('a player with 10 Pollution Coins at the end of the turn loses', () => {
    const s = table();
    at(s, 'battle', 'return', 'free-after');
    s.pollution[1] = 10;
    const t = passBoth(s);
    expect(t.winner).toBe(0);
  });
});
