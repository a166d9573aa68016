/**
 * The Effect Chain on the shared effect system (`engine/effects`): its Cut is the chain,
 * its priority and passes are the windows' priority. M.S. War steps edit a Draft while the
 * library works on whole states, so each call hands it the draft's state and takes the
 * new state back; what the library reports becomes log lines.
 *
 * Where M.S. War differs from the library's Gundam War defaults, this file adapts:
 * - once both players pass, the whole chain resolves, last link first, with no priority in
 *   between (M.S. War 2.1 — The EFFECT CHAIN; Attack Phase G): the resolution is carried on
 *   by passing for both players until the chain is empty;
 * - an effect may stop part-way for a player's choice (a discard): it waits in
 *   `rules.resolving` and the chain carries on once the choice is made.
 */
import { Draft } from '../../core/draft';
import { MS_WAR_LAYOUT as L, ZONE_KEYS as K } from '../../core/layouts/ms-war';
import { type CardId, type GameEvent, type GameState, isRuleError, type RuleError, type Seat } from '../../core/types';
import { moveCard } from '../../core/zones';
import * as fx from '../../effects';
import type {
  Activation,
  ActivationDraft,
  EffectEvent,
  EffectsHooks,
  EffectsResult,
  TriggerDraft,
} from '../../effects';
import { printed } from './cards';
import { ref } from './moves';
import { finishEffect, runOps, targetStillValid } from './resolve';
import { line } from './say';
import { rulesOf, rw, setStep, type ChainOp, type WindowKind } from './state';

const EFFECT_CHAIN = 'M.S. War 2.1 — The EFFECT CHAIN';

/**
 * What the library works on: the game state and the effects slice side by side. The slice
 * is put back into `rules.effects` when the call returns; keeping it apart meanwhile makes
 * each of the library's small updates a two-field object instead of a new game state.
 * Nothing the hooks run reads `rules.effects`. `draft` is the draft of the step under way, where
 * log lines written inside the library's calls go (on the table, not in a module variable, so
 * a nested call has its own).
 */
type Table = { game: GameState; effects: fx.EffectsState; draft: Draft };

function emitAll(d: Draft, events: readonly GameEvent[]): void {
  for (const e of events) d.emit(e);
}

/**
 * The draft a hook edits: the step's own draft while the library still works on its state
 * (the usual case: no second copy of the tables and cards the step has already copied),
 * else a draft of the state the library hands over.
 */
function draftFor(t: Table): Draft {
  return t.draft.state === t.game ? t.draft : new Draft(t.game, t.draft.quiet);
}

/** The library's view of an M.S. War table. */
const hooks: EffectsHooks<Table> = {
  read: (t) => t.effects,
  write: (t, effects) => ({ game: t.game, effects, draft: t.draft }),
  turnPlayer: (t) => t.game.turn.active,
  seatCount: (t) => t.game.seats,
  attackingPlayer: (t) => t.game.turn.active,
  targetIsLegal: (t, a, target) => targetStillValid(t.game, a, target.id),
  conditionHolds: () => true,
  apply: (t, a) => {
    const inner = draftFor(t);
    if (a.kind === 'play-card' || a.kind === 'play-text' || a.kind === 'auto-c')
      inner.log('resolve', a.controller, line('resolves', { c0: { ref: 0 } }), [ref(inner, a.source!)]);
    if (runOps(inner, a, 0)) finishEffect(inner, a);
    if (inner !== t.draft) emitAll(t.draft, inner.events);
    return { state: { game: inner.state, effects: t.effects, draft: t.draft } };
  },
  playFailed: (t, a) => {
    const inner = draftFor(t);
    const card = inner.state.cards[a.card!];
    if (card.zone !== K[card.owner]['dry-dock']) moveCard(inner, L, a.card!, K[card.owner]['dry-dock']);
    inner.log('fizzle', a.controller, line('fizzles', { c0: { ref: 0 } }), [ref(inner, a.card!)]);
    if (inner !== t.draft) emitAll(t.draft, inner.events);
    return { game: inner.state, effects: t.effects, draft: t.draft };
  },
  selectAll: (_t, a) => a.targets,
};

