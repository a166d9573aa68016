/**
 * The turn: Preliminary, Attack, Strategic and Recuperation phases, and what follows when a
 * timing window closes. The turn stands above the Effect Chain (chain.ts), the battle
 * (battle.ts) and the Preliminary Phase's draw and exchange (preliminary.ts): it calls them,
 * and the chain reaches back only through the window closer module.ts hands it.
 */
import type { Draft } from '../../core/draft';
import { dummyDraws } from '../../core/dummy';
import { MS_WAR_LAYOUT as L, ZONE_KEYS as K } from '../../core/layouts/ms-war';
import type { Seat } from '../../core/types';
import { moveCard } from '../../core/zones';
import { ask, cardOptions, YES_NO } from './ask';
import { nextRebel, resolveClash } from './battle';
import { msIn, printed } from './cards';
import { endTurnEffects, openFreeTiming, openWindow, passPriority as passOnChain } from './chain';
import { checkWinner } from './moves';
import { line, question } from './say';
import { other, rulesOf, rw, setPhase, type WindowKind } from './state';

/** Preliminary A: regenerate Materials and Dock Pilots, bring the M.S. Battlefield home; then Rebel Forces attack. */
export function startTurn(d: Draft, seat: Seat, number: number): void {
  const r = rw(d);
  r.turnsTaken = r.turnsTaken.map((n, s) => (s === seat ? n + 1 : n));
  r.attacked = false;
  r.used = [];
  d.state.turn = { number, active: seat, phase: 'preliminary', step: 'regenerate' };
  if (!d.quiet) d.log('turn', seat, line('turn', { turn: number, player: { seat } }));
  // Regenerating edits cards, never zone lists, so the lists are read as they are (no copy).
  for (const id of d.state.zones[K[seat]['factory']]) if (d.state.cards[id].turned) d.card(id).turned = false;
  for (const id of d.state.zones[K[seat]['ms-dock']]) if (d.state.cards[id].turned) d.card(id).turned = false;
  for (const id of msIn(d.state, K[seat]['ms-battlefield'])) moveCard(d, L, id, K[seat]['ms-dock']);
  // Pilots set loose on the battlefield (their M.S. destroyed by an effect) go home too.
  for (const id of [...d.state.zones[K[seat]['ms-battlefield']]])
    if (d.state.cards[id].attachedTo === null) moveCard(d, L, id, K[seat]['ms-dock']);
  r.rebelQueue = [...d.state.zones[K[seat]['rebel-forces']]];
  setPhase(d, 'preliminary', 'rebels');
  nextRebel(d);
}

/** A player passes priority; two passes in a row resolve the chain or close the window. */
export function passPriority(d: Draft, seat: Seat): void {
  if (!d.quiet) d.log('pass', seat, line('passes', { player: { seat } }));
  passOnChain(d, seat);
}

/** The window's free timing has ended (both passed on an empty chain): the turn moves on. */
export function closeWindow(d: Draft, kind: WindowKind): void {
  rw(d).window = null;
  if (kind === 'preliminary') enterAttack(d);
  else if (kind === 'battle') resolveClash(d);
  else if (kind === 'attack-end') enterStrategic(d);
  else enterRecuperation(d);
}

/** Attack A: with no M.S. on the Dock (every first turn) the phase is skipped. */
export function enterAttack(d: Draft): void {
  const seat = d.state.turn.active;
  setPhase(d, 'attack', 'declare');
  if (!msIn(d.state, K[seat]['ms-dock']).length) {
    if (!d.quiet) d.log('phase', seat, line('noAttackPhase', { player: { seat } }));
    return enterStrategic(d);
  }
  d.log('phase', seat, line('attackPhase'));
}

/** The attacker declares no more attackers: the end-of-phase window, where the opponent may act. */
export function endAttacks(d: Draft): void {
  const seat = d.state.turn.active;
  const opp = other(d.state, seat);
  if (!d.quiet) d.log('pass', seat, line('noMoreAttacks', { player: { seat } }));
  if (opp === null) return enterStrategic(d);
  // Declaring no more attacks is the attacker's pass: the opponent may act, or pass to end the phase.
  rw(d).window = { kind: 'attack-end' };
  setPhase(d, 'attack', 'window');
  openFreeTiming(d);
  passOnChain(d, seat);
}

export function enterStrategic(d: Draft): void {
  setPhase(d, 'strategic', 'main');
  d.log('phase', d.state.turn.active, line('strategicPhase'));
  openWindow(d, 'strategic');
}

/** Recuperation A–C: only without an attack this turn; hand size 8; Dry Dock top to Supply Base bottom. */
export function enterRecuperation(d: Draft): void {
  const seat = d.state.turn.active;
  if (rulesOf(d.state).attacked) {
    if (!d.quiet) d.log('phase', seat, line('noRecuperation', { player: { seat } }));
    return endTurn(d);
  }
  setPhase(d, 'recuperation', 'hand-size');
  d.log('phase', seat, line('recuperationPhase'));
  const hand = d.state.zones[K[seat]['hand']];
  if (hand.length > 8)
    return ask(
      d,
      seat,
      'discard',
      `Discard down to 8 cards (discard ${hand.length - 8}).`,
      question('handSize', { n: hand.length - 8 }),
      cardOptions(d, hand),
      hand.length - 8,
      hand.length - 8,
      true,
      [...hand],
    );
  offerRecycle(d);
}

export function offerRecycle(d: Draft): void {
  const seat = d.state.turn.active;
  const top = d.state.zones[K[seat]['dry-dock']][0];
  if (top === undefined) return endTurn(d);
  setPhase(d, 'recuperation', 'recycle');
  ask(
    d,
    seat,
    'recycle',
    `Put ${printed(d.state, top).name} from the top of your Dry Dock at the bottom of your Supply Base?`,
    question('recycle', { card: { ref: 0 } }),
    YES_NO,
    1,
    1,
    false,
    [top],
  );
}

export function endTurn(d: Draft): void {
  const seat = d.state.turn.active;
  rw(d).mods = [];
  endTurnEffects(d);
  const next = other(d.state, seat) ?? seat;
  if (d.state.seats === 1) {
    // Goldfish: the dummy opponent's turn comes between the player's; it draws, and may run out.
    dummyDraws(d);
    checkWinner(d);
    if (d.state.winner !== null) return;
  }
  startTurn(d, next, d.state.turn.number + 1);
}
