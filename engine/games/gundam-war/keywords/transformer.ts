/**
 * Transformer (ch. 21; Transform): in the Battle Phase, a rolled card turns to its Transformed
 * Mode or back; that mode's stats and text replace the printed ones (abilities.ts; read.ts).
 */
import { defineKeyword } from './index';

export const TRANSFORMER = defineKeyword({
  kind: 'transformer',
  names: ['transformer', 'transform'],
});
