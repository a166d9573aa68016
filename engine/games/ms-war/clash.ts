/** Clash points as derived values: printed, plus pilots, battlefields, abilities and modifiers. */
import { ZONE_KEYS as K } from '../../core/layouts/ms-war';
import type { CardId, GameState } from '../../core/types';
import type { MsFilter, StaticClash } from './abilities';
import { abilitiesAt, hasKeyword, hasPilot, isMsType, pilotsOn, printed, printedFacts } from './cards';
import { ofCorps } from './corps';
import { mobileArmorBonus } from './keywords/mobile-armor';
import { rulesOf } from './state';

export function isAttacking(state: GameState, id: CardId): boolean {
  return rulesOf(state).battle?.attacker === id;
}

export function isDefending(state: GameState, id: CardId): boolean {
  return rulesOf(state).battle?.defenders.includes(id) ?? false;
}

export function matches(state: GameState, id: CardId, filter: MsFilter | undefined): boolean {
  if (!filter) return true;
  const card = state.cards[id];
  if (filter.where === 'attacking' && !isAttacking(state, id)) return false;
  if (filter.where === 'defending' && !isDefending(state, id)) return false;
  if (filter.where === 'ms-battlefield' && !card.zone.endsWith(':ms-battlefield')) return false;
  if (filter.msType && !isMsType(state, id, filter.msType)) return false;
  if (filter.keyword && !hasKeyword(state, id, filter.keyword)) return false;
  if (filter.corps !== undefined && !ofCorps(printed(state, id).corps, filter.corps)) return false;
  if (filter.maxClash !== undefined && clashOf(state, id) > filter.maxClash) return false;
  if (filter.minClash !== undefined && clashOf(state, id) < filter.minClash) return false;
  if (filter.pilot !== undefined && !carries(state, id, filter.pilot)) return false;
  return true;
}

/** Whether the M.S. carries a Pilot (`true`) or the Pilot of this name (as printed, in any case). */
function carries(state: GameState, id: CardId, pilot: true | string): boolean {
  if (pilot === true) return hasPilot(state, id);
  const name = pilot.toLowerCase();
  return pilotsOn(state, id).some((p) => printed(state, p).name.toLowerCase() === name);
}

function applies(state: GameState, id: CardId, s: StaticClash): number {
  if (s.whileDefending && !isDefending(state, id)) return 0;
  if (s.whileAttacking && !isAttacking(state, id)) return 0;
  if (s.whilePilot !== undefined && !carries(state, id, s.whilePilot)) return 0;
  if (s.filter && !matches(state, id, s.filter)) return 0;
  return s.delta;
}

/** Clash changes from one static source that reaches beyond its own card (a Dock Pilot or a Battlefield card). */
function fromWideSource(state: GameState, id: CardId, src: CardId): number {
  let total = 0;
  for (const a of abilitiesAt(state, src)) {
    if (a.kind !== 'static') continue;
    if (a.clash.scope === 'all' || (a.clash.scope === 'your-ms' && state.cards[src].owner === state.cards[id].owner))
      total += applies(state, id, a.clash);
  }
  return total;
}

/** Sums integers, so the sources are read in place (zone by zone) rather than gathered into lists first. */
export function clashOf(state: GameState, id: CardId): number {
  const facts = printedFacts(state, id);
  let total = facts.card.clash ?? 0;
  for (const a of facts.abilities)
    if (a.kind === 'static' && a.clash.scope === 'self') total += applies(state, id, a.clash);
  // Its pilots (`pilotsOn`): attached to it in its own zone.
  const here = state.zones[state.cards[id].zone];
  if (here !== undefined) {
    for (const pilot of here) {
      if (state.cards[pilot].attachedTo !== id) continue;
      const p = printedFacts(state, pilot);
      if (p.card.type !== 'pilot') continue;
      for (const a of p.abilities)
        if (a.kind === 'static' && a.clash.scope === 'host') total += applies(state, id, a.clash);
    }
  }
  // Battlefield cards, then Dock Pilots, seat by seat.
  for (let seat = 0; seat < state.seats; seat++) {
    for (const src of state.zones[K[seat]['battlefield-card']] ?? []) total += fromWideSource(state, id, src);
    for (const src of state.zones[K[seat]['ms-dock']] ?? [])
      if (state.cards[src].attachedTo === null && printed(state, src).type === 'pilot')
        total += fromWideSource(state, id, src);
  }
  for (const m of rulesOf(state).mods) if (m.card === id) total += m.delta;
  // Keywords C: a Mobile Armor defending against an M.S. that is neither Mobile Armor nor Battleship.
  const battle = rulesOf(state).battle;
  if (battle && isDefending(state, id)) total += mobileArmorBonus(state, id, battle.attacker);
  return total;
}
