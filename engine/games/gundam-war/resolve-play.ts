/**
 * A played card resolves (ch. 08, ch. 12; ch. 17 "Playing a Set Card"): a Unit, G or
 * Operation comes out into the Disposition Area, a Character is Set on its Unit, a Command
 * carries out its text and goes to the Junkyard, a Variable card comes out as a Special G.
 */
import type { Draft } from '../../core/draft';
import type { Activation } from '../../effects';
import { cardEffects, commandText, type TextOp } from './card-text';
import { hasEffect } from './keywords';
import { log, moveTo, setOn } from './moves';
import { def } from './read';
import { rulesOf, setMark, ZONE } from './state';

export function resolvePlay(d: Draft, a: Activation, asG: boolean, carryOut: (op: TextOp) => void): void {
  const id = a.card!;
  const card = def(d.state, id);
  const seat = a.controller;
  if (asG) {
    moveTo(d, id, ZONE.disposition, seat);
    setMark(d, 'variableG', id, true);
    log(d, 'variable', seat, '{0} comes out as a Special G.', [id]);
    return;
  }
  switch (card.type) {
    case 'command': {
      const text = commandText(card);
      if (text) carryOut(text.op);
      if (rulesOf(d.state).playing[id] !== undefined) moveTo(d, id, ZONE.junkyard, d.state.cards[id].owner);
      return;
    }
    case 'character':
      setOn(d, id, a.targets[0].id);
      log(d, 'set', seat, '{0} is Set on {1}.', [id, a.targets[0].id]);
      return;
    case 'unit':
      moveTo(d, id, ZONE.disposition, seat);
      // Units come out rolled; PS Armor (Auto B) brings its Unit out upright (ch. 21).
      d.card(id).turned = !hasEffect(cardEffects(card), 'ps-armor');
      log(d, 'comes-out', seat, `{0} comes out${d.state.cards[id].turned ? ' rolled' : ' upright'}.`, [id]);
      return;
    default:
      moveTo(d, id, ZONE.disposition, seat);
      log(d, 'comes-out', seat, '{0} comes out.', [id]);
  }
}
