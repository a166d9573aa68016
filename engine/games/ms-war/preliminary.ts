/**
 * The Preliminary Phase after the Rebel Forces (M.S. War 2.1 — Preliminary Phase B–D): the
 * draw, the Supply Base card offered for the Factory, and the exchange of a hand card for a
 * face-down Material; then the phase's timing window opens.
 */
import type { Draft } from '../../core/draft';
import { ZONE_KEYS as K } from '../../core/layouts/ms-war';
import type { CardId, LogMessage } from '../../core/types';
import { ask, cardOptions, YES_NO } from './ask';
import { openWindow } from './chain';
import { draw } from './moves';
import { question } from './say';
import { rulesOf, setPhase } from './state';

// Every turn asks these: one message each, shared.
const PRODUCE = question('produce');
const EXCHANGE = question('exchange');
const TAKE = question('take');

/** Preliminary B–C: draw (not on the first player's first turn), then offer the Supply Base card for the Factory. */
export function preliminaryDraw(d: Draft): void {
  const seat = d.state.turn.active;
  const r = rulesOf(d.state);
  setPhase(d, 'preliminary', 'draw');
  if (!(r.firstPlayer === seat && r.turnsTaken[seat] === 1)) draw(d, seat, 1);
  if (d.state.zones[K[seat]['supply-base']].length > 1) {
    setPhase(d, 'preliminary', 'produce');
    ask(d, seat, 'produce', 'Place the top card of your Supply Base face down in your Factory?', PRODUCE, YES_NO, 1, 1);
  } else offerExchange(d);
}

/** Preliminary D: one hand card face up to the Factory, to take a face-down Material back. */
export function offerExchange(d: Draft): void {
  const hand = d.state.zones[K[d.state.turn.active]['hand']];
  offerOne(d, 'exchange', 'Place a card from your hand face up in your Factory (or none)?', EXCHANGE, hand);
}

export function offerTake(d: Draft): void {
  const factory = d.state.zones[K[d.state.turn.active]['factory']];
  const faceDown = factory.filter((id) => !d.state.cards[id].faceUp);
  offerOne(d, 'take', 'Take a face-down Material from your Factory into your hand (or none)?', TAKE, faceDown);
}

/** Asks the turn player for one of `cards` or none; with none to choose from, the window opens. */
function offerOne(d: Draft, step: 'exchange' | 'take', prompt: string, msg: LogMessage, cards: CardId[]): void {
  if (!cards.length) return openWindow(d, 'preliminary');
  setPhase(d, 'preliminary', step);
  ask(d, d.state.turn.active, step, prompt, msg, cardOptions(d, cards), 0, 1, true, [...cards]);
}
