/**
 * Cruiser (ch. 21; Battleship): any number of Characters may be Set on it, and it gains none
 * of their Battle Modifications (play.ts, read.ts `setModification`).
 */
import { defineKeyword } from './index';

export const CRUISER = defineKeyword({
  kind: 'cruiser',
  names: ['cruiser', 'battleship'],
});
