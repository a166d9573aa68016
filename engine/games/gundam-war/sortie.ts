/**
 * Sortie and Squads (basic rules, Battle Phase): upright Units of your Disposition Area go out
 * as one squad per Battle Area, head Unit first, each into an area its terrain aptitude allows;
 * special effects add their own limits (ch. 21 High Mobility, Water, Base, Support), each asked
 * through the keyword registry.
 */
import type { Draft } from '../../core/draft';
import type { CardId, GameState, Seat } from '../../core/types';
import type { Refusal } from './abilities';
import { noteVulture } from './keywords/vulture';
import { keywordsWith } from './keywords';
import { log, moveTo, gw } from './moves';
import { sortieLocked } from './locks';
import { sortieForbidden } from './no-sortie';
import { cardType, def, squad } from './read';
import { AREAS, ofArea, other, setMark, ZONE, zk, type Area } from './state';
import { cardList, says } from './words';
import { cite, named, refused } from './refused';
import { message } from '../../i18n/message';

/** What bars this Unit from sortieing to `area` at all, or null (the check alone: asking for sorties builds no refusal). */
function sortieBar(
  s: GameState,
  seat: Seat,
  id: CardId,
  area: Area,
  attacking?: boolean,
): 'place' | 'rolled' | 'terrain' | 'locked' | 'locked-area' | 'forbidden' | null {
  const c = s.cards[id];
  if (!c || c.zone !== zk(seat, ZONE.disposition) || c.attachedTo !== null || cardType(s, id) !== 'unit')
    return 'place';
  if (c.turned) return 'rolled';
  const terrain = def(s, id).terrain ?? 'both';
  if (terrain !== 'both' && terrain !== area) return 'terrain';
  // Its own text over the rules (ch. 22 Priority of Rules and Text): 「このカードは宇宙エリアに出撃できない」.
  const locked = sortieLocked(s, id, area);
  if (locked) return locked === 'any' ? 'locked' : 'locked-area';
  // An effect of this turn: 「このターン、…は防御に出撃できない」 (no-sortie.ts).
  return attacking !== undefined && sortieForbidden(s, id, attacking) ? 'forbidden' : null;
}

/** Whether this Unit may sortie to `area` at all (an upright Unit in your Disposition Area, with the terrain). */
export const maySortie = (s: GameState, seat: Seat, id: CardId, area: Area, attacking?: boolean): boolean =>
  sortieBar(s, seat, id, area, attacking) === null;

/** Why this Unit may not sortie to `area` at all, or null. */
export function canSortie(s: GameState, seat: Seat, id: CardId, area: Area, attacking?: boolean): Refusal | null {
  const bar = sortieBar(s, seat, id, area, attacking);
  if (bar === null) return null;
  const c = s.cards[id];
  const said = { card: c ? named(s, id) : String(id) };
  if (bar === 'place') return refused('notInDisposition', said, cite('attackStep'));
  if (bar === 'rolled') return refused('rolledNoSortie', said, cite('rolledSortie'));
  if (bar === 'forbidden')
    return refused(attacking ? 'sortieForbiddenAttack' : 'sortieForbiddenDefend', said, cite('sortieLocked'));
  if (bar === 'locked' || bar === 'locked-area')
    return refused(
      bar === 'locked' ? 'sortieLocked' : 'sortieLockedArea',
      { ...said, area: message(`terms:terrain.${area}`) },
      cite('sortieLocked'),
    );
  return refused('noTerrain', { ...said, area: message(`terms:terrain.${area}`) }, cite('terrain'));
}

export type Sortie = Record<Area, CardId[]>;

/** The zone of each Battle Area, spelled once (a key built afresh is a new string to hash). */
const AREA_ZONES: Record<Area, string> = { earth: 'earth-area', space: 'space-area' };

/** The squads a sortie answer picks: its option ids are `<area>:<unit id>`, in squad order. */
export function sortiePlan(choice: readonly string[]): Sortie {
  const plan: Sortie = { earth: [], space: [] };
  for (const c of choice) {
    const at = c.indexOf(':');
    // Read without cutting the area's name out of the id (a new string to look up each time).
    const area: Area =
      at === 5 && c.startsWith('earth')
        ? 'earth'
        : at === 5 && c.startsWith('space')
          ? 'space'
          : (c.slice(0, at) as Area);
    ofArea(plan, area).push(Number(c.slice(at + 1)));
  }
  return plan;
}

/** The squads of both Battle Areas, head first. */
export type Squads = Readonly<Record<Area, readonly CardId[]>>;

const NO_SQUADS: Squads = Object.freeze({ earth: [], space: [] });

/** The enemy squads a sortie is checked against: a defender's, the attacking squads; an attacker's, none. */
export function opposingSquads(s: GameState, seat: Seat, attacking: boolean): Squads {
  return attacking ? NO_SQUADS : { earth: squad(s, other(seat), 'earth'), space: squad(s, other(seat), 'space') };
}

/** Whether the `i`th Unit of `area`'s squad was planned before, in that squad or an earlier one. */
function plannedBefore(plan: Sortie, area: Area, i: number): boolean {
  const units = ofArea(plan, area);
  const id = units[i];
  if (units.indexOf(id) < i) return true;
  for (const a of AREAS) {
    if (a === area) return false;
    if (ofArea(plan, a).includes(id)) return true;
  }
  return false;
}

/**
 * Why `plan` is not a legal sortie, or null. `enemy`: the squads it is checked against, read once
 * by a listing that checks many plans on one table (`opposingSquads`).
 */
export function checkSortie(
  s: GameState,
  seat: Seat,
  attacking: boolean,
  plan: Sortie,
  enemy = opposingSquads(s, seat, attacking),
): Refusal | null {
  for (const area of AREAS) {
    const units = ofArea(plan, area);
    const attacker = ofArea(enemy, area);
    if (!attacking && units.length > 0 && attacker.length === 0)
      return refused('noAttacker', { area: message(`terms:terrain.${area}`) }, cite('defendStep'));
    for (let i = 0; i < units.length; i++) {
      const id = units[i];
      if (plannedBefore(plan, area, i)) return refused('oneSquad', undefined, cite('squads'));
      const bad = canSortie(s, seat, id, area, attacking);
      if (bad) return bad;
    }
    // What special effects forbid (Base, Support, High Mobility, Water: each in its keywords/ file).
    if (units.length === 0) continue;
    const squadPlan = { seat, attacking, area, units, attacker };
    for (const k of keywordsWith('sortie')) {
      const refused = k.sortie(s, squadPlan);
      if (refused) return refused;
    }
  }
  return null;
}

export function carryOutSortie(d: Draft, seat: Seat, plan: Sortie): void {
  for (const area of AREAS) {
    const units = ofArea(plan, area);
    if (units.length === 0) continue;
    for (const id of units) {
      moveTo(d, id, ofArea(AREA_ZONES, area), seat);
      setMark(d, 'sortied', id, true);
    }
    noteVulture(d, area);
    if (!d.quiet)
      log(
        d,
        'sortie',
        seat,
        says(`log.sorties.${area}`, { player: { seat }, cards: cardList(0, units.length) }),
        units,
      );
  }
  if (AREAS.every((a) => ofArea(plan, a).length === 0)) log(d, 'sortie', seat, gw('noSortie', { player: { seat } }));
}
