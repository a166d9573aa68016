/**
 * Team ->[A]B (ch. 21): every Unit of team A in the same area as this card gains B; a bare
 * Battle Modification B is gained from each member, B's text only once (auto-a.ts makes
 * continuous effects of it).
 */
import type { Keyword } from '../../../cards/model';
import { defineKeyword, parseModification, type SpecialEffect } from './index';

/** `Team ->[A]B`: the parser gives A as the param and B as the effect; B may be a battle modification. */
function readTeam(keyword: Keyword): Extract<SpecialEffect, { kind: 'team' }> {
  const team = (keyword.param ?? '').trim();
  const mod = parseModification(keyword.effect);
  if (!mod) return { kind: 'team', team };
  return /^\s*[+-]\d+\s*\/\s*[+-]\d+\s*\/\s*[+-]\d+\s*$/.test(keyword.effect ?? '')
    ? { kind: 'team', team, bonus: mod }
    : { kind: 'team', team, bonus: mod, text: (keyword.effect ?? '').trim() };
}

export const TEAM = defineKeyword({
  kind: 'team',
  names: ['team'],
  read: readTeam,
});
