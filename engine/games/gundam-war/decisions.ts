/**
 * Decisions a player answers (`answer` intents with the ids of the chosen options): the
 * mulligan, which Units sortie (in squad order, head first), what Vulture Points buy
 * (keywords/vulture.ts),
 * which cards to discard, and — through the effect system — the attacking player's order
 * of simultaneous effects.
 */
import type { Draft } from '../../core/draft';
import { shuffle } from '../../core/prng';
import type { CardId, Decision, RuleError, Seat } from '../../core/types';
import { answer as answerOrder } from '../../effects';
import { answerSearch, moveJunkToHand, putOnBottom, setColour } from './choices';
import { askMulligan, OPENING_HAND, syncPending } from './asks';
import { carryOnEndOfTurn, carryOnTurnStart, openWindow, startTurn } from './flow';
import { answerPay } from './upkeep';
import { HOOKS } from './hooks';
import { draw, log, moveTo } from './moves';
import { buyWithVulturePoints } from './keywords/vulture';
import { carryOutSortie, checkSortie, sortiePlan } from './sortie';
import { other, part, rulesOf, rw, ZONE, zk, type Resume } from './state';
import { carryOn } from './resolve-ops';
import { answerHandDiscard } from './choose-cards';
import { answerRestOrder } from './nation-order';
import { cardList, says } from './words';
import { inOwnEnglish } from '../../core/refusal';
import { cite, refused } from './refused';
import { message } from '../../i18n/message';
import { zoneList } from './zone-lists';
import { moveToPlace } from './script-places';

function mulligan(d: Draft, seat: Seat, choice: string): RuleError | null {
  const s = d.state;
  const m = { ...rulesOf(s).mulligan[seat] };
  if (choice === 'keep') {
    const first = rulesOf(s).first;
    if (seat === first && s.seats === 2) return (askMulligan(d, other(first)), null);
    s.turn = { ...s.turn, number: 0, active: first };
    return (startTurn(d, first), null);
  }
  let size: number;
  if (choice === 'no-g') {
    m.noG = false;
    size = OPENING_HAND;
    log(d, 'mulligan', seat, says('log.mulliganNoG', { player: { seat }, count: size }));
  } else {
    m.noG = false;
    size = m.next;
    m.next -= 1;
    log(d, 'mulligan', seat, says('log.mulligan', { player: { seat }, count: size }));
  }
  part(d, 'mulligan')[seat] = m;
  for (const id of [...zoneList(s, seat, 'hand')]) moveTo(d, id, ZONE.nation, seat);
  const nation = zk(seat, ZONE.nation);
  const [order, prng] = shuffle(d.state.zones[nation], d.state.prng);
  d.zone(nation).splice(0, order.length, ...order);
  d.state.prng = prng;
  draw(d, seat, size);
  askMulligan(d, seat);
  return null;
}

/** The card an option is about: an option naming one card has the card's id as its own (`idText`). */
const cardChosen = (optionId: string): CardId => Number(optionId);

/** Loops, not sets: a decision has a few options, and an answer is checked at every step that answers one. */
function isOption(options: Decision['options'], id: string): boolean {
  for (const o of options) if (o.id === id) return true;
  return false;
}

function eachOnce(choice: string[]): boolean {
  for (let i = 1; i < choice.length; i++) if (choice.lastIndexOf(choice[i], i - 1) >= 0) return false;
  return true;
}

/** An effect paused for this choice goes on with its steps left (on the chosen cards, for a `choose`). */
function goOn(d: Draft, resume: Resume | undefined, chosen?: CardId[], done = true): null {
  if (resume) carryOn(d, resume, chosen, done);
  // An effect at the start of the turn that waited for this answer: the Reroll Phase goes on.
  carryOnTurnStart(d);
  return null;
}

