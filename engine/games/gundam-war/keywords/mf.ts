/** MF (ch. 21): Characters without GF may not be Set on this card (play.ts). */
import { defineKeyword } from './index';

export const MF = defineKeyword({
  kind: 'mf',
  names: ['mf'],
});
