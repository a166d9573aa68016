/**
 * Cruiser (ch. 21; Battleship): any number of Characters may be Set on it, and it gains none
 * of their Battle Modifications; it is played under the one-per-turn limit it shares with Base
 * and Support ("Special Rules for Cruiser, Base and Support").
 */
import { defineKeyword } from './index';

export const CRUISER = defineKeyword({
  kind: 'cruiser',
  names: ['cruiser'],
  play: { cruiserLike: true },
  host: { takesMany: true, noCharacterModifications: true },
});
