/**
 * Team ->[A]B (ch. 21): every Unit of team A in the same place as this card gains B. A bare
 * Battle Modification B is gained from each member that has it; B's text is gained only once
 * however many members there print it. A Unit of team A answers to the ability `team:A`.
 */
import type { Keyword } from '../../../cards/model';
import { idText } from '../../../core/ids';
import type { Selector } from '../../../effects';
import { zoneOf } from '../read';
import { rulesOf } from '../state';
import { defineKeyword, type SpecialEffect } from './index';

/** `Team ->[A]B`: A is the param, B the effect; a B that gives a Battle Modification was read as the card was. */
function readTeam(keyword: Keyword): Extract<SpecialEffect, { kind: 'team' }> {
  const team = keyword.param ?? '';
  if (!keyword.mod) return { kind: 'team', team };
  return keyword.modOnly
    ? { kind: 'team', team, bonus: keyword.mod }
    : { kind: 'team', team, bonus: keyword.mod, text: keyword.effect ?? '' };
}

export const TEAM = defineKeyword({
  kind: 'team',
  names: ['team'],
  read: readTeam,
  constant: {
    effects: (s, seat, card, e, n, gained) => {
      if (e.kind !== 'team' || !e.bonus) return [];
      if (e.text !== undefined) {
        const key = `${seat}|${zoneOf(s, card)}|${e.team}|${e.text}`;
        if (gained.has(key)) return [];
        gained.add(key);
      }
      const selector: Selector = {
        types: ['unit'],
        zones: [zoneOf(s, card)],
        controller: 'you',
        abilities: [`team:${e.team}`],
      };
      const { melee, ranged, hp } = e.bonus;
      return [
        {
          id: `team:${idText(card)}:${n}`,
          source: card,
          controller: seat,
          ability: null,
          timestamp: rulesOf(s).entered[card] ?? 0,
          scope: { kind: 'static', selector },
          change: { kind: 'modify', deltas: { melee, ranged, hp } },
          duration: 'while-source-on-field',
          reads: [],
        },
      ];
    },
    lowers: (e) => (e.kind === 'team' && e.bonus ? Math.min(0, e.bonus.hp) : 0),
    ability: (e) => (e.kind === 'team' ? `team:${e.team}` : e.kind),
  },
});