/** Runs one library call on the draft's table, takes its result in and logs what it reports. */
function call(d: Draft, run: (t: Table, hooks: EffectsHooks<Table>) => EffectsResult<Table>): RuleError | null {
  const result = run({ game: d.state, effects: rulesOf(d.state).effects, draft: d }, hooks);
  if (isRuleError(result)) return result;
  const { game, effects } = result.state;
  if (game !== d.state) Object.assign(d.state, game);
  if (effects !== rulesOf(d.state).effects) rw(d).effects = effects;
  for (const e of result.events) report(d, e);
  return null;
}

function report(d: Draft, e: EffectEvent): void {
  if (e.type === 'failed')
    d.log('fizzle', null, line(e.reason === 'target-lost' ? 'targetLost' : 'conditionUnmet', { label: e.label }));
}

export function effectsOf(state: GameState): fx.EffectsState {
  return rulesOf(state).effects;
}

/** The seat holding priority in the open window, if any. */
export function priorityOf(state: GameState): Seat | null {
  return rulesOf(state).window ? effectsOf(state).priority : null;
}

export function chainLength(state: GameState): number {
  return effectsOf(state).cut.length;
}

/** A timing window: the active player has priority first. */
export function openWindow(d: Draft, kind: WindowKind): void {
  rw(d).window = { kind };
  setStep(d, kind === 'battle' ? 'battle' : kind === 'strategic' ? 'main' : 'window');
  openFreeTiming(d);
}

/**
 * What moves the turn on once a window's free timing has ended (flow.ts `closeWindow`). The
 * turn calls into the chain, so the chain does not import the turn: module.ts, which stands
 * above both, hands the closer down once as the game's rules are loaded.
 */
let closeWindow: (d: Draft, kind: WindowKind) => void = () => {
  throw new Error('M.S. War: no window closer given (module.ts calls whenWindowCloses).');
};

export function whenWindowCloses(close: (d: Draft, kind: WindowKind) => void): void {
  closeWindow = close;
}

/** A window opens: the turn player has priority first. */
export function openFreeTiming(d: Draft): void {
  // Nothing waiting (the usual case): the library's own rule, without a library call.
  const opened = fx.openedWithoutAgenda(effectsOf(d.state), d.state.turn.active);
  if (opened) rw(d).effects = opened;
  else call(d, (s, h) => fx.openFreeTiming(s, h));
  settle(d);
}

/** An Event card played or an ability activated (costs already paid) goes on the chain; the opponent may respond. */
export function addToChain(d: Draft, draft: ActivationDraft): RuleError | null {
  const err = call(d, (s, h) => fx.activate(s, h, draft));
  if (err) return err;
  settle(d);
  return null;
}

/**
 * A player passes. When both have passed in a row the chain resolves as a whole; with an
 * empty chain the window's free timing ends and `onClosed` moves the game on.
 */
export function passPriority(d: Draft, seat: Seat): RuleError | null {
  // A pass that resolves nothing (the most common move) changes only the effects slice: made
  // here by the library's own rule, without a library call and the objects one builds.
  const e = effectsOf(d.state);
  if (e.pending === null && e.free && e.priority === seat) {
    const next = fx.passWithoutResolving(e, seat, d.state.seats);
    if (next) {
      rw(d).effects = next;
      settle(d);
      return null;
    }
  }
  const before = chainLength(d.state);
  const logged = d.events.length;
  const err = call(d, (s, h) => fx.pass(s, h, seat));
  if (err) return err;
  if (before > 0 && chainLength(d.state) < before) {
    // Told before the lines the links wrote as they resolved during the call.
    d.logBefore(logged, 'chain', null, line(d.state.seats === 1 ? 'chainResolves' : 'bothPass'));
    rw(d).chainResolving = true;
  }
  settle(d);
  return null;
}

