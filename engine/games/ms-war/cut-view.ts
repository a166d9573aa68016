/**
 * The Effect Chain as the table shows it (`GameModule.cut`): each link with what it will
 * do when it resolves, in plain words built from the ability's ops, and who holds priority.
 */
import { opDef } from '../../abilities';
import { cutEntries, type CutState } from '../../core/module';
import type { GameState } from '../../core/types';
import type { Activation } from '../../effects';
import type { Op } from './abilities';
import { printed } from './cards';
import { priorityOf } from './chain';
import { opsOf } from './resolve';
import { rulesOf } from './state';

/** One op in words; `on` names the targets (or the source when the op has none). */
export function describeOp(op: Op, on: string): string {
  return opDef(op.op).describe(op, on, 'ms-war');
}

export function describeLink(state: GameState, a: Activation): string {
  const names = a.targets.map((t) => printed(state, t.id).name);
  const on = names.length ? names.join(' and ') : a.source !== null ? printed(state, a.source).name : 'it';
  const ops = opsOf(state, a);
  if (!ops.length) return 'Nothing beyond being played.';
  const text = ops.map((op) => describeOp(op, on)).join('; then ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

export function msWarCut(state: GameState): CutState | null {
  const r = rulesOf(state);
  if (!r || !r.effects) return null;
  return {
    entries: cutEntries(r.effects.cut, (a) => describeLink(state, a)),
    priority: priorityOf(state),
    free: r.window !== null && r.effects.free,
  };
}
