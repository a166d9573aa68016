/**
 * A played card resolves (ch. 08, ch. 12; ch. 17 "Playing a Set Card"): a Unit, G or
 * Operation comes out into the Disposition Area, a Character is Set on its Unit, a Command
 * carries out its text and goes to the Junkyard, a Variable card comes out as a Special G.
 */
import type { Draft } from '../../core/draft';
import type { CardId, Seat } from '../../core/types';
import type { Activation } from '../../effects';
import type { ScriptOp } from '../../abilities';
import { choosesColour } from './auto-texts';
import { cardEffects, commandText } from './card-text';
import { askColour } from './choices';
import { playsBy } from './keywords';
import { gw, log, moveTo, setOn } from './moves';
import { def, setCharactersOn } from './read';
import { rulesOf, setMark, ZONE } from './state';
import { card, says } from './words';

/**
 * Putting out a G (or a Variable card as a Special G, an Auto B "treated the same as
 * playing a G"): a special action carried out at once in the player's own Disposition
 * Phase. It is not an effect, so nothing goes on the Cut and nobody can respond; the
 * player keeps priority.
 */
export function putOutG(d: Draft, seat: Seat, id: CardId, asG: boolean): void {
  moveTo(d, id, ZONE.disposition, seat);
  if (asG) setMark(d, 'variableG', id, true);
  log(
    d,
    asG ? 'variable' : 'comes-out',
    seat,
    says(asG ? 'log.putsOutVariable' : 'log.putsOutG', { player: { seat }, card: card(0) }),
    [id],
  );
  if (!asG && choosesColour(def(d.state, id))) askColour(d, seat, id);
}

export function resolvePlay(d: Draft, a: Activation, asG: boolean, carryOut: (ops: readonly ScriptOp[]) => void): void {
  const id = a.card!;
  const card = def(d.state, id);
  const seat = a.controller;
  if (asG) return putOutG(d, seat, id, true);
  switch (card.type) {
    case 'command': {
      const text = commandText(card);
      if (text) carryOut(text.ops);
      if (rulesOf(d.state).playing[id] !== undefined) moveTo(d, id, ZONE.junkyard, d.state.cards[id].owner);
      return;
    }
    case 'character': {
      const host = a.targets[0].id;
      const movers = setCharactersOn(d.state, host).filter((c) => c !== id);
      setOn(d, id, host);
      log(d, 'set', seat, gw('setOn', { c0: { ref: 0 }, c1: { ref: 1 } }), [id, host]);
      // The Set/Character cards already on the Unit are Set on the newcomer instead (ch. 21 Set/Character).
      for (const c of movers) {
        setOn(d, c, id);
        log(d, 'set', seat, gw('setOn', { c0: { ref: 0 }, c1: { ref: 1 } }), [c, id]);
      }
      return;
    }
    case 'unit':
      moveTo(d, id, ZONE.disposition, seat);
      // Units come out rolled; an ACE comes out upright, and a special effect may bring its Unit out
      // upright (PS Armor's Auto B, ch. 21).
      d.card(id).turned = !card.ace && !playsBy(cardEffects(card), 'comesOutUpright');
      log(
        d,
        'comes-out',
        seat,
        gw(d.state.cards[id].turned ? 'comesOutRolled' : 'comesOutUpright', { c0: { ref: 0 } }),
        [id],
      );
      return;
    default:
      moveTo(d, id, ZONE.disposition, seat);
      log(d, 'comes-out', seat, gw('comesOut', { c0: { ref: 0 } }), [id]);
  }
}
