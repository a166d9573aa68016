/**
 * Carries out a list of ops in order: a choice a player must make ends the list there (the
 * game resumes after it), and an `if-done` op happens only when the op before it was done.
 */
import { opDef } from './registry';
import type { ScriptOp } from './schema';
import type { OpContext, Outcome } from './table';

export function runOps(ops: readonly ScriptOp[], ctx: OpContext): Outcome {
  const inner: OpContext = ctx.run ? ctx : { ...ctx, run: (list) => runOps(list, inner) };
  let done = true;
  for (const op of ops) {
    if (op.op === 'if-done' && !done) continue;
    const r = opDef(op.op).apply(op, inner);
    if (r === 'paused') return r;
    done = r !== 'not-done';
  }
  return done ? undefined : 'not-done';
}
