/**
 * Decisions a player answers (`answer` intents with the ids of the chosen options): the
 * mulligan, which Units sortie (in squad order, head first), what Vulture Points buy,
 * which cards to discard, and — through the effect system — the attacking player's order
 * of simultaneous effects.
 */
import type { Draft } from '../../core/draft';
import { shuffle } from '../../core/prng';
import { idText } from '../../core/ids';
import type { CardId, Decision, RuleError, Seat } from '../../core/types';
import { answer as answerOrder } from '../../effects';
import { moveJunkToHand, putOnBottom, setColour } from './choices';
import { endOfTurn, HAND_LIMIT, vultureOptions } from './end-of-turn';
import { openWindow, startTurn } from './flow';
import { HOOKS } from './hooks';
import { draw, log, moveTo } from './moves';
import { def, heads, squad } from './read';
import { canSortie, carryOutSortie, checkSortie, sortiePlan } from './sortie';
import { AREAS, other, part, rulesOf, rw, ZONE, zk, type Ask } from './state';

export const OPENING_HAND = 6;

function ask(d: Draft, what: Ask, decision: Omit<Decision, 'id'>): void {
  rw(d).ask = what;
  d.state.pending = { id: `${what.kind}-${d.tick()}`, ...decision };
}

export function askMulligan(d: Draft, seat: Seat): void {
  const s = d.state;
  const m = rulesOf(s).mulligan[seat];
  const hand = s.zones[zk(seat, ZONE.hand)];
  const options = [{ id: 'keep', label: 'Keep this hand' }];
  if (m.noG && !hand.some((id) => def(s, id).type === 'g'))
    options.push({ id: 'no-g', label: 'Show a hand without G and redraw 6 (Mulligan A)' });
  if (m.next >= 3) options.push({ id: 'redraw', label: `Redraw ${m.next} cards (Mulligan B)` });
  ask(
    d,
    { kind: 'mulligan' },
    { seat, kind: 'mulligan', prompt: 'Keep your opening hand or take a mulligan?', options, min: 1, max: 1 },
  );
}

/**
 * Sortie options are `<area>:<unit>`; the order picked is the squad order, head first.
 * A player with no Unit that could go is not asked (a question with no option is no
 * choice): the log says so and the flow carries on. Returns whether a decision is pending.
 */
export function askSortie(d: Draft, seat: Seat, attacking: boolean): boolean {
  const s = d.state;
  const options: Decision['options'] = [];
  for (const area of AREAS) {
    // A defender goes only where an attacking squad is.
    if (!attacking && squad(s, other(seat), area).length === 0) continue;
    for (const id of heads(s, zk(seat, ZONE.disposition))) {
      if (canSortie(s, seat, id, area) === null)
        options.push({
          id: `${area}:${idText(id)}`,
          label: `${def(s, id).name} → ${area === 'earth' ? 'Earth' : 'Space'} Area`,
          cards: [id],
        });
    }
  }
  if (options.length === 0) {
    log(d, 'sortie', seat, `{p${seat}} has no Unit that can sortie${attacking ? ' to attack' : ' to defend'}.`);
    return false;
  }
  const prompt = attacking
    ? 'Choose the Units that sortie to attack, head Unit first (none to skip).'
    : 'Choose the Units that sortie to defend, head Unit first (none to skip).';
  ask(d, { kind: 'sortie', attacking }, { seat, kind: 'sortie', prompt, options, min: 0, max: options.length });
  return true;
}

export function askVulture(d: Draft, seat: Seat): void {
  const s = d.state;
  const options = [
    { id: 'none', label: 'Take nothing' },
    ...vultureOptions(s, seat).map((id) => ({
      id: idText(id),
      label: `Take ${def(s, id).name} back to your hand`,
      cards: [id],
    })),
  ];
  ask(
    d,
    { kind: 'vulture' },
    {
      seat,
      kind: 'vulture',
      prompt: `You have ${rulesOf(s).vulturePoints[seat]} Vulture Points: move 1 card from your Junkyard to your hand?`,
      options,
      min: 1,
      max: 1,
    },
  );
}

