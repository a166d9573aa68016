/**
 * Psycommu (X) (ch. 21): in the Defend Step, after its fixed effect, and with an NT Character
 * in its Set group, deals X damage to an enemy Unit in battle with this card, or from the
 * Disposition Area to one in a Battle Area its terrain aptitude allows (abilities.ts: when,
 * whom, what).
 */
import { defineKeyword, readX } from './index';

export const PSYCOMMU = defineKeyword({
  kind: 'psycommu',
  names: ['psycommu'],
  read: readX('psycommu'),
});
