/** Card scripts: a card's abilities as data, read and described the same way for both games. */
export {
  SCRIPT_VERSION,
  type CardScript,
  type ScriptAbility,
  type ScriptOp,
  type ScriptTarget,
  type ScriptAffects,
} from './schema';
export { readScript, type ScriptRead } from './read';
export { problemMessage, problemText, type ScriptProblem } from './problems';
export { OPS, opDef, opNames } from './registry';
export { runOps } from './run-ops';
export type { OpContext, Outcome } from './table';
export { describeAbility } from './describe';
