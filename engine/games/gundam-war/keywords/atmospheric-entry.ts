/**
 * Atmospheric Entry (ch. 21): in the Defend Step, moves this card from the Space Area to the
 * Earth Area, no longer a target of unresolved effects (abilities.ts).
 */
import { defineKeyword } from './index';

export const ATMOSPHERIC_ENTRY = defineKeyword({
  kind: 'atmospheric-entry',
  names: ['atmospheric-entry'],
});
