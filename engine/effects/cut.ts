/**
 * Driving the Cut: free timing, activating cards and text, passing, answering the
 * attacking player's ordering decision, and automatic effects a player activates.
 * Every function is pure: it returns the new game state and events, or a rule error.
 */
import type { EffectsHooks } from './hooks';
import { answerOrder, givePriority, resolveTop, runAgenda } from './processor';
import { RULE } from './rules';
import { label, player, prompt, refuse, says } from './said';
import { refusal } from '../core/refusal';
import type { Message } from '../i18n/message';
import { fx, materialise, nextSeat, other, patch, playersIn, useKey, type Run } from './state';
import type { ActivationDraft, EffectsResult, EffectsState, Seat, UseLimit } from './types';

function start<G>(state: G, hooks: EffectsHooks<G>): Run<G> {
  return { state, hooks, events: [] };
}

function done<G>(run: Run<G>): EffectsResult<G> {
  return { state: run.state, events: run.events };
}

function blocked<G>(run: Run<G>): EffectsResult<G> | null {
  const pending = fx(run).pending;
  return pending ? refuse('waiting', { n: pending.seat + 1, prompt: prompt(run) }, RULE.decision) : null;
}

/** Opens free timing at the start of a step: the turn player has priority first. */
export function openFreeTiming<G>(state: G, hooks: EffectsHooks<G>): EffectsResult<G> {
  const run = start(state, hooks);
  const before = fx(run);
  const opened = openedWithoutAgenda(before, hooks.turnPlayer(state));
  if (opened) {
    run.state = hooks.write(state, opened);
    if (before.priority === null) run.events.push({ type: 'priority', seat: opened.priority! });
    return done(run);
  }
  patch(run, { free: true });
  if (fx(run).priority === null && !fx(run).pending) givePriority(run, hooks.turnPlayer(state));
  runAgenda(run);
  return done(run);
}

/**
 * Plays a card or text: it goes on the Cut and the other player may respond. Costs were
 * paid by the game beforehand and are never refunded; uses count even if it later fails.
 * An effect with a condition cannot be played while the condition is not met (GW 12).
 */
export function activate<G>(
  state: G,
  hooks: EffectsHooks<G>,
  draft: ActivationDraft,
  limit?: UseLimit,
): EffectsResult<G> {
  const run = start(state, hooks);
  const stop = blocked(run);
  if (stop) return stop;
  const e = fx(run);
  const who = player(draft.controller);
  if (!e.free)
    return refuse(
      'noPlayNow',
      { player: who, label: label(run, draft) },
      e.cut.length ? RULE.noCutIn : RULE.freeTiming,
    );
  if (e.priority !== draft.controller)
    return refuse(
      'notPriority',
      { player: who, label: label(run, draft), n: (e.priority ?? hooks.turnPlayer(state)) + 1 },
      RULE.priority,
    );
  if (draft.kind !== 'play-card' && draft.kind !== 'play-text')
    return refuse('automatic', { label: label(run, draft) }, RULE.freeTiming);
  if (limit) {
    const overuse = checkLimit(run, e.used, draft, limit);
    if (overuse) return refusal(overuse, RULE.timesPerTurn);
  }
  const a = materialise(run, draft);
  // "If you ~" / "when ~ happens": an effect whose condition is not met cannot be played (GW 12).
  if (a.condition !== null && !hooks.conditionHolds(run.state, a))
    return refuse('condition', { player: who, label: label(run, draft) }, RULE.conditions);
  if (limit || draft.kind === 'play-text') patch(run, { used: countUse(fx(run).used, draft, limit) });
  patch(run, { cut: [...fx(run).cut, a] });
  run.events.push({ type: 'activated', id: a.id, kind: a.kind, label: a.label, controller: a.controller });
  givePriority(run, nextSeat(run, draft.controller));
  return done(run);
}

function limitKeys(draft: ActivationDraft, limit: UseLimit): string[] {
  const key = `use:${useKey(draft.source, draft.ability ?? null, limit.key)}`;
  const perTarget = limit.sameTargetOncePerTurn ? (draft.targets ?? []).map((t) => `${key}>${t.id}`) : [];
  return [key, ...perTarget];
}

function checkLimit<G>(
  run: Run<G>,
  used: Record<string, number>,
  draft: ActivationDraft,
  limit: UseLimit,
): Message | null {
  const [key, ...perTarget] = limitKeys(draft, limit);
  if ((used[key] ?? 0) >= limit.perTurn)
    return says('limit', { label: label(run, draft), used: used[key], limit: limit.perTurn });
  const again = perTarget.find((k) => used[k]);
  if (!again) return null;
  const id = Number(again.split('>').pop());
  const target =
    run.hooks.cardName && Number.isInteger(id) ? run.hooks.cardName(run.state, id) : again.split('>').pop()!;
  return says('sameTarget', { label: label(run, draft), target });
}

/**
 * Counts a use against its limit, and every text played, limited or not (`playsThisTurn`):
 * automatic players read it to stop repeating a text that costs nothing, which the rules
 * would let them play for ever.
 */
