/**
 * Card moves skip looking for Set cards riding a card that is not on the Field (moves.ts passes
 * `loose` to the core's `moveCard`, which then does not read the zone the card leaves): a card
 * is Set only on the Field (ch. 17) and one leaving the Field is set loose or goes along with
 * its host (ch. 22), so no zone off the Field holds a Set card. At every step of random games
 * every Set card is on the Field; a move that left one attached elsewhere would make the skip
 * strand it when its host moved next. Each also shares its host's zone: a group moves whole.
 */
import { describe, expect, it } from 'vitest';
import { createPrng } from '../../../core/prng';
import { step } from '../../../core/step';
import { isRuleError, type GameState, type Seat } from '../../../core/types';
import { greedyPlayer, randomPlayer, type Player } from '../../../sim/players';
import { DEMO_DECKS } from '../demo';
import { gundamWarModule as module } from './session';
import { demoGame } from './demo-game';

const FIELD = /^[01]:(disposition|earth|space)-area$/;

/** Set cards checked: each is on the Field. */
function setCardsChecked(s: GameState, at: string): number {
  let seen = 0;
  for (const c of s.cards) {
    if (c.attachedTo === null) continue;
    seen++;
    expect(FIELD.test(c.zone), `${at}: card ${c.id} is Set on ${c.attachedTo} in ${c.zone}`).toBe(true);
    // A Set Group moves whole (ch. 17), a card Set on a Set card included.
    expect(c.zone, `${at}: card ${c.id} is Set on ${c.attachedTo}, in another zone`).toBe(s.cards[c.attachedTo].zone);
  }
  return seen;
}

function play(seed: number, players: Player[]): number {
  let s = demoGame([DEMO_DECKS[0], DEMO_DECKS[1]], seed, true).state;
  let prng = createPrng(seed);
  let seen = 0;
  for (let n = 0; s.winner === null && n < 3000; n++) {
    seen += setCardsChecked(s, `seed ${seed}, step ${n}`);
    const first: Seat = s.pending?.seat ?? s.turn.active;
    const seat = module.legalIntents(s, first).length ? first : ((1 - first) as Seat);
    const [intent, next] = players[seat](s, module.legalIntents(s, seat), prng);
    prng = next;
    const r = step(module, s, intent, true);
    if (isRuleError(r)) throw new Error(r.error);
    s = r.state;
  }
  return seen;
}

describe('Gundam War Set cards', () => {
  it('are always on the Field, so a card elsewhere carries none', { timeout: 60_000 }, () => {
    let seen = 0;
    for (let seed = 1; seed <= 6; seed++)
      seen += play(seed, seed % 2 ? [greedyPlayer, randomPlayer] : [randomPlayer, greedyPlayer]);
    // The games Set cards (Characters) often enough for the check to mean something.
    expect(seen).toBeGreaterThan(100);
  });
});
