/**
 * Variable (X) (ch. 21): the card may be put out onto your Disposition Area in your
 * Disposition Phase as a special G, only the second part of its text working (play.ts,
 * legal.ts, resolve-play.ts).
 */
import { defineKeyword, readX } from './index';

export const VARIABLE = defineKeyword({
  kind: 'variable',
  names: ['variable'],
  read: readX('variable'),
});
