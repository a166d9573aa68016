/**
 * Most Gundam War tables have continuous effects that only modify stats (Auto A bonuses, teams,
 * "+X/+X/+X until end of turn"); their derivation works out only the cards asked about
 * (engine/effects/continuous/modified.ts). At every step of random games, every card on the
 * Field (effects and stats) and every Command in hand (its discount) must have the values a
 * derivation from scratch, layer by layer for every object, gives the same table.
 */
import { describe, expect, it } from 'vitest';
import { createPrng, nextInt } from '../../../core/prng';
import { step } from '../../../core/step';
import { isRuleError, type CardId, type GameState, type Seat } from '../../../core/types';
import type { Derived } from '../../../effects';
import { continuousDeltas, costReduction, derivedInFull } from '../continuous';
import { DEMO_DECKS } from '../demo';
import { seatToAct } from '../legal';
import { gundamWarModule as module } from './session';
import { def, fieldCards, setCards } from '../read';
import { ZONE, zk } from '../state';
import { demoGame } from './demo-game';

/** Each card's changes on the Field and each Command's discount in hand, as the rules read them or from `full`. */
function read(s: GameState, full?: Derived): string[] {
  const out: string[] = [];
  const delta = (id: CardId) => {
    if (!full) return continuousDeltas(s, id);
    const v = full.of(id)?.stats;
    return { melee: v?.melee ?? 0, ranged: v?.ranged ?? 0, hp: v?.hp ?? 0 };
  };
  const discount = (id: CardId) => (full ? Math.max(0, -(full.of(id)?.stats.cost ?? 0)) : costReduction(s, id));
  for (let seat = 0 as Seat; seat < s.seats; seat = (seat + 1) as Seat) {
    for (const head of fieldCards(s, seat))
      for (const id of [head, ...setCards(s, head)]) {
        const st = delta(id);
        out.push(`${id}: ${st.melee}/${st.ranged}/${st.hp}`);
      }
    for (const id of s.zones[zk(seat, ZONE.hand)] ?? [])
      if (def(s, id).type === 'command') out.push(`${id}: -${discount(id)}`);
  }
  return out;
}

describe('Gundam War derivations of tables whose effects only modify', () => {
  it('give the values a derivation from scratch, layer by layer, gives at every step of random games', () => {
    let bonuses = 0;
    for (let seed = 1; seed <= 4; seed++) {
      let s = demoGame([DEMO_DECKS[0], DEMO_DECKS[1]], seed * 11).state;
      let rng = createPrng(seed);
      for (let steps = 0; s.winner === null && steps < 3000; steps++) {
        const fast = read(s);
        const full = read(s, derivedInFull(s));
        if (fast.join() !== full.join()) expect(fast, `seed ${seed}, step ${steps}`).toEqual(full);
        for (const seat of [0, 1] as Seat[])
          for (const id of fieldCards(s, seat)) {
            const d = continuousDeltas(s, id);
            if (d.melee || d.ranged || d.hp) bonuses++;
          }
        const options = module.legalIntents(s, seatToAct(s)!);
        let k: number;
        [k, rng] = nextInt(rng, options.length);
        const next = step(module, s, options[k]);
        if (isRuleError(next)) throw new Error(next.error);
        s = next.state;
      }
    }
    // The games reached tables where continuous effects changed stats (not only empty ones).
    expect(bonuses).toBeGreaterThan(100);
  }, 60_000);
});
