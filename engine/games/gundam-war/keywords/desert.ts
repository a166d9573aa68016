/**
 * Desert (ch. 21 "Desert"). At the start of Damage Calculation, a squad in the Earth Area
 * whose every Unit has Desert rolls the head Unit of the enemy squad it is in battle with
 * (Auto C, on the Cut). Negated when every Unit of that enemy squad has Desert too. Desert is a
 * squad effect: it applies only when every Unit of the squad has it, and a Set card lends it.
 */
import type { Seat } from '../../../core/types';
import type { TriggerDraft } from '../../../effects';
import type { Draft } from '../../../core/draft';
import { effectOp, target } from '../hooks';
import { log, setRolled } from '../moves';
import { areaOf, def, squad, squadHas } from '../read';
import { other } from '../state';
import { defineKeyword } from './index';
import { card, says } from '../words';

export const DESERT = defineKeyword({ kind: 'desert', names: ['desert'], squad: true });

/** The Desert effects that arise as Damage Calculation starts, the attacking player's first. */
export function desertTriggers(d: Draft): TriggerDraft[] {
  const s = d.state;
  const out: TriggerDraft[] = [];
  for (const seat of [s.turn.active, other(s.turn.active)] as Seat[]) {
    const mine = squad(s, seat, 'earth');
    if (!squadHas(s, mine, 'desert')) continue;
    const head = squad(s, other(seat), 'earth')[0];
    out.push({
      kind: 'auto-c',
      source: mine[0],
      ability: 'desert',
      controller: seat,
      op: { k: 'desert' },
      label: `Desert: roll ${def(s, head).name}`,
      labelMsg: says('cut.label.desert', { card: card(1) }),
      targets: [target(s, head)],
      condition: { k: 'desert' },
    });
  }
  return out;
}

export const DESERT_OP = effectOp('desert', {
  targetIsLegal: (s, _a, _op, t) => areaOf(s, t.id) === 'earth',
  holds: (s, a) => {
    const head = a.targets[0]?.id;
    if (head === undefined) return false;
    const enemy = squad(s, Number(s.cards[head].zone[0]) as Seat, 'earth');
    return enemy.length > 0 && !squadHas(s, enemy, 'desert');
  },
  apply: (d, a) => {
    setRolled(d, a.targets[0].id, true);
    log(d, 'desert', a.controller, says('log.desertRolls', { card: card(0) }), [a.targets[0].id]);
  },
});
