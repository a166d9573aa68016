/**
 * Script language version 2 on the Gundam War table: a card moved to any place its `move` op
 * names, and the cards an op for "all that fit" acts on (`destroy-all`, `damage-all`). Kept
 * apart from resolve-ops.ts, which calls these from its table of verbs.
 */
import type { ScriptTarget } from '../../abilities';
import type { Draft } from '../../core/draft';
import type { CardId, GameState, Seat } from '../../core/types';
import type { Activation } from '../../effects';
import { chooseJunkyardUnit, junkyardCards, moveJunkToHand } from './choices';
import { log, moveTo } from './moves';
import { fieldCards } from './read';
import { ZONE, zk } from './state';
import { targetFits } from './targets';
import { card, says } from './words';

/** Every card on the Field fitting `fits` for an effect `seat` controls (its source, when a card, may fit too). */
export function allThatFit(s: GameState, seat: Seat, source: CardId | null, fits: ScriptTarget): CardId[] {
  const out: CardId[] = [];
  for (let side = 0 as Seat; side < s.seats; side = (side + 1) as Seat)
    for (const id of fieldCards(s, side)) if (targetFits(s, seat, source ?? -1, fits, id)) out.push(id);
  return out;
}

/** The places of a `move` op: the owner's hand, the top or bottom of the owner's Nation, the Junkyard, out of the game. */
export function moveToPlace(d: Draft, you: Seat, id: CardId, to: string): void {
  const c = d.state.cards[id];
  switch (to) {
    case 'nation-top':
    case 'nation-bottom':
      // The Nation is secret: once there, the card is not named again (moves.ts turns it face down).
      log(d, 'move', you, says(`log.toNation.${to}`, { card: card(0) }), [id]);
      return moveTo(d, id, ZONE.nation, c.owner, to === 'nation-top' ? 'top' : 'bottom');
    case 'junkyard':
      moveTo(d, id, ZONE.junkyard, c.owner);
      return log(d, 'move', you, says('log.toJunkyard', { card: card(0) }), [id]);
    case 'removed':
      moveTo(d, id, ZONE.removed, c.owner);
      return log(d, 'move', you, says('log.removedFromGame', { card: card(0) }), [id]);
    default:
      if (c.zone === zk(c.owner, ZONE.junkyard)) return moveJunkToHand(d, you, id);
      // "Move it to its owner's hand" from the Field: Set cards on it go to the Junkyard (moves.ts).
      moveTo(d, id, ZONE.hand, c.owner);
      log(d, 'move', you, says('log.toOwnersHand', { card: card(0) }), [id]);
  }
}

/** A `move` with `choose`: the player chooses a card of that kind in their Junkyard as the effect resolves, and it goes to `to`. */
export function chooseAndMove(d: Draft, a: Activation, seat: Seat, kind: string, to: string): 'paused' | undefined {
  return chooseJunkyardUnit(d, a, seat, junkyardCards(d.state, seat, kind), to, (id) => moveToPlace(d, seat, id, to));
}
