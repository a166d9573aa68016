/** The pure pieces of the rules, checked on their own: battle damage, Nation Power, Vulture thresholds. */
import { describe, expect, it } from 'vitest';
import { areaWeaponDestroys, resolveArea } from '../battle';
import { vultureChoices } from '../keywords/vulture';
import { checkCost } from '../power';

// Card ids of the squads' Units.
const [a, b, d, e] = [0, 1, 2, 3];
const u = (id: number, melee: number, ranged: number, hp: number) => ({
  id,
  melee,
  ranged,
  hp,
  damage: 0,
  destroyed: false,
});

describe('ch. 21 Area Weapon (X)', () => {
  it('rulebook example: Area Weapon (2) used twice does not destroy a Unit with Defence 4', () => {
    expect(areaWeaponDestroys(4, 2)).toBe(false);
    expect(areaWeaponDestroys(2, 2)).toBe(true);
  });
});

describe('ch. 21 Vulture Point', () => {
  it('thresholds: 2 for G, 5 for Unit and Character, 8 for Command and Operation', () => {
    expect(vultureChoices(1)).toEqual([]);
    expect(vultureChoices(2)).toEqual(['g']);
    expect(vultureChoices(5)).toEqual(['g', 'unit', 'character']);
    expect(vultureChoices(8)).toEqual(['g', 'unit', 'character', 'command', 'operation']);
  });
});

describe('ch. 21 Swift Strike Timing; ch. 15 Resolving Battle Damage', () => {
  it('Units destroyed at Swift Strike timing deal no normal damage', () => {
    const r = resolveArea(
      { units: [u(a, 3, 2, 3)], swift: true, raid: false, attacking: true },
      { units: [u(d, 9, 0, 5)], swift: false, raid: false, attacking: false },
      true,
    );
    expect(r.destroyed).toEqual([d]);
    expect(r.damage.get(a)).toBeUndefined();
  });
  it('both squads with Swift Strike deal damage at the same time', () => {
    const r = resolveArea(
      { units: [u(a, 3, 0, 3)], swift: true, raid: false, attacking: true },
      { units: [u(d, 3, 0, 3)], swift: true, raid: false, attacking: false },
      true,
    );
    expect(r.destroyed.sort()).toEqual([a, d]);
  });
  it('head melee plus every ranged, head first; an unengaged attacker hits the Nation; Raid carries the rest', () => {
    const att = () => ({ units: [u(a, 3, 2, 3), u(b, 9, 2, 3)], swift: false, raid: false, attacking: true });
    expect(resolveArea(att(), null, false).nationDamage).toBe(7);
    const r = resolveArea(
      att(),
      { units: [u(d, 0, 0, 2), u(e, 0, 0, 9)], swift: false, raid: false, attacking: false },
      true,
    );
    expect(r.destroyed).toEqual([d]);
    expect(r.damage.get(e)).toBe(5);
    expect(
      resolveArea(
        { ...att(), raid: true },
        { units: [u(d, 0, 0, 2)], swift: false, raid: false, attacking: false },
        true,
      ).nationDamage,
    ).toBe(5);
  });
});

describe('ch. 05 / ch. 08 Nation Power and cost (rules notes 00c §1)', () => {
  const g = (id: number, color: 'blue' | 'green' | 'black' | 'purple', rolled = false) => ({ id, color, rolled });
  const cost = (designated: { color: 'blue' | 'black' | 'purple'; count: number }[], total: number) => ({
    designated,
    total,
    resource: 0,
  });
  it('Total is a threshold over every G, rolled ones included', () => {
    expect(checkCost([g(a, 'blue'), g(b, 'green')], cost([{ color: 'blue', count: 1 }], 3)).ok).toBe(false);
    expect(checkCost([g(a, 'blue', true), g(b, 'green', true)], cost([{ color: 'blue', count: 1 }], 2))).toEqual({
      ok: true,
    });
  });
  it('Designated is a threshold of the colour: a rolled G of it still counts, another colour does not', () => {
    expect(checkCost([g(a, 'blue', true), g(b, 'green')], cost([{ color: 'blue', count: 1 }], 2)).ok).toBe(true);
    expect(checkCost([g(a, 'green'), g(b, 'green')], cost([{ color: 'blue', count: 1 }], 2)).ok).toBe(false);
  });
  it('two designated colours (青1黒1) need each colour', () => {
    const two = cost(
      [
        { color: 'blue', count: 1 },
        { color: 'black', count: 1 },
      ],
      2,
    );
    expect(checkCost([g(a, 'blue'), g(b, 'blue')], two).ok).toBe(false);
    expect(checkCost([g(a, 'blue'), g(b, 'black')], two).ok).toBe(true);
  });
  it('purple designated power is met by any colour; purple Nation Power meets only purple', () => {
    expect(checkCost([g(b, 'green')], cost([{ color: 'purple', count: 1 }], 1)).ok).toBe(true);
    expect(checkCost([g(b, 'purple')], cost([{ color: 'blue', count: 1 }], 1)).ok).toBe(false);
  });
});
