/**
 * `has` answers "no" from the printed cards alone when neither the card nor a card Set in its
 * zone prints the special effect (read.ts `mayHave`: special effects come only from printed
 * texts), without the derivation a new table works out first (docs/performance.md, Round 19).
 * At every step of random games, for every card on the Field or in a hand and every special
 * effect the demo set prints, the answer must be the one read from the card's special effects.
 */
import { describe, expect, it } from 'vitest';
import { createPrng, nextInt } from '../../../core/prng';
import { step } from '../../../core/step';
import { isRuleError, type GameState, type Seat } from '../../../core/types';
import type { DeckEntry } from '../../../decks/model';
import { cardEffects } from '../card-text';
import { DEMO_CARDS, DEMO_DECKS } from '../demo';
import type { SpecialEffectKind } from '../keywords';
import { seatToAct } from '../legal';
import { gundamWarModule as module } from './session';
import { effectsOf, has } from '../read';
import { ZONE, zk } from '../state';
import { FIELD_ZONES } from '../zone-lists';
import { demoGame } from './demo-game';

const KINDS = [...new Set(DEMO_CARDS.flatMap((c) => cardEffects(c).map((e) => e.kind)))] as SpecialEffectKind[];

/** Every card's answer for every kind, as text. */
function answers(s: GameState, read: 'has' | 'every effect'): string {
  const out: string[] = [];
  for (let seat = 0 as Seat; seat < s.seats; seat = (seat + 1) as Seat)
    for (const zone of [...FIELD_ZONES, ZONE.hand])
      for (const id of s.zones[zk(seat, zone)] ?? [])
        for (const kind of KINDS)
          if (read === 'has' ? has(s, id, kind) : effectsOf(s, id).some((e) => e.kind === kind))
            out.push(`${id} ${kind}`);
  return out.join(', ');
}

function checkGame(decks: DeckEntry[][], seed: number): number {
  let s = demoGame(decks, seed, true).state;
  let rng = createPrng(seed ^ 0x5eed);
  let had = 0;
  for (let steps = 0; s.winner === null && steps < 3000; steps++) {
    const quick = answers(s, 'has');
    expect(quick, `seed ${seed}, step ${steps}`).toBe(answers(s, 'every effect'));
    if (quick) had++;
    const options = module.legalIntents(s, seatToAct(s)!);
    let k: number;
    [k, rng] = nextInt(rng, options.length * 2);
    // Passing half the time: games reach the battles, where squads are asked about.
    const pick = k >= options.length ? (options.find((o) => o.type === 'pass') ?? options[0]) : options[k];
    const next = step(module, s, pick, true);
    if (isRuleError(next)) throw new Error(next.error);
    s = next.state;
  }
  return had;
}

describe('Gundam War special effects known from the printed cards', () => {
  it('answer as the cards special effects do at every step of random games', () => {
    let had = 0;
    for (let seed = 1; seed <= 4; seed++) had += checkGame([DEMO_DECKS[0], DEMO_DECKS[1]], seed);
    // Cards that do have an effect were asked about all along, not only ones that have none.
    expect(had).toBeGreaterThan(500);
  }, 120_000);
});