/** Automatic effects found together: Auto C go on the chain (one ordering decision for several), Auto D happen at once. */
export function triggerEffects(d: Draft, drafts: TriggerDraft[]): void {
  if (!drafts.length) return;
  call(d, (s, h) => fx.trigger(s, h, drafts));
  settle(d);
}

/** The attacking player's order for simultaneous effects (every option id, first to last). */
export function answerOrder(d: Draft, seat: Seat, decisionId: string, order: string[]): RuleError | null {
  const err = call(d, (s, h) => fx.answer(s, h, seat, decisionId, order));
  if (err) return err;
  settle(d);
  return null;
}

/** The turn ends: once-per-turn counts and anything lasting "this turn" end with it. */
export function endTurnEffects(d: Draft): void {
  // What expired is not logged in M.S. War, so the library's rule is applied to the slice directly.
  const ended = fx.turnEnded(effectsOf(d.state));
  if (ended) rw(d).effects = ended.next;
  else call(d, (s, h) => fx.endTurn(s, h));
}

/** Continues after a decision answered part-way through an effect, then the chain it belongs to. */
export function resume(d: Draft): void {
  const paused = rulesOf(d.state).resolving;
  if (!paused) return;
  rw(d).resolving = null;
  if (!runOps(d, paused.activation, paused.part)) return;
  finishEffect(d, paused.activation);
  settle(d);
}

/** The draft for an Event card or activated ability of `source`. */
export function chainDraft(
  d: Draft,
  kind: 'play-card' | 'play-text',
  seat: Seat,
  source: CardId,
  ability: string,
  targets: CardId[],
): ActivationDraft {
  const op: ChainOp = { ability };
  return {
    kind,
    source,
    ability,
    card: kind === 'play-card' ? source : null,
    controller: seat,
    op,
    label: printed(d.state, source).name,
    targets: targets.map((id) => ({ id, entered: null })),
  };
}

/** A triggered ability of `source` (Auto C: on the chain; Auto D: at once). */
export function triggerDraft(d: Draft, kind: 'auto-c' | 'auto-d', source: CardId, ability: string): TriggerDraft {
  const op: ChainOp = { ability };
  return { kind, source, ability, controller: d.state.cards[source].owner, op, label: printed(d.state, source).name };
}

/**
 * Carries the game on after the library has worked: a decision it needs becomes the
 * game's pending decision, a resolving chain keeps resolving, and a window whose free timing
 * ended closes. (A goldfish game tells the library it has one seat: one pass is enough.)
 */
function settle(d: Draft): void {
  for (let guard = 0; guard < 1000; guard++) {
    if (d.state.pending || d.state.winner !== null) return;
    const e = effectsOf(d.state);
    if (e.pending) {
      d.state.pending = e.pending;
      return;
    }
    const r = rulesOf(d.state);
    if (r.chainResolving) {
      if (e.cut.length && e.priority !== null) {
        // No priority between links (M.S. War resolves the chain as a whole): pass for both.
        const holder = e.priority;
        call(d, (s, h) => fx.pass(s, h, holder));
        const next = effectsOf(d.state).priority;
        if (next !== null && next !== holder && !d.state.pending && !effectsOf(d.state).pending)
          call(d, (s, h) => fx.pass(s, h, next));
        continue;
      }
      if (e.cut.length) return;
      rw(d).chainResolving = false;
      if (r.window && r.window.kind !== 'strategic') {
        // Outside the Strategic Phase the window ends with its chain (Preliminary E, Attack G).
        closeFreeTiming(d);
        continue;
      }
      return;
    }
    if (r.window && !e.free && e.cut.length === 0 && e.agenda.length === 0) {
      closeWindow(d, r.window.kind);
      continue;
    }
    return;
  }
  throw new Error(`${EFFECT_CHAIN}: the chain did not settle.`);
}

/** Both players pass on an empty chain so free timing ends. */
function closeFreeTiming(d: Draft): void {
  for (let i = 0; i < 3 && effectsOf(d.state).free; i++) {
    const holder = effectsOf(d.state).priority;
    if (holder === null) return;
    call(d, (s, h) => fx.pass(s, h, holder));
  }
}

export type { Activation };
