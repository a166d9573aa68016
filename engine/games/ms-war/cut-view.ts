/**
 * The Effect Chain as the table shows it (`GameModule.cut`): each link with what it will
 * do when it resolves, in plain words built from the ability's ops, and who holds priority.
 */
import { cutEntries, type CutState } from '../../core/module';
import type { GameState } from '../../core/types';
import type { Activation } from '../../effects';
import type { Op } from './abilities';
import { printed } from './cards';
import { priorityOf } from './chain';
import { opsOf } from './resolve';
import { rulesOf } from './state';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** One op in words; `on` names the targets (or the source when the op has none). */
export function describeOp(op: Op, on: string): string {
  switch (op.op) {
    case 'clash':
      return `${on} gets ${signed(op.delta)} clash points until the end of the ${op.until}`;
    case 'clash-per-opponent-we':
      return `${on} gets +1 clash point for each War Experience the opponent has`;
    case 'gain':
      return `${on} gains ${op.keyword} until the end of the battle`;
    case 'destroy':
      return `destroys ${on}`;
    case 'return-to-dock':
      return `returns ${on} to the M.S. Dock`;
    case 'to-hand':
      return `puts ${on} into its controller's hand`;
    case 'draw':
      return `its player draws ${plural(op.count, 'card')}`;
    case 'discard':
      return `${op.who === 'you' ? 'its player' : 'the opponent'} discards ${plural(op.count, 'card')}${op.random ? ' at random' : ''}`;
    case 'regenerate':
      return `its player regenerates ${plural(op.count, 'Material')}`;
    case 'mill':
      return `the top ${plural(op.count, 'card')} of ${op.who === 'you' ? 'its player' : 'the opponent'}'s Supply Base go to the Dry Dock`;
    case 'recycle':
      return 'the top card of the Dry Dock goes to the bottom of the Supply Base';
    case 'expend':
      return `its player expends ${plural(op.count, 'Material')}`;
    case 'war-experience':
      return `the opponent gains ${op.count} War Experience`;
    case 'manual':
      return `resolve by hand: ${op.text}`;
  }
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
