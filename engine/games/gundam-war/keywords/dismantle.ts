/**
 * Dismantle (ch. 21): in its own Disposition Phase, puts a Dismantle Coin on this card and
 * abolishes its Set cards; the Unit is then treated as a G (abilities.ts; read.ts `cardType`).
 */
import { defineKeyword } from './index';

export const DISMANTLE = defineKeyword({
  kind: 'dismantle',
  names: ['dismantle'],
});
