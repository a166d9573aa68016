/**
 * Battle damage (ch. 15 "Resolving Battle Damage", ch. 21 "Swift Strike Timing", "Raid"),
 * as pure functions over squads reduced to numbers so they can be tested on their own.
 *
 * Reading recorded in docs/rules-coverage/gundam-war.md ("Battle damage"): a squad deals
 * the melee of its head (1st) Unit plus the ranged of every Unit; the damage is dealt to
 * the enemy squad from its head Unit on, each Unit taking up to its remaining Defense; a
 * Unit whose damage reaches its Defense is Destroyed and the rest passes on.
 */
import type { CardId } from '../../core/types';

export interface BattleUnit {
  id: CardId;
  melee: number;
  ranged: number;
  hp: number;
  damage: number;
  /** Already Destroyed: its battle stats count as * / * / * (ch. 21 Swift Strike Timing). */
  destroyed: boolean;
  /** "Will not take Battle Damage": its share is taken off the total (ch. 15). */
  immune?: boolean;
}

export interface BattleSide {
  units: BattleUnit[];
  swift: boolean;
  raid: boolean;
  attacking: boolean;
}

export interface BattleResult {
  /** Damage now on each Unit (only Units that took some). */
  damage: Map<CardId, number>;
  /** Units Destroyed by battle damage, in order. */
  destroyed: CardId[];
  /** Damage dealt to each player's Nation, by side index 0 = attacker, 1 = defender. */
  nationDamage: number;
}

/** The battle damage a squad deals: head melee + every Unit's ranged; destroyed Units deal nothing. */
export function squadDamage(units: readonly BattleUnit[]): number {
  if (units.length === 0) return 0;
  const head = units[0];
  const headMelee = head.destroyed ? 0 : head.melee;
  return headMelee + units.reduce((sum, u) => sum + (u.destroyed ? 0 : u.ranged), 0);
}

/** Deals `amount` to a squad head first; returns the leftover that passed every Unit. */
export function dealToSquad(units: BattleUnit[], amount: number): { leftover: number; destroyed: CardId[] } {
  let left = amount;
  const destroyed: CardId[] = [];
  for (const u of units) {
    if (left <= 0) break;
    const remaining = Math.max(0, u.hp - u.damage);
    if (u.destroyed) continue;
    if (u.immune) {
      left -= remaining;
      continue;
    }
    const dealt = Math.min(left, remaining);
    u.damage += dealt;
    left -= dealt;
    if (u.damage >= u.hp) {
      u.destroyed = true;
      destroyed.push(u.id);
    }
  }
  return { leftover: Math.max(0, left), destroyed };
}

/**
 * Resolves one Battle Area: the attacker's squad and (if engaged) the defender's.
 * `engaged` is fixed at the start of the step (ch. 15, helper note on engagement), so an
 * attacker whose defender has left still does not reach the Nation.
 */
export function resolveArea(attacker: BattleSide | null, defender: BattleSide | null, engaged: boolean): BattleResult {
  const result: BattleResult = { damage: new Map(), destroyed: [], nationDamage: 0 };
  const sides = [attacker, defender].filter((x): x is BattleSide => x !== null);
  const timings: boolean[] = [true, false];
  for (const swiftTiming of timings) {
    // Everyone dealing damage at this timing does so at once: compute, then apply.
    const dealers = sides.filter((side) => side.swift === swiftTiming);
    const amounts = dealers.map((side) => ({ side, amount: squadDamage(side.units) }));
    for (const { side, amount } of amounts) {
      const target = side === attacker ? defender : attacker;
      if (side === attacker && !engaged) {
        result.nationDamage += amount;
        continue;
      }
      if (!target) continue;
      const { leftover, destroyed } = dealToSquad(target.units, amount);
      result.destroyed.push(...destroyed);
      if (side === attacker && side.raid) result.nationDamage += leftover;
    }
  }
  for (const side of sides) for (const u of side.units) if (u.damage > 0) result.damage.set(u.id, u.damage);
  return result;
}

/** Area Weapon (X) compares printed-and-modified Defense, not remaining Defense (ch. 21 note). */
export function areaWeaponDestroys(defence: number, x: number): boolean {
  return defence <= x;
}
