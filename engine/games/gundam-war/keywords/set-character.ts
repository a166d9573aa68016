/**
 * Set/Character (ch. 21; Set/Ch): the card may also be Set on your own Character; Set on a
 * non-Cruiser, non-Base Unit, further Characters may be Set there, this card moving onto them
 * (read.ts `setCharactersOn`).
 */
import { defineKeyword, keywordRule, refusal } from './index';

export const SET_CHARACTER = defineKeyword({
  kind: 'set-character',
  names: ['set-character'],
  set: {
    alsoOn: {
      type: 'character',
      refusal: refusal('setCharacter', undefined, keywordRule('setCharacter')),
    },
    leavesRoom: true,
  },
});
