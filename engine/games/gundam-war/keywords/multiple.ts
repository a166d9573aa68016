/**
 * Multiple -> A (ch. 21): in the Battle Phase, applies A every time it is paid for by removing
 * from the game a card of the same name from hand or Junkyard (abilities.ts).
 */
import { defineKeyword } from './index';

export const MULTIPLE = defineKeyword({
  kind: 'multiple',
  names: ['multiple'],
  read: (k) => ({ kind: 'multiple', effect: k.effect ?? k.param ?? '' }),
});
