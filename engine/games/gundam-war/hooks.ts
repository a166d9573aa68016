/**
 * How Gundam War drives the shared effect system (engine/effects): the Cut, priority, the
 * attacking player's ordering of simultaneous effects, failure to resolve, durations. The
 * library is generic over the game state; here that state is the step's Draft, so every
 * hook edits the one copy-on-write draft in place.
 */
import type { Draft } from '../../core/draft';
import type { CardId, GameState } from '../../core/types';
import type { Activation, EffectsHooks, Target, TriggerDraft } from '../../effects';
import { applyAbility, applyChange, psycommuTargets } from './abilities';
import { applyAutoText, playedTriggers } from './auto-texts';
import { commandText } from './card-text';
import { conditionMet } from './conditions';
import { abolishHolds, takeAbolish } from './destruction';
import { applyFieldText, fieldText } from './field-text';
import { targetFits } from './targets';
import { EFFECTS_LENS, log, moveTo, setRolled } from './moves';
import { canSetOn, checkCommandTargets } from './play';
import { resolvePlay } from './resolve-play';
import { areaOf, def, squad, squadHas } from './read';
import { runOps } from './resolve-ops';
import { part, rulesOf, ZONE } from './state';

/** A target pinned to the card's current stay: if it moves, the target is lost (ch. 12). */
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

function legalTarget(s: GameState, a: Activation, t: Target): boolean {
  const c = s.cards[t.id];
  if (!c || (t.entered !== null && rulesOf(s).entered[t.id] !== t.entered)) return false;
  const op = a.op as Op;
  switch (op.k) {
    case 'play': {
      if (op.asG || a.card === null) return true;
      const d = def(s, a.card);
      if (d.type === 'character') return canSetOn(s, a.controller, a.card, t.id) === null;
      if (d.type === 'command') {
        const text = commandText(d);
        if (text?.target?.where === 'being-played') return rulesOf(s).playing[t.id] !== undefined;
        return checkCommandTargets(s, a.controller, a.card, [t.id]) === null;
      }
      return true;
    }
    case 'ability':
      if (op.ability === 'psycommu') return psycommuTargets(s, a.source!).includes(t.id);
      if (op.ability === 'resupply') return areaOf(s, t.id) !== null && s.cards[t.id].zone[0] === String(a.controller);
      return true;
    case 'desert':
      return areaOf(s, t.id) === 'earth';
    case 'field-text': {
      const text = a.source !== null ? fieldText(def(s, a.source)) : null;
      return !text?.target || targetFits(s, a.controller, a.source!, text.target, t.id);
    }
    default:
      return true;
  }
}

function holds(s: GameState, a: Activation): boolean {
  const op = a.op as Op;
  switch (op.k) {
    case 'play': {
      if (rulesOf(s).playing[a.card!] === undefined) return false;
      // "If you ~": no longer met as it resolves, the effect fails (ch. 12 Effects that require Special Conditions).
      const cond = def(s, a.card!).type === 'command' ? commandText(def(s, a.card!))?.if : undefined;
      return !cond || conditionMet(s, a.controller, cond);
    }
    case 'field-text': {
      const cond = a.source !== null ? fieldText(def(s, a.source))?.if : undefined;
      return !cond || conditionMet(s, a.controller, cond);
    }
    case 'abolish':
      return abolishHolds(s, a.source!);
    case 'desert': {
      // Negated when every Unit of the enemy squad has Desert too (ch. 21 Desert).
      const head = a.targets[0]?.id;
      if (head === undefined) return false;
      const enemy = squad(s, Number(s.cards[head].zone[0]) as 0 | 1, 'earth');
      return enemy.length > 0 && !squadHas(s, enemy, 'desert');
    }
    default:
      return true;
  }
}

function resolveAbolish(d: Draft, id: CardId): void {
  const s = d.state;
  const area = areaOf(s, id);
  if (area && def(s, id).type === 'unit') {
    const t = part(d, 'perTurn');
    t.abolishedIn = { ...t.abolishedIn, [area]: t.abolishedIn[area] + (def(s, id).cost ?? 0) };
  }
  moveTo(d, id, ZONE.junkyard, s.cards[id].owner);
  log(d, 'abolish', null, '{0} is abolished to the Junkyard.', [id]);
}

function apply(d: Draft, a: Activation): { state: Draft; triggers: TriggerDraft[] } {
  const op = a.op as Op;
  switch (op.k) {
    case 'play':
      resolvePlay(d, a, op.asG, (ops) => runOps(d, a, ops));
      break;
    case 'ability':
      applyAbility(d, a);
      break;
    case 'change':
      applyChange(d, a);
      break;
    case 'abolish':
      resolveAbolish(d, a.source!);
      break;
    case 'desert':
      setRolled(d, a.targets[0].id, true);
      log(d, 'desert', a.controller, 'Desert rolls {0}.', [a.targets[0].id]);
      break;
    case 'auto-text':
      applyAutoText(d, a, op.index);
      break;
    case 'field-text':
      applyFieldText(d, a);
      break;
  }
  return { state: d, triggers: [...takeAbolish(d), ...(op.k === 'play' && !op.asG ? playedTriggers(d.state, a) : [])] };
}

export const HOOKS: EffectsHooks<Draft> = {
  ...EFFECTS_LENS,
  turnPlayer: (d) => d.state.turn.active,
  // Goldfish: the lone player's pass is the only pass (interpretation in docs/rules-coverage/gundam-war.md).
  seatCount: (d) => (d.state.seats === 1 ? 1 : 2),
  // The turn player is the attacking player throughout a Gundam War turn.
  attackingPlayer: (d) => d.state.turn.active,
  targetIsLegal: (d, a, t) => legalTarget(d.state, a, t),
  conditionHolds: (d, a) => holds(d.state, a),
  apply,
  playFailed: (d, a) => {
    const id = a.card!;
    // The play has occurred, so Restrict to 1/Turn and the other restrictions still count it (ch. 12
    // Failure in Resolving of Effects); only a negated play is taken back (resolve-ops.ts, ch. 21 notes).
    if (rulesOf(d.state).playing[id] !== undefined) moveTo(d, id, ZONE.junkyard, d.state.cards[id].owner);
    log(d, 'fail', a.controller, 'The play of {0} fails; it goes to the Junkyard.', [id]);
    return d;
  },
  selectAll: (_d, a) => a.targets,
};