export function askDiscard(d: Draft, seat: Seat, count: number): void {
  const s = d.state;
  const options = s.zones[zk(seat, ZONE.hand)].map((id) => ({ id: idText(id), label: def(s, id).name, cards: [id] }));
  ask(
    d,
    { kind: 'discard', count },
    {
      seat,
      kind: 'discard',
      prompt: `Your hand is over ${HAND_LIMIT}: discard ${count} card${count > 1 ? 's' : ''}.`,
      options,
      min: count,
      max: count,
      secret: true,
    },
  );
}

/** The effect system's pending ordering decision, mirrored as the game's pending decision. */
export function syncPending(d: Draft): void {
  const fx = rulesOf(d.state).effects;
  const ask = rulesOf(d.state).ask;
  if (fx.pending) {
    if (d.state.pending?.id !== fx.pending.id) {
      rw(d).ask = { kind: 'order-effects' };
      d.state.pending = fx.pending;
    }
  } else if (ask?.kind === 'order-effects') {
    rw(d).ask = null;
    d.state.pending = null;
  }
}

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
    log(d, 'mulligan', seat, `{p${seat}} shows a hand without G and redraws ${size}.`);
  } else {
    m.noG = false;
    size = m.next;
    m.next -= 1;
    log(d, 'mulligan', seat, `{p${seat}} redraws ${size}.`);
  }
  part(d, 'mulligan')[seat] = m;
  for (const id of [...s.zones[zk(seat, ZONE.hand)]]) moveTo(d, id, ZONE.nation, seat);
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

/** Answers the pending decision; `choice` holds option ids. */
export function answer(d: Draft, seat: Seat, choice: string[]): RuleError | null {
  const s = d.state;
  const p = s.pending!;
  const what = rulesOf(s).ask;
  const ids = new Set(p.options.map((o) => o.id));
  const bad = choice.find((c) => !ids.has(c));
  if (bad !== undefined)
    return { error: `"${bad}" is not one of the options (${[...ids].join(', ')}).`, rule: `Gundam War — ${p.kind}` };
  if (new Set(choice).size !== choice.length)
    return { error: 'Pick each option once.', rule: `Gundam War — ${p.kind}` };
  if (choice.length < p.min || choice.length > p.max)
    return {
      error: `Pick ${p.min === p.max ? p.min : `${p.min} to ${p.max}`} option${p.max === 1 ? '' : 's'}.`,
      rule: `Gundam War — ${p.kind}`,
    };
  if (what?.kind === 'order-effects') {
    const r = answerOrder(d, HOOKS, seat, p.id, choice);
    if ('error' in r) return r;
    const fx = rulesOf(d.state).effects;
    // Auto D effects ordered at the end of the turn: once applied, the end of the turn goes on.
    if (rulesOf(d.state).endStage > 0 && !fx.pending && fx.agenda.length === 0) endOfTurn(d);
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
      if (choice[0] !== 'none') {
        const id = cardChosen(choice[0]);
        moveTo(d, id, ZONE.hand, seat);
        log(d, 'vulture', seat, `{p${seat}} takes {0} back to the hand with Vulture Points.`, [id]);
      }
      endOfTurn(d);
      return null;
    case 'discard': {
      const ids = choice.map(cardChosen);
      for (const id of ids) moveTo(d, id, ZONE.junkyard, seat);
      log(d, 'discard', seat, `{p${seat}} discards ${ids.map((_, i) => `{${i}}`).join(', ')}.`, ids);
      endOfTurn(d);
      return null;
    }
    case 'junk-to-hand':
      moveJunkToHand(d, seat, cardChosen(choice[0]));
      return null;
    case 'hand-to-bottom':
      putOnBottom(d, seat, cardChosen(choice[0]));
      return null;
    case 'g-colour':
      setColour(d, seat, what.card, choice[0]);
      return null;
    default:
      return { error: 'There is no question to answer now.' };
  }
}
