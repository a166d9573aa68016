/**
 * The table last found with nothing to destroy is remembered by what the check read of each Field
 * card, and by the card objects it may trust without reading them: those of the step's base (which
 * nothing edits), never the step's own copies, which the same step may still write after the
 * check (docs/performance.md, Round 19). `turn-shortcuts.test.ts` holds every step of random
 * games to the check done afresh; this is the case random games do not reach: a Unit the step
 * copied before its check and hurt after it.
 */
import { describe, expect, it } from 'vitest';
import { Draft } from '../../../core/draft';
import { step } from '../../../core/step';
import { isRuleError, type CardId, type GameState } from '../../../core/types';
import { DEMO_DECKS } from '../demo';
import { checkDestruction, knownClean } from '../destruction';
import { Memo } from '../../../core/memo';
import { FIELD_ZONES } from '../zone-lists';
import { seatToAct } from '../legal';
import { gundamWarModule as module } from './session';
import { cardType, statsOf } from '../read';
import { rulesOf, zk } from '../state';
import { demoGame } from './demo-game';

/** A Unit at the head of its group on the Field with a Defence of 2 or more, if any. */
function sturdyUnit(s: GameState): CardId | undefined {
  for (let seat = 0 as 0 | 1; seat < 2; seat++)
    for (const zone of FIELD_ZONES)
      for (const id of s.zones[zk(seat, zone)])
        if (s.cards[id].attachedTo === null && cardType(s, id) === 'unit' && statsOf(s, id).hp >= 2) return id;
  return undefined;
}

/** The first state of a random game (always the first intent listed) with a sturdy Unit on the Field. */
function tableWithUnit(): { s: GameState; unit: CardId } {
  let s = demoGame([DEMO_DECKS[0], DEMO_DECKS[1]], 3, true).state;
  for (let n = 0; n < 2000; n++) {
    const unit = sturdyUnit(s);
    if (unit !== undefined && !s.cards[unit].counters.damage) return { s, unit };
    const options = module.legalIntents(s, seatToAct(s)!);
    const pick = options.find((o) => o.type !== 'pass') ?? options[0];
    const next = step(module, s, pick, true);
    if (isRuleError(next)) throw new Error(next.error);
    s = next.state;
  }
  throw new Error('no Unit came out');
}

describe('Gundam War clean table', () => {
  it('reads a Unit again that the step wrote after its check found the table clean', () => {
    const { s, unit } = tableWithUnit();
    const memo = new Memo();
    const d = new Draft(s, true, memo);
    // Damage below the Defence: the check walks the Field, finds nothing and remembers the table.
    d.card(unit).counters.damage = 1;
    checkDestruction(d);
    // The same copy of the Unit, hurt past its Defence later in the step.
    d.card(unit).counters.damage = 99;
    // The step ends: its state is finished, never edited again.
    expect(knownClean(d.state, memo)).toBe(false);
    // As the check done afresh finds: the Unit is Destroyed.
    const again = new Draft(d.state, true, null);
    checkDestruction(again);
    const afresh = again.state;
    expect(rulesOf(afresh).destroyed).toContain(unit);
  });
});
