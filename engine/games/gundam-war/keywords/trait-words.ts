/**
 * Colony, Tire, Royalty / Family Name, School : Undefeatable East (ch. 21): words with no
 * effect of their own, which other texts ask for (auto-a.ts `hasTrait`).
 */
import { defineKeyword } from './index';

export const TRAIT_WORDS = defineKeyword({
  kind: 'trait-word',
  names: ['colony', 'tire', 'royalty', 'school-undefeatable-east'],
  read: (k) => ({ kind: 'trait-word', word: k.label }),
});
