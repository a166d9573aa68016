/**
 * Variable (X) (ch. 21): the card may be put out onto your Disposition Area in your
 * Disposition Phase as a special G, only the second part of its text working (play.ts counts it
 * as the turn's G; resolve-play.ts puts it out).
 */
import { defineKeyword, readX } from './index';

export const VARIABLE = defineKeyword({
  kind: 'variable',
  names: ['variable'],
  read: readX('variable'),
  play: { asG: true },
});
