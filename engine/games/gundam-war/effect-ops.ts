/**
 * Every kind of effect Gundam War puts on the Cut (`Op`, hooks.ts), each defined beside the rule
 * it carries out. module.ts installs this table; the hooks read it as effects resolve.
 */
import { ABILITY_OP } from './abilities';
import { FIELD_TEXT_OP } from './field-text';
import { ABOLISH_OP, AUTO_TEXT_OP, type EffectOp, type EffectOpTable } from './hooks';
import { CHANGE_OP } from './keywords/change';
import { DESERT_OP } from './keywords/desert';
import { PLAY_OP } from './moves/play-check';

const LIST: readonly EffectOp[] = [
  PLAY_OP,
  ABILITY_OP,
  CHANGE_OP,
  ABOLISH_OP,
  DESERT_OP,
  AUTO_TEXT_OP,
  FIELD_TEXT_OP,
] as never;

export const EFFECT_OP_TABLE: EffectOpTable = Object.freeze(
  Object.fromEntries(LIST.map((op) => [op.k, op.rules])),
) as EffectOpTable;
