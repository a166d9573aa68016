/**
 * The Effect Chain as the table shows it (`GameModule.cut`): each link with what it will
 * do when it resolves, in plain words built from the ability's ops, and who holds priority.
 */
import { opDef } from '../../abilities';
import { cutEntries, type CutEntry, type CutState, type CutTold } from '../../core/module';
import type { GameState, LogMessage, LogParam } from '../../core/types';
import { activationRefs, type Activation } from '../../effects';
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

const cut = (key: string, params?: LogMessage['params']): LogMessage => ({ key: `ms-war:cut.${key}`, params });
const ref = (n: number): LogParam => ({ ref: n });

/** Cards `from`… of a link's refs as one list: "A and B" / 「AとB」. */
function refList(from: number, count: number): LogParam {
  return count <= 1 ? ref(from) : cut('listAnd', { first: ref(from), rest: refList(from + 1, count - 1) });
}

/**
 * `describeLink` as a message, told per reader (issue 47: a Japanese table showed the chain in
 * English): `{ ref: 0 }` is the link's card, `{ ref: 1 + i }` its target i (`activationRefs`).
 */
export function tellLink(state: GameState, a: Activation): CutTold {
  const refs = activationRefs(a);
  const on = a.targets.length ? refList(1, a.targets.length) : a.source !== null ? ref(0) : cut('it');
  const said = opsOf(state, a).map((op) => opDef(op.op).say(op, on, 'ms-war'));
  if (!said.length) return { effectMsg: cut('nothing'), refs };
  const ops = said.slice(1).reduce<LogParam>((done, next) => cut('then', { first: done, next }), said[0]);
  return { effectMsg: cut('effect', { ops }), refs };
}

/** A link is named by its card (`chainDraft` labels it so): the name in the reader's language. */
function named(entry: CutEntry): CutEntry {
  return entry.source === null ? entry : { ...entry, labelMsg: cut('label', { card: ref(0) }) };
}

export function msWarCut(state: GameState): CutState | null {
  const r = rulesOf(state);
  if (!r || !r.effects) return null;
  return {
    entries: cutEntries(
      r.effects.cut,
      (a) => describeLink(state, a),
      (a) => tellLink(state, a),
    ).map(named),
    priority: priorityOf(state),
    free: r.window !== null && r.effects.free,
  };
}
