/**
 * What the lower files of the Gundam War engine read but cannot import (it imports them): the
 * table of special effects, the kinds of effect on the Cut, the derivation of continuous
 * effects. Installed by an explicit call when the game module is built (module.ts); a test that
 * reads the rules without the module calls it itself.
 */
import { DERIVATION } from './continuous';
import { EFFECT_OP_TABLE } from './effect-ops';
import { installEffectOps } from './hooks';
import { installKeywords } from './keywords';
import { KEYWORD_TABLE } from './keywords/registry';
import { installDerivation } from './read';

export function wireGundamWar(): void {
  installKeywords(KEYWORD_TABLE);
  installEffectOps(EFFECT_OP_TABLE);
  installDerivation(DERIVATION);
}
