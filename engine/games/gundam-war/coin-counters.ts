/**
 * Coins that change battle stats (「+1/+1/+1コイン」, "+1/+1/+1 Coin") as counters on a card, one
 * counter per kind of coin (`coin:+1/+1/+1`), so a card may carry coins of several kinds. Read by
 * read.ts (battle stats) and put by coins.ts; kept apart so reading a card needs nothing that moves one.
 */
import type { BattleModification } from './keywords';

const sign = (n: number): string => (n < 0 ? `${n}` : `+${n}`);

/** The counter of one kind of coin: `coin:+1/+1/+1`. */
export const coinKey = (m: BattleModification): string => `coin:${sign(m.melee)}/${sign(m.ranged)}/${sign(m.hp)}`;

const COIN = /^coin:([+-]\d+)\/([+-]\d+)\/([+-]\d+)$/;

/** What the coins on a card add to its battle stats (none: null, so the common case reads nothing more). */
export function coinModification(counters: Readonly<Record<string, number>>): BattleModification | null {
  let out: BattleModification | null = null;
  for (const key in counters) {
    const m = COIN.exec(key);
    if (!m) continue;
    const n = counters[key];
    out ??= { melee: 0, ranged: 0, hp: 0 };
    out.melee += Number(m[1]) * n;
    out.ranged += Number(m[2]) * n;
    out.hp += Number(m[3]) * n;
  }
  return out;
}

/** The coins on a card by kind (`{ "+1/+1/+1": 2 }`), for scenarios and the card detail. */
export function coinsOn(counters: Readonly<Record<string, number>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key in counters) if (COIN.test(key) && counters[key] > 0) out[key.slice(5)] = counters[key];
  return out;
}

/** The stat-changing coins on a card as one string (`|coin:+1/+1/+1=2`), or null without any: a fact derived values depend on. */
export function coinsFact(counters: Readonly<Record<string, number>>): string | null {
  let out: string | null = null;
  for (const key in counters)
    if (key.startsWith('coin:') && counters[key] > 0) out = `${out ?? ''}|${key}=${counters[key]}`;
  return out;
}
