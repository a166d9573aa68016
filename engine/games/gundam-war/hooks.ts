/**
 * How Gundam War drives the shared effect system (engine/effects): the Cut, priority, the
 * attacking player's ordering of simultaneous effects, failure to resolve, durations. The
 * library is generic over the game state; here that state is the step's Draft, so every
 * hook edits the one copy-on-write draft in place.
 *
 * What each kind of effect does when it resolves is defined beside the rule it carries out
 * (`effectOp`): a played card (moves/play-check.ts), a special effect used (abilities.ts, with
 * its keyword's file), Change (keywords/change.ts), a field text (field-text.ts), Desert
 * (keywords/desert.ts), Abolish and automatic texts (here). This file imports none of them, so
 * each may put effects on the Cut through `HOOKS` without an import cycle; effect-ops.ts lists
 * them and module.ts installs that table.
 */
import type { Draft } from '../../core/draft';
import { lateBound } from '../../core/late-bound';
import type { CardId, GameState } from '../../core/types';
import type { Activation, EffectsHooks, Target, TriggerDraft } from '../../effects';
import { applyAutoText } from './auto-texts';
import { abolishHolds, takeAbolish } from './destruction';
import { EFFECTS_LENS, log, moveTo } from './moves';
import { resolvesNegated } from './negation';
import { areaOf, def } from './read';
import { cardName } from '../../i18n/message';
import { part, rulesOf, ZONE } from './state';
import { card, says } from './words';

/** A target pinned to the card's current stay: if it leaves its place, the target is lost (ch. 12); moving about the Field it is kept. */
export function target(s: GameState, id: CardId): Target {
  return { id, entered: rulesOf(s).entered[id] ?? null };
}

export type Op =
  | { k: 'play'; asG: boolean }
  | { k: 'ability'; ability: string; x: number }
  | { k: 'change'; unit: CardId }
  | { k: 'abolish' }
  | { k: 'desert' }
  | { k: 'auto-text'; index: number }
  | { k: 'field-text' };

type OpOf<K extends Op['k']> = Extract<Op, { k: K }>;

/** The rules of one kind of effect on the Cut. */
export interface OpRules<K extends Op['k']> {
  /** Whether `t` is still a legal target as the effect resolves (ch. 12); every target is, when absent. */
  targetIsLegal?: (s: GameState, a: Activation, op: OpOf<K>, t: Target) => boolean;
  /** Whether its condition still holds as it resolves; it does, when absent. */
  holds?: (s: GameState, a: Activation, op: OpOf<K>) => boolean;
  apply: (d: Draft, a: Activation, op: OpOf<K>) => void;
  /** Effects its resolution makes arise, besides the Abolish of what it destroyed. */
  arising?: (d: Draft, a: Activation, op: OpOf<K>) => TriggerDraft[];
}

/** What effects of one kind do on the Cut, as the file that defines them exports it (effect-ops.ts lists them all). */
export type EffectOp<K extends Op['k'] = Op['k']> = { readonly k: K; readonly rules: OpRules<K> };
export const effectOp = <K extends Op['k']>(k: K, rules: OpRules<K>): EffectOp<K> => Object.freeze({ k, rules });

/** Every kind of effect by its `k` (effect-ops.ts's table; module.ts installs it). */
export type EffectOpTable = { readonly [K in Op['k']]: OpRules<K> };
const EFFECT_OPS = lateBound<EffectOpTable>('The table of Gundam War kinds of effect (effect-ops.ts)');
export const installEffectOps = (table: EffectOpTable): void => EFFECT_OPS.install(table);

function rulesOfOp(op: Op): OpRules<Op['k']> {
  return EFFECT_OPS.get()[op.k] as OpRules<Op['k']>;
}

function legalTarget(s: GameState, a: Activation, t: Target): boolean {
  const c = s.cards[t.id];
  if (!c || (t.entered !== null && rulesOf(s).entered[t.id] !== t.entered)) return false;
  const op = a.op as Op;
  return rulesOfOp(op).targetIsLegal?.(s, a, op, t) ?? true;
}

function holds(s: GameState, a: Activation): boolean {
  const op = a.op as Op;
  return rulesOfOp(op).holds?.(s, a, op) ?? true;
}

function apply(d: Draft, a: Activation): { state: Draft; triggers: TriggerDraft[] } {
  const op = a.op as Op;
  // A negated effect (negation.ts) resolves doing nothing.
  if (resolvesNegated(d, a, op.k)) return { state: d, triggers: takeAbolish(d) };
  const rules = rulesOfOp(op);
  rules.apply(d, a, op);
  const abolished = takeAbolish(d);
  return { state: d, triggers: rules.arising ? [...abolished, ...rules.arising(d, a, op)] : abolished };
}

// Abolish (ch. 16): the Destroyed card goes to its owner's Junkyard unless the destruction was negated first.
export const ABOLISH_OP = effectOp('abolish', {
  holds: (s, a) => abolishHolds(s, a.source!),
  apply: (d, a) => {
    const s = d.state;
    const id = a.source!;
    const area = areaOf(s, id);
    if (area && def(s, id).type === 'unit') {
      const t = part(d, 'perTurn');
      t.abolishedIn = { ...t.abolishedIn, [area]: t.abolishedIn[area] + (def(s, id).cost ?? 0) };
    }
    moveTo(d, id, ZONE.junkyard, s.cards[id].owner);
    log(d, 'abolish', null, says('log.abolished', { card: card(0) }), [id]);
  },
});

// A card's automatic text (Auto B/C/D) that arose from an event.
export const AUTO_TEXT_OP = effectOp('auto-text', { apply: (d, a, op) => applyAutoText(d, a, op.index) });

export const HOOKS: EffectsHooks<Draft> = {
  ...EFFECTS_LENS,
  turnPlayer: (d) => d.state.turn.active,
  // Goldfish: the lone player's pass is the only pass (interpretation in docs/rules-coverage/gundam-war.md).
  seatCount: (d) => (d.state.seats === 1 ? 1 : 2),
  // The turn player is the attacking player throughout a Gundam War turn.
  attackingPlayer: (d) => d.state.turn.active,
  orderMessage: (then) => ({ key: then === 'cut' ? 'gundam-war:effects.orderCut' : 'gundam-war:effects.orderApply' }),
  targetIsLegal: (d, a, t) => legalTarget(d.state, a, t),
  conditionHolds: (d, a) => holds(d.state, a),
  apply,
  playFailed: (d, a) => {
    const id = a.card!;
    // The play has occurred, so Restrict to 1/Turn and the other restrictions still count it (ch. 12
    // Failure in Resolving of Effects); only a negated play is taken back (resolve-ops.ts, ch. 21 notes).
    if (rulesOf(d.state).playing[id] !== undefined) moveTo(d, id, ZONE.junkyard, d.state.cards[id].owner);
    log(d, 'fail', a.controller, says('log.playFails', { card: card(0) }), [id]);
    return d;
  },
  selectAll: (_d, a) => a.targets,
  cardName: (d, id) => cardName(def(d.state, id)),
};
