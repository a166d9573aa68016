/** Answers to pending decisions: mulligans, first player, Preliminary steps, defenders, discards. */
import type { Draft } from '../../core/draft';
import { MS_WAR_LAYOUT as L, ZONE_KEYS as K } from '../../core/layouts/ms-war';
import { nextInt } from '../../core/prng';
import type { CardId, Decision, RuleError, Seat } from '../../core/types';
import { moveCard } from '../../core/zones';
import { ask, cardOptions, chosenTwice } from './ask';
import { assignDefenders } from './battle';
import { endTurn, offerRecycle, startTurn } from './flow';
import { offerExchange, offerTake } from './preliminary';
import { destroyMs, discard, draw, recycle, ref, shuffleBack, toDefunct } from './moves';
import { answerOrder, openWindow, resume } from './chain';
import { cite, line, question, refuse } from './say';
import { rulesOf, rw } from './state';

/** Cited in the mulligan's question (English there; the message cites it in the reader's words). */
const START = 'M.S. War 2.1 — Starting the Game';

export function answer(d: Draft, seat: Seat, choice: string[]): RuleError | null {
  const p = d.state.pending!;
  if (!Array.isArray(choice) || choice.some((c) => typeof c !== 'string')) return refuse('answerList');
  if (chosenTwice(choice)) return refuse('chosenTwice');
  if (choice.length < p.min || choice.length > p.max) {
    const citing = p.kind === 'defend' ? cite('attack', 'C') : undefined;
    return p.min === p.max
      ? refuse('chooseExactly', { n: p.min }, citing)
      : refuse('chooseBetween', { min: p.min, max: p.max }, citing);
  }
  const unknown = notOffered(choice, p.options);
  if (unknown !== undefined) return refuse('notAnOption', { id: unknown });
  d.state.pending = null;
  switch (p.kind) {
    case 'order-effects':
      return answerOrder(d, seat, p.id, choice);
    case 'mulligan':
      return mulligan(d, seat, cardsChosen(choice));
    case 'first-player': {
      const first = (choice[0] === 'first' ? seat : 1 - seat) as Seat;
      rw(d).firstPlayer = first;
      d.log('first-player', seat, line('firstPlayer', { player: { seat }, first: { seat: first } }));
      startTurn(d, first, 1);
      return null;
    }
    case 'produce':
      if (choice[0] === 'yes') {
        const top = d.state.zones[K[seat]['supply-base']][0];
        moveCard(d, L, top, K[seat]['factory'], 'bottom', false);
        if (!d.quiet) d.log('produce', seat, line('produces', { player: { seat }, c0: { ref: 0 } }), [ref(d, top)]);
      }
      offerExchange(d);
      return null;
    case 'exchange':
      if (!choice.length) return (openWindow(d, 'preliminary'), null);
      moveCard(d, L, Number(choice[0]), K[seat]['factory'], 'bottom', true);
      if (!d.quiet)
        d.log('exchange', seat, line('exchanges', { player: { seat }, c0: { ref: 0 } }), [ref(d, Number(choice[0]))]);
      offerTake(d);
      return null;
    case 'take':
      if (choice.length) {
        moveCard(d, L, Number(choice[0]), K[seat]['hand']);
        if (!d.quiet)
          d.log('take', seat, line('takes', { player: { seat }, c0: { ref: 0 } }), [ref(d, Number(choice[0]))]);
      }
      openWindow(d, 'preliminary');
      return null;
    case 'defend': {
      const err = assignDefenders(d, cardsChosen(choice));
      return err;
    }
    case 'discard':
      discard(d, seat, cardsChosen(choice));
      if (rulesOf(d.state).resolving) resume(d);
      else offerRecycle(d);
      return null;
    case 'cost-ms':
      destroyMs(d, Number(choice[0]));
      return null;
    case 'defunct':
      toDefunct(d, seat, cardsChosen(choice));
      resume(d);
      return null;
    case 'recycle':
      if (choice[0] === 'yes') recycle(d, seat);
      endTurn(d);
      return null;
    default:
      return refuse('unknownDecision', { kind: p.kind });
  }
}

/** The cards chosen: an option naming a card has the card's id as its own (`cardOptions`). */
function cardsChosen(choice: readonly string[]): CardId[] {
  return choice.map(Number);
}

/** The first chosen id that is not an option's. */
function notOffered(choice: readonly string[], options: Decision['options']): string | undefined {
  outer: for (const c of choice) {
    for (const o of options) if (o.id === c) continue outer;
    return c;
  }
  return undefined;
}

/** Starting the Game C–D: one mulligan, shuffling back any cards and drawing back to 7. */
function mulligan(d: Draft, seat: Seat, back: CardId[]): RuleError | null {
  const r = rw(d);
  r.mulligansLeft = r.mulligansLeft.map((n, s) => (s === seat ? 0 : n));
  if (back.length) {
    shuffleBack(d, seat, back);
    d.log('mulligan', seat, line('mulligan', { player: { seat }, count: back.length }));
    draw(d, seat, back.length);
  } else d.log('mulligan', seat, line('keeps', { player: { seat } }));
  const next = rulesOf(d.state).mulligansLeft.findIndex((n) => n > 0);
  if (next >= 0) return (askMulligan(d, next as Seat), null);
  if (d.state.seats === 1) {
    rw(d).firstPlayer = 0;
    startTurn(d, 0, 1);
    return null;
  }
  // Starting the Game E: a coin decides who chooses to play first.
  const [flip, prng] = nextInt(d.state.prng, 2);
  d.state.prng = prng;
  const chooser = flip as Seat;
  d.log('coin', chooser, line('coin', { player: { seat: chooser } }));
  ask(
    d,
    chooser,
    'first-player',
    'You won the toss: play first or second?',
    question('firstPlayer'),
    [
      { id: 'first', label: 'Play first', msg: question('playFirst') },
      { id: 'second', label: 'Play second', msg: question('playSecond') },
    ],
    1,
    1,
  );
  return null;
}

export function askMulligan(d: Draft, seat: Seat): void {
  const hand = d.state.zones[K[seat]['hand']];
  ask(
    d,
    seat,
    'mulligan',
    `Mulligan (once): choose cards to shuffle back into your Supply Base, or none to keep (${START} C–D).`,
    question('mulligan'),
    cardOptions(d, hand),
    0,
    7,
    true,
    [...hand],
  );
}