function countUse(
  used: Record<string, number>,
  draft: ActivationDraft,
  limit: UseLimit | undefined,
): Record<string, number> {
  const next = { ...used };
  if (limit) for (const k of limitKeys(draft, limit)) next[k] = (next[k] ?? 0) + 1;
  if (draft.kind === 'play-text') {
    const k = playedKey(draft.source, draft.ability ?? null);
    next[k] = (next[k] ?? 0) + 1;
  }
  return next;
}

const playedKey = (source: ActivationDraft['source'], ability: string | null) => `played:${useKey(source, ability)}`;

/** How many times this turn the text `ability` of `source` was played (every use counts, whatever became of it). */
export function playsThisTurn(e: EffectsState, source: ActivationDraft['source'], ability: string | null): number {
  return e.used[playedKey(source, ability)] ?? 0;
}

/**
 * The player with priority passes. When every player has passed in a row, the last effect on
 * the Cut resolves and priority returns to the turn player; with an empty Cut, free
 * timing ends (the game then moves on).
 */
export function pass<G>(state: G, hooks: EffectsHooks<G>, seat: Seat): EffectsResult<G> {
  const run = start(state, hooks);
  const stop = blocked(run);
  if (stop) return stop;
  const e = fx(run);
  if (!e.free || e.priority === null) return refuse('nothingToPass', { n: seat + 1 }, RULE.freeTiming);
  if (e.priority !== seat) return refuse('cannotPass', { n: seat + 1, priority: e.priority + 1 }, RULE.priority);
  run.events.push({ type: 'passed', seat });
  const simple = passWithoutResolving(e, seat, playersIn(run));
  if (simple) {
    run.state = run.hooks.write(run.state, simple);
    run.events.push(simple.free ? { type: 'priority', seat: simple.priority! } : { type: 'free-timing-ended' });
    return done(run);
  }
  resolveTop(run);
  runAgenda(run);
  return done(run);
}

/**
 * The slice once free timing opens, when nothing waits (no decision, an empty agenda): the
 * turn player gets priority unless someone holds it. Null otherwise. `openFreeTiming` goes
 * through here; a game may call it directly.
 */
export function openedWithoutAgenda(e: EffectsState, turnPlayer: Seat): EffectsState | null {
  if (e.pending || e.agenda.length) return null;
  return e.priority === null ? withPriority(e, turnPlayer, 0, true) : withPriority(e, e.priority, e.passes, true);
}

/**
 * The slice after the priority holder `seat` passes, when that pass resolves nothing: it
 * hands priority to the next player, or (every player having passed on an empty Cut) ends
 * free timing. Null when the pass resolves the top of the Cut. `pass` goes through here; a
 * game may call it directly for the most common move of all, as long as no decision waits,
 * free timing is open and `seat` holds priority.
 */
export function passWithoutResolving(e: EffectsState, seat: Seat, players: 1 | 2): EffectsState | null {
  const passes = e.passes + 1;
  if (passes < players) return withPriority(e, players === 1 ? seat : other(seat), passes, true);
  if (e.cut.length === 0) return withPriority(e, null, 0, false);
  return null;
}

/**
 * The slice with new priority, passes and free timing, every other field kept (one shape, as `patch`
 * builds it). Spelled out beside `changed` rather than through it: a pass builds one of these, and
 * one copier for both measured 1.8% more instructions a game (docs/performance.md, round 28).
 */
function withPriority(e: EffectsState, priority: Seat | null, passes: number, free: boolean): EffectsState {
  return {
    clock: e.clock,
    nextId: e.nextId,
    cut: e.cut,
    free,
    priority,
    passes,
    nextCut: e.nextCut,
    agenda: e.agenda,
    holds: e.holds,
    continuous: e.continuous,
    used: e.used,
    pending: e.pending,
  };
}

/** Answers the attacking player's decision ordering simultaneous effects (all option ids, first to last). */
export function answer<G>(
  state: G,
  hooks: EffectsHooks<G>,
  seat: Seat,
  decisionId: string,
  order: readonly string[],
): EffectsResult<G> {
  const run = start(state, hooks);
  const problem = answerOrder(run, seat, decisionId, order);
  if (problem) return refusal(problem, RULE.simultaneous);
  runAgenda(run);
  return done(run);
}

/**
 * An automatic effect the player chooses to activate: allowed even mid-Cut, never put on
 * the Cut, applied at once; the Cut and priority carry on as before (GW 11).
 */
export function activatePlayerAuto<G>(state: G, hooks: EffectsHooks<G>, draft: ActivationDraft): EffectsResult<G> {
  const run = start(state, hooks);
  const stop = blocked(run);
  if (stop) return stop;
  const a = materialise(run, { ...draft, kind: 'player-auto' });
  run.events.push({ type: 'activated', id: a.id, kind: a.kind, label: a.label, controller: a.controller });
  const keep = { priority: fx(run).priority, passes: fx(run).passes };
  patch(run, { agenda: [{ do: 'apply', activations: [a] }, ...fx(run).agenda] });
  runAgenda(run);
  if (!fx(run).pending) patch(run, keep);
  return done(run);
}
