/**
 * What resolved effects do to the table: effect damage (with Special Shield), battle
 * modifications as continuous effects, and the operations of the demo set's Command text.
 */
import type { Draft } from '../../core/draft';
import type { CardId } from '../../core/types';
import { addContinuous, type Activation } from '../../effects';
import type { TextOp } from './card-text';
import { markDestroyed } from './destruction';
import { effectValue, type BattleModification } from './keywords';
import { addDamage, draw, log, moveTo, EFFECTS_LENS } from './moves';
import { forgetPlayedName } from './play';
import { areaOf, def, effectsOf } from './read';
import { POLLUTION, rulesOf, setMark, other, ZONE } from './state';

/** Effect damage to a Unit; Special Shield (X) reduces it while the Unit is in a Battle Area, except Psycommu's (ch. 21). */
export function effectDamage(d: Draft, id: CardId, amount: number, psycommu: boolean): void {
  const shield = !psycommu && areaOf(d.state, id) ? effectValue(effectsOf(d.state, id), 'special-shield') : 0;
  const dealt = Math.max(0, amount - shield);
  addDamage(d, id, dealt);
  log(d, 'damage', null, `{0} takes ${dealt} damage${shield ? ` (Special Shield stops ${Math.min(shield, amount)})` : ''}.`, [id]);
}

/** "gets +X/+Y/+Z until end of turn": a continuous effect on that stay of the card. */
export function addModification(d: Draft, a: Activation, id: CardId, mod: BattleModification): void {
  addContinuous(d, EFFECTS_LENS, {
    source: a.source,
    controller: a.controller,
    scope: { kind: 'instanced', objects: [{ id, entered: rulesOf(d.state).entered[id] ?? null }] },
    change: { kind: 'modify', deltas: { melee: mod.melee, ranged: mod.ranged, hp: mod.hp } },
    duration: 'turn',
  });
  const sign = (n: number) => (n < 0 ? `${n}` : `+${n}`);
  log(d, 'modify', a.controller, `{0} gets ${sign(mod.melee)}/${sign(mod.ranged)}/${sign(mod.hp)} until end of turn.`, [id]);
}

/** The Command operations the demo set's text language covers; anything else is resolved by hand. */
export function applyOp(d: Draft, a: Activation, op: TextOp): void {
  const t = a.targets[0]?.id;
  const s = d.state;
  switch (op.op) {
    case 'damage':
      return effectDamage(d, t, op.amount, false);
    case 'modify':
      return addModification(d, a, t, op.mod);
    case 'destroy':
      return markDestroyed(d, t);
    case 'negate-command':
      // The negated card fails: the effect system sees its target gone once it is in the Junkyard.
      // A negated play does not count for Restrict to 1/Turn (ch. 21 notes, official Q&A 367).
      forgetPlayedName(d, rulesOf(s).playing[t], def(s, t).name);
      moveTo(d, t, ZONE.junkyard, s.cards[t].owner);
      log(d, 'negate', a.controller, 'The play of {0} is negated.', [t]);
      return;
    case 'repair': {
      const before = s.cards[t].counters.damage ?? 0;
      addDamage(d, t, -op.amount);
      log(d, 'repair', a.controller, `{0} is repaired (${Math.min(before, op.amount)} damage removed).`, [t]);
      return;
    }
    case 'negate-destruction':
      // Negating destruction also negates its Abolish and removes all damage (ch. 16).
      setMark(d, 'destroyed', t, false);
      if (s.cards[t].counters.damage) addDamage(d, t, -(s.cards[t].counters.damage ?? 0));
      log(d, 'negate', a.controller, 'The destruction of {0} is negated.', [t]);
      return;
    case 'junk-to-hand':
      moveTo(d, t, ZONE.hand, a.controller);
      log(d, 'move', a.controller, `{p${a.controller}} moves {0} from the Junkyard to the hand.`, [t]);
      return;
    case 'pollution': {
      if (s.seats < 2) return;
      const enemy = other(a.controller);
      const key = `${enemy}:${POLLUTION}`;
      const total = Number(s.values[key] ?? 0) + op.amount;
      d.setValue(key, total);
      log(d, 'pollution', enemy, `{p${enemy}} gets ${op.amount} Pollution Coin${op.amount === 1 ? '' : 's'} (${total} in all).`);
      return;
    }
    case 'draw':
      draw(d, a.controller, op.amount);
      return;
    case 'manual':
      log(d, 'manual', a.controller, `Resolve by hand: ${op.text}`, a.source !== null ? [a.source] : []);
      return;
  }
}
