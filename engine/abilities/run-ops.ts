/**
 * Carries out a list of ops in order: a choice a player must make pauses the list there (the
 * context's `paused` is told the ops left, for the game to resume with once the choice is made),
 * and an `if-done` op happens only when the op before it was done.
 */
import { opDef } from './registry';
import type { ScriptOp } from './schema';
import type { OpContext, Outcome } from './table';

export function runOps(ops: readonly ScriptOp[], ctx: OpContext): Outcome {
  const inner: OpContext = ctx.run ? ctx : { ...ctx, run: (list) => runOps(list, inner) };
  let done = true;
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i];
    if (op.op === 'if-done' && !done) {
      // "Otherwise, …": the other branch, when the op before was not done.
      if (!Array.isArray(op.else)) continue;
      const r = runOps(op.else as ScriptOp[], inner);
      if (r === 'paused') {
        inner.paused?.(ops.slice(i + 1), inner.on);
        return r;
      }
      done = r !== 'not-done';
      continue;
    }
    const r = opDef(op.op).apply(op, inner);
    if (r === 'paused') {
      // The game keeps what is left, to carry on once the choice is made (an enclosing list adds its own rest after).
      inner.paused?.(ops.slice(i + 1), inner.on);
      return r;
    }
    done = r !== 'not-done';
  }
  return done ? undefined : 'not-done';
}
