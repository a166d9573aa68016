/**
 * Cruiser-use-Modification (+X/+Y/+Z) (ch. 21; Battleship Booster): Set on a Unit with
 * Cruiser, this card gives it +X/+Y/+Z (read.ts adds what Set cards lend).
 */
import { defineKeyword, hasEffect } from './index';

export const CRUISER_USE_MODIFICATION = defineKeyword({
  kind: 'cruiser-use-modification',
  names: ['cruiser-use-modification'],
  read: (k) => ({
    kind: 'cruiser-use-modification',
    mod: k.mod ?? { melee: 0, ranged: 0, hp: 0 },
  }),
  set: {
    lends: (e, hostFx) => (e.kind === 'cruiser-use-modification' && hasEffect(hostFx, 'cruiser') ? e.mod : null),
  },
});