/** Answers the pending decision; `choice` holds option ids. */
export function answer(d: Draft, seat: Seat, choice: string[]): RuleError | null {
  const s = d.state;
  const p = s.pending!;
  const what = rulesOf(s).ask;
  const rule = `Gundam War — ${p.kind}`;
  const bad = choice.find((c) => !isOption(p.options, c));
  if (bad !== undefined) {
    const ids = [...new Set(p.options.map((o) => o.id))].join(', ');
    return inOwnEnglish(refused('notOption', { choice: bad, options: ids }, cite('pending')), { rule });
  }
  if (!eachOnce(choice)) return inOwnEnglish(refused('eachOnce', undefined, cite('pending')), { rule });
  if (choice.length < p.min || choice.length > p.max)
    return inOwnEnglish(
      refused(p.min === p.max ? 'pick' : 'pickRange', { count: p.max, min: p.min }, cite('pending')),
      {
        error: `Pick ${p.min === p.max ? p.min : `${p.min} to ${p.max}`} option${p.max === 1 ? '' : 's'}.`,
        rule,
      },
    );
  if (what?.kind === 'order-effects') {
    const r = answerOrder(d, HOOKS, seat, p.id, choice);
    if ('error' in r) return r;
    // The game's decision mirrors the effect system's at once, not when the step ends: whatever
    // carries on below reads it (the next turn's first station opens its window only when no
    // decision waits, and left the game with nobody to move while the answered one still showed).
    syncPending(d);
    const fx = rulesOf(d.state).effects;
    // Auto D effects ordered at the end of the turn: once applied, the end of the turn goes on.
    if (rulesOf(d.state).endStage > 0 && !fx.pending && fx.agenda.length === 0) carryOnEndOfTurn(d);
    else carryOnTurnStart(d);
    return null;
  }
  d.state.pending = null;
  rw(d).ask = null;
  switch (what?.kind) {
    case 'mulligan':
      return mulligan(d, seat, choice[0]);
    case 'sortie': {
      const plan = sortiePlan(choice);
      const wrong = checkSortie(s, seat, what.attacking, plan);
      if (wrong) return wrong;
      carryOutSortie(d, seat, plan);
      openWindow(d);
      return null;
    }
    case 'vulture':
      buyWithVulturePoints(d, seat, choice[0]);
      carryOnEndOfTurn(d);
      return null;
    case 'discard': {
      const ids = choice.map(cardChosen);
      for (const id of ids) moveTo(d, id, ZONE.junkyard, seat);
      if (!d.quiet)
        log(d, 'discard', seat, says('log.discards', { player: { seat }, cards: cardList(0, ids.length) }), ids);
      carryOnEndOfTurn(d);
      return null;
    }
    case 'junk-to-hand':
      if (what.to && what.to !== 'hand') moveToPlace(d, seat, cardChosen(choice[0]), what.to);
      else moveJunkToHand(d, seat, cardChosen(choice[0]));
      return goOn(d, what.resume);
    case 'hand-to-bottom':
      // "Put N cards …": each chosen card, in the order chosen.
      for (const c of choice) putOnBottom(d, seat, cardChosen(c));
      return goOn(d, what.resume);
    case 'search':
      // 「好きな順番で」: the rest still to be ordered — the effect goes on once they are.
      if (answerSearch(d, seat, what, choice) === 'paused') {
        const next = rulesOf(d.state).ask;
        if (next && what.resume) rw(d).ask = { ...next, resume: what.resume };
        return null;
      }
      return goOn(d, what.resume);
    case 'order-rest': {
      // A refused answer leaves the table as it was: the same question waits.
      const wrong = answerRestOrder(d, seat, what, choice);
      return wrong ?? goOn(d, what.resume);
    }
    case 'choose':
      return goOn(d, what.resume, choice.map(cardChosen));
    case 'hand-discard':
      return goOn(d, what.resume, undefined, answerHandDiscard(d, seat, what.count, choice));
    case 'pay':
      return goOn(d, what.resume, undefined, answerPay(d, seat, what, choice));
    case 'g-colour':
      setColour(d, seat, what.card, choice[0]);
      return null;
    default:
      return { error: 'There is no question to answer now.', msg: message('gundam-war:refusal.noQuestion') };
  }
}
