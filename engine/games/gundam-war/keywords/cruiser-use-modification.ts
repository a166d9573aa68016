/**
 * Cruiser-use-Modification (+X/+Y/+Z) (ch. 21; Battleship Booster): Set on a Unit with
 * Cruiser, this card gives it +X/+Y/+Z (read.ts `setModification`).
 */
import { defineKeyword, parseModification } from './index';

export const CRUISER_USE_MODIFICATION = defineKeyword({
  kind: 'cruiser-use-modification',
  names: ['cruiser-use-modification', 'battleship-booster'],
  read: (k) => ({
    kind: 'cruiser-use-modification',
    mod: parseModification(k.param) ?? { melee: 0, ranged: 0, hp: 0 },
  }),
});
