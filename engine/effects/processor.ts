/**
 * The resumable processor: works through the agenda (apply now, ask for an order, put on
 * a Cut, resolve, end a Cut) until it is empty or a decision is pending. Keeping the
 * agenda in the state is what lets a decision pause the game in the middle of it all.
 */
import { RULE } from './rules';
import { says } from './said';
import type { Message } from '../i18n/message';
import { fx, materialise, patch, useKey, type Run } from './state';
import { shiftRefs } from '../core/log';
import { activationRefs } from './state';
import type { Activation, AgendaItem, CardId, Decision, Seat, TriggerDraft } from './types';

export function runAgenda<G>(run: Run<G>): void {
  for (;;) {
    const e = fx(run);
    if (e.pending) return;
    // Indexed, not destructured: a rest pattern walks the iterator protocol on every item.
    const item = e.agenda[0];
    if (!item) {
      // After a pause for a decision, free timing resumes with the turn player.
      if (e.free && e.priority === null) givePriority(run, run.hooks.turnPlayer(run.state));
      return;
    }
    patch(run, { agenda: e.agenda.slice(1) });
    step(run, item);
  }
}

function step<G>(run: Run<G>, item: AgendaItem): void {
  switch (item.do) {
    case 'apply':
      return applyFirst(run, item.activations);
    case 'order':
      return askOrder(run, item);
    case 'cut':
      return putOnCut(run, item.activations);
    case 'resolve':
      return resolveTop(run);
    case 'end-cut':
      return endCut(run);
  }
}

function front<G>(run: Run<G>, items: AgendaItem[]): void {
  patch(run, { agenda: [...items, ...fx(run).agenda] });
}

/** A Cut is in progress while it has entries or is just emptying (its end is still on the agenda). */
function cutInProgress<G>(run: Run<G>): boolean {
  const e = fx(run);
  return e.cut.length > 0 || e.agenda.some((item) => item.do === 'end-cut');
}

/** Why an effect fails to resolve now, or null if it can (GW 12, Failure in Resolving). */
function failure<G>(run: Run<G>, a: Activation): 'target-lost' | 'condition-unmet' | null {
  if (a.targets.some((t) => !run.hooks.targetIsLegal(run.state, a, t))) return 'target-lost';
  if (a.condition !== null && !run.hooks.conditionHolds(run.state, a)) return 'condition-unmet';
  return null;
}

/**
 * Turns automatic effects reported together into agenda items: Auto B first (they happen
 * with the event itself), then the ones applied at once (Auto D, re-activated holds) in
 * the attacking player's order, then the ones that need a Cut. During a Cut those wait in
 * `nextCut` for a new Cut after it ends (GW 11, Auto C).
 */
export function planTriggers<G>(run: Run<G>, drafts: TriggerDraft[], extraNow: Activation[] = []): AgendaItem[] {
  // Most resolutions trigger nothing: skip building the empty lists below.
  if (drafts.length === 0 && extraNow.length === 0) return [];
  const fresh = drafts.filter((d) => firstUseThisTurn(run, d));
  const b = fresh.filter((d) => d.kind === 'auto-b').map((d) => materialise(run, d));
  const d = [...extraNow, ...fresh.filter((x) => x.kind === 'auto-d').map((x) => materialise(run, x))];
  const c = fresh.filter((x) => x.kind === 'auto-c' || x.kind === 'abolish').map((x) => materialise(run, x));
  for (const a of [...b, ...d, ...c])
    run.events.push({ type: 'activated', id: a.id, kind: a.kind, label: a.label, controller: a.controller });
  const items: AgendaItem[] = [];
  if (b.length) items.push({ do: 'apply', activations: b });
  if (d.length)
    items.push(d.length > 1 ? { do: 'order', activations: d, then: 'apply' } : { do: 'apply', activations: d });
  if (c.length) {
    if (cutInProgress(run)) patch(run, { nextCut: [...fx(run).nextCut, ...c] });
    else items.push(c.length > 1 ? { do: 'order', activations: c, then: 'cut' } : { do: 'cut', activations: c });
  }
  return items;
}

/** "if ~ is done" automatic effects happen once per turn per card; "every time" ones always (GW 11, Special Timings). */
function firstUseThisTurn<G>(run: Run<G>, d: TriggerDraft): boolean {
  if ((d.frequency ?? 'every-time') === 'every-time') return true;
  const key = `auto:${useKey(d.source, d.ability ?? null)}`;
  const used = fx(run).used;
  if (used[key]) {
    run.events.push({ type: 'not-activated', label: d.label, reason: 'once-per-turn' });
    return false;
  }
  patch(run, { used: { ...used, [key]: 1 } });
  return true;
}

/**
 * Applies the first effect at once; anything it triggers is dealt with before the rest
 * (GW 11, Application in the Middle of a Cut: effect 1, then effect 2, then the Cut resumes).
 */
function applyFirst<G>(run: Run<G>, activations: Activation[]): void {
  const a = activations[0];
  const rest = activations.slice(1);
  const chained = carryOut(run, a, 'applied');
  const others: AgendaItem[] = rest.length ? [{ do: 'apply', activations: rest }] : [];
  // Outside Free Timing (an end of a step or of the turn) an effect that needs a new Cut waits until
  // every other effect there has been carried out (GW 12, effects outside Free Timing).
  if (!fx(run).free && others.length && chained.some(needsCut)) {
    return front(run, [...chained.filter((i) => !needsCut(i)), ...others, ...chained.filter(needsCut)]);
  }
  front(run, [...chained, ...others]);
}

/** An agenda item that opens a new Cut (Auto C, Abolish), directly or once its order is chosen. */
const needsCut = (item: AgendaItem): boolean => item.do === 'cut' || (item.do === 'order' && item.then === 'cut');

/** Resolves or applies one effect, reporting failure; returns the agenda items for what it triggered. */
function carryOut<G>(run: Run<G>, a: Activation, verb: 'applied' | 'resolved'): AgendaItem[] {
  const why = failure(run, a);
  if (why) {
    run.events.push({ type: 'failed', id: a.id, label: a.label, reason: why });
    if (a.kind === 'play-card' && a.card !== null) {
      run.state = run.hooks.playFailed(run.state, a);
      run.events.push({ type: 'to-junkyard', card: a.card });
    }
    return [];
  }
  const result = run.hooks.apply(run.state, a);
  run.state = result.state;
  run.events.push({ type: verb, id: a.id, label: a.label });
  return planTriggers(run, result.triggers ?? []);
}

function askOrder<G>(run: Run<G>, item: Extract<AgendaItem, { do: 'order' }>): void {
  if (item.activations.length < 2) return front(run, [{ do: item.then, activations: item.activations }]);
  const seat = run.hooks.attackingPlayer(run.state);
  const n = item.activations.length;
  const refs: CardId[] = [];
  const decision: Decision = {
    id: `order-${item.activations[0].id}`,
    seat,
    kind: 'order-effects',
    prompt:
      item.then === 'cut'
        ? 'Order these effects on the Cut: the first goes on first and resolves last.'
        : 'Order these effects: they are applied first to last.',
    ...(run.hooks.orderMessage ? { msg: run.hooks.orderMessage(item.then) } : {}),
    refs,
    options: item.activations.map((a) => {
      const option: Decision['options'][number] = { id: a.id, label: a.label };
      if (a.labelMsg) option.msg = shiftRefs(a.labelMsg, refs.length);
      refs.push(...activationRefs(a));
      if (a.source !== null) option.cards = [a.source];
      return option;
    }),
    min: n,
    max: n,
  };
  patch(run, { agenda: [item, ...fx(run).agenda], pending: decision, priority: null });
  run.events.push({ type: 'decision', decision });
}

function putOnCut<G>(run: Run<G>, activations: Activation[]): void {
  const e = fx(run);
  if (e.cut.length > 0) return patch(run, { nextCut: [...e.nextCut, ...activations] });
  patch(run, { cut: activations, passes: 0 });
  run.events.push({ type: 'cut-opened', ids: activations.map((a) => a.id) });
  if (e.free) givePriority(run, run.hooks.turnPlayer(run.state));
  else front(run, [{ do: 'resolve' }]);
}

export function givePriority<G>(run: Run<G>, seat: Seat): void {
  patch(run, { priority: seat, passes: 0 });
  run.events.push({ type: 'priority', seat });
}

/** Resolves the last effect put on the Cut (LIFO), then lets priority return or the Cut end. */
export function resolveTop<G>(run: Run<G>): void {
  const cut = fx(run).cut;
  const a = cut[cut.length - 1];
  const last = cut.length === 1;
  // The Cut's end goes on the agenda first, so whatever this resolution triggers sees the Cut still in progress.
  const agenda: AgendaItem[] = last ? [{ do: 'end-cut' }, ...fx(run).agenda] : fx(run).agenda;
  patch(run, { cut: cut.slice(0, -1), priority: null, passes: 0, agenda });
  const chained = carryOut(run, a, 'resolved');
  const e = fx(run);
  if (last) return front(run, chained);
  if (e.free) {
    front(run, chained);
    // What the resolution set off is applied first (GW 11, Application in the Middle of a Cut);
    // with something on the agenda, `runAgenda` gives the turn player priority once it is done.
    if (chained.length === 0) givePriority(run, run.hooks.turnPlayer(run.state));
  } else front(run, [...chained, { do: 'resolve' }]);
}

function endCut<G>(run: Run<G>): void {
  run.events.push({ type: 'cut-ended' });
  const waiting = fx(run).nextCut;
  if (waiting.length) {
    patch(run, { nextCut: [] });
    front(run, [
      waiting.length > 1 ? { do: 'order', activations: waiting, then: 'cut' } : { do: 'cut', activations: waiting },
    ]);
  } else if (fx(run).free) givePriority(run, run.hooks.turnPlayer(run.state));
}

/** Answers an `order-effects` decision with every option id in the chosen order. */
export function answerOrder<G>(run: Run<G>, seat: Seat, decisionId: string, order: readonly string[]): Message | null {
  const e = fx(run);
  const pending = e.pending;
  const [item, ...rest] = e.agenda;
  if (!pending || pending.id !== decisionId || !item || item.do !== 'order')
    return says('noDecision', { id: decisionId });
  if (seat !== pending.seat) return says('attackerOrders', { n: pending.seat + 1, seat: seat + 1 });
  const byId = new Map(item.activations.map((a) => [a.id, a]));
  const unique = new Set(order);
  if (order.length !== byId.size || unique.size !== order.length || order.some((id) => !byId.has(id)))
    return says('orderAll', {
      ids: [...byId.keys()].join(', '),
      got: order.join(', ') || says('nothing'),
      rule: RULE.simultaneous,
    });
  patch(run, { pending: null, agenda: [{ do: item.then, activations: order.map((id) => byId.get(id)!) }, ...rest] });
  return null;
}
