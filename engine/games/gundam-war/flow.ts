/**
 * Moving through the turn's timing chart (chart.ts): entering a station runs its Fixed
 * Effect, then opens Free Timing with the turn player's priority (the effect system's
 * `openFreeTiming`); both players passing on an empty Cut moves on to the next station.
 * Effects that arise at a station (Desert at the start of Damage Calculation, Abolish after
 * Destruction) are reported to the effect system, which puts them on one Cut in the
 * attacking player's order.
 */
import { nextState, type Draft } from '../../core/draft';
import type { CardId, GameState, Seat } from '../../core/types';
import { damageDummy, dummyDraws, dummyOf } from '../../core/dummy';
import {
  openedWithoutAgenda,
  openFreeTiming,
  runTiming,
  trigger,
  type EffectsState,
  type TriggerDraft,
} from '../../effects';
import { turnStartTriggers } from './auto-texts';
import { resolveArea, type BattleSide, type BattleUnit } from './battle';
import { STATIONS, stationName } from './chart';
import { markDestroyed, takeAbolish } from './destruction';
import { askSortie } from './asks';
import { endOfTurn } from './end-of-turn';
import { checkWin } from './endings';
import { HOOKS } from './hooks';
import { desertTriggers } from './keywords/desert';
import { damageNation, draw, gw, log, moveTo, setRolled } from './moves';
import { nationShielded } from './negation';
import { damageOf, def, squad, squadFightsBy, statsOf } from './read';
import { AREAS, hasMark, ofArea, other, rulesOf, rw, withEffects, ZONE, zk, type Area } from './state';
import { says } from './words';
import { areaList } from './zone-lists';

/**
 * Fixed Effects (and start-of-step triggers) by the station they run at, named as scenarios
 * and the log name it (chart.ts `stationName`: `draw-after` is the Draw Phase's Fixed Effect,
 * after its first window); they may ask a decision or report effects.
 */
const FIXED: Partial<Record<string, (d: Draft) => TriggerDraft[]>> = {
  reroll: rerollFixed,
  'draw-after': drawFixed,
  'attack-after': (d) => sortieFixed(d, true),
  'defend-after': (d) => sortieFixed(d, false),
  damage: damageStart,
  'damage-after': damageFixed,
  'return-after': returnFixed,
};

/**
 * The start of the turn, then the Reroll Phase's Fixed Effect. Effects "at the start of your turn"
 * (upkeep.ts) come first, with no Cut (ch. 07: no Free Timing before the Reroll Phase's Fixed
 * Effect); while one waits for its player's answer the reroll waits too (`carryOnTurnStart`).
 */
function rerollFixed(d: Draft): TriggerDraft[] {
  const starting = turnStartTriggers(d.state);
  if (starting.length > 0) {
    const r = runTiming(d, HOOKS, 'turn-start', { free: false }, starting);
    if ('error' in r) throw new Error(r.error);
    if (d.state.pending || rulesOf(d.state).effects.pending) {
      d.setValue(REROLL_WAITS, `turn-${d.state.turn.number}`);
      return [];
    }
  }
  return reroll(d);
}

/** The mark of a Reroll Phase waiting for an answer at the start of the turn (a value, so a save keeps it). */
const REROLL_WAITS = 'turn:reroll-waits';

/** Once nothing waits any more at the start of the turn: the Reroll Phase's Fixed Effect, then its Free Timing. */
export function carryOnTurnStart(d: Draft): void {
  const s = d.state;
  if (s.values[REROLL_WAITS] !== `turn-${s.turn.number}` || s.pending || rulesOf(s).effects.pending) return;
  d.setValue(REROLL_WAITS, '');
  openWindow(d, reroll(d));
}

function reroll(d: Draft): TriggerDraft[] {
  const s = d.state;
  // Nothing is rolled before each player's first turn.
  if (s.turn.number <= s.seats) return [];
  unrollAll(d, zk(s.turn.active, ZONE.disposition));
  log(d, 'reroll', s.turn.active, gw('reroll', { player: { seat: s.turn.active } }));
  return [];
}

/**
 * Rerolls every Set group in a zone: each card of it, heads and the cards Set on them alike (a
 * Set card always shares its host's zone), read once rather than group by group.
 */
export function unrollAll(d: Draft, zone: string): void {
  const list = d.state.zones[zone];
  if (list) for (let i = 0; i < list.length; i++) if (d.state.cards[list[i]].turned) d.card(list[i]).turned = false;
}

function drawFixed(d: Draft): TriggerDraft[] {
  // The first player skips the draw of the very first turn.
  if (d.state.turn.number > 1) draw(d, d.state.turn.active, 1);
  return [];
}

function sortieFixed(d: Draft, attacking: boolean): TriggerDraft[] {
  const s = d.state;
  const seat = attacking ? s.turn.active : other(s.turn.active);
  if (!attacking && nobodyToDefendAgainst(s)) return [];
  askSortie(d, seat, attacking);
  return [];
}

/** Whether `seat` has a squad in `area` (a head Unit there), without listing it. */
function hasSquad(s: GameState, seat: number, area: Area): boolean {
  if (seat >= s.seats) return false;
  const list = areaList(s, seat as Seat, area);
  for (let i = 0; i < list.length; i++) if (s.cards[list[i]].attachedTo === null) return true;
  return false;
}

const squadsIn = (s: GameState, seat: number): boolean => hasSquad(s, seat, 'earth') || hasSquad(s, seat, 'space');

/** Whether the Battle Areas hold no squad: nothing to note for Vulture, fight or return. */
export const noSquads = (s: GameState): boolean => !squadsIn(s, 0) && !squadsIn(s, 1);

/** The defender sorties only against an attacking squad (and never in goldfish). */
const nobodyToDefendAgainst = (s: GameState): boolean => s.seats < 2 || !squadsIn(s, s.turn.active);

/** Which Battle Areas have squads of both players facing each other (ch. 15). */
function engagedAt(s: GameState): Record<Area, boolean> {
  return {
    earth: s.seats === 2 && hasSquad(s, 0, 'earth') && hasSquad(s, 1, 'earth'),
    space: s.seats === 2 && hasSquad(s, 0, 'space') && hasSquad(s, 1, 'space'),
  };
}

/** Start of Damage Calculation: engagement is fixed now; Desert (Auto C) goes on a Cut. */
function damageStart(d: Draft): TriggerDraft[] {
  const r = rw(d);
  r.engaged = engagedAt(d.state);
  return r.engaged.earth ? desertTriggers(d) : [];
}

function battleUnit(d: Draft, id: CardId): BattleUnit {
  const s = d.state;
  const st = statsOf(s, id);
  const rolled = s.cards[id].turned;
  // A rolled Unit in a squad deals no battle damage (the reading behind Desert's roll).
  return {
    id,
    melee: rolled ? 0 : st.melee,
    ranged: rolled ? 0 : st.ranged,
    hp: st.hp,
    damage: damageOf(s, id),
    destroyed: hasMark(s, 'destroyed', id),
  };
}

/** Damage Calculation: every area at once, Swift Strike squads first (ch. 15, ch. 21 Swift Strike Timing). */
function damageFixed(d: Draft): TriggerDraft[] {
  const s = d.state;
  const active = s.turn.active;
  for (const area of AREAS) {
    const side = (seat: Seat): BattleSide | null => {
      const units = seat < s.seats ? squad(s, seat, area) : [];
      return units.length
        ? {
            units: units.map((u) => battleUnit(d, u)),
            swift: squadFightsBy(s, units, 'strikesFirst'),
            raid: squadFightsBy(s, units, 'overflowsToNation'),
            attacking: seat === active,
          }
        : null;
    };
    const att = side(active);
    const dfn = s.seats === 2 ? side(other(active)) : null;
    if (!att && !dfn) continue;
    // Engagement was fixed as the step began (ch. 15): a defending squad destroyed since leaves the
    // attackers engaged with no one, and their damage does not go through to the Nation.
    const engaged = ofArea(rulesOf(s).engaged, area);
    const result = resolveArea(att, dfn, engaged);
    for (const [id, dmg] of result.damage) if (damageOf(d.state, id) !== dmg) d.card(id).counters.damage = dmg;
    for (const id of result.destroyed) markDestroyed(d, id);
    // 「このターン、自軍本国は戦闘ダメージを受けない」 (negation.ts): the battle damage is not dealt.
    if (result.nationDamage > 0 && s.seats === 2 && nationShielded(d.state, other(active)))
      log(
        d,
        'negate',
        other(active),
        says('log.battleDamageStopped', { player: { seat: other(active) }, count: result.nationDamage }),
      );
    else if (result.nationDamage > 0 && s.seats === 2) damageNation(d, other(active), result.nationDamage);
    else if (result.nationDamage > 0 && dummyOf(s)) damageDummy(d, result.nationDamage);
    else if (result.nationDamage > 0)
      log(d, 'nation-damage', null, says('log.wouldDamageNation', { count: result.nationDamage }));
  }
  log(d, 'battle-damage', active, gw('battleDamage'));
  return [];
}

/** Return Step: every Unit goes back to its Disposition Area, rolled unless Resupplied (ch. 05). */
function returnFixed(d: Draft): TriggerDraft[] {
  const s = d.state;
  let any = false;
  for (let seat = 0 as Seat; seat < s.seats; seat = (seat + 1) as Seat) {
    for (const area of AREAS) {
      for (const id of squad(d.state, seat, area)) {
        any = true;
        moveTo(d, id, ZONE.disposition, seat);
        if (!hasMark(d.state, 'resupplied', id)) setRolled(d, id, true);
        // A Unit an effect moved into an area it has no aptitude for is destroyed on its return.
        const terrain = def(d.state, id).terrain ?? 'both';
        if (terrain !== 'both' && terrain !== area) markDestroyed(d, id);
      }
    }
  }
  if (any) log(d, 'return', s.turn.active, gw('return'));
  return [];
}

/**
 * When a station's Fixed Effect has nothing to do on a table but what `enteredIdle` writes,
 * by station name as `FIXED`: with no squad nothing is defended against, fights or returns
 * (nor does Desert arise without squads engaged in the Earth Area). Stations with a Fixed
 * Effect missing here always have work (a draw, a reroll, the attacker's sortie).
 */
const IDLE: Partial<Record<string, (s: GameState) => boolean>> = {
  'defend-after': nobodyToDefendAgainst,
  damage: (s) => !engagedAt(s).earth,
  'damage-after': noSquads,
  'return-after': noSquads,
};

/** Both tables by station index, looked up once: a station is entered at nearly every other step. */
const FIXED_AT = STATIONS.map((st) => FIXED[stationName(st)]);
const IDLE_AT = STATIONS.map((st) => IDLE[stationName(st)]);

/**
 * The state entering station `index` makes when its Fixed Effect has nothing to do and the
 * window before it just closed (`closed`, nothing waiting): what `enterStation` writes (the
 * station, the turn record, engagement at Damage Calculation) and the window `openWindow`
 * opens, built at once without a draft; null when the station has work. Nothing is logged,
 * so only for quiet steps; the caller checks that the closing step itself leaves nothing to
 * do (no destruction, Vulture or ending to note), as `finish` would.
 */
export function enteredIdle(s: GameState, index: number, closed: EffectsState): GameState | null {
  const st = STATIONS[index];
  if (st === undefined || st.moment === 'none') return null;
  const fixed = FIXED_AT[index];
  if (fixed !== undefined && IDLE_AT[index]?.(s) !== true) return null;
  const opened = openedWithoutAgenda(closed, s.turn.active);
  if (opened === null) return null;
  const next = nextState(s);
  const prev = s.turn;
  if (prev.phase !== st.phase || prev.step !== st.step)
    next.turn = { number: prev.number, active: prev.active, phase: st.phase, step: st.step };
  const r = withEffects(rulesOf(s), opened);
  r.station = index;
  if (fixed === damageStart) r.engaged = engagedAt(s);
  next.rules = r as never;
  return next;
}

/** Enters station `index`: its Fixed Effect, then Free Timing (or, in the End Phase, the end of the turn). */
export function enterStation(d: Draft, index: number): void {
  const st = STATIONS[index];
  rw(d).station = index;
  const prev = d.state.turn;
  // Spelled out (not spread): every turn record keeps one shape. Half the stations are in the
  // phase and step of the one before (before and after a Fixed Effect): the record is kept.
  if (prev.phase !== st.phase || prev.step !== st.step)
    d.state.turn = { number: prev.number, active: prev.active, phase: st.phase, step: st.step };
  // Every station of every turn passes here: a quiet step builds no message at all.
  const told = d.quiet ? null : prev.phase !== st.phase ? 'phase' : st.step && prev.step !== st.step ? 'step' : null;
  if (told) log(d, told, d.state.turn.active, gw('phase', { phase: { key: `table:gundam-war.${told}.${st[told]}` } }));
  if (st.moment === 'none') return carryOnEndOfTurn(d);
  const drafts = FIXED_AT[index]?.(d) ?? [];
  if (d.state.pending) return;
  openWindow(d, drafts);
}

/** Opens Free Timing and reports the effects that arose (with any Abolish) so they form one Cut. */
export function openWindow(d: Draft, drafts: TriggerDraft[] = []): void {
  // With nothing waiting to be carried out (nearly every window), the library's own slice rule
  // opens it without a library call and the objects it builds; its event is not logged.
  const opened = openedWithoutAgenda(rulesOf(d.state).effects, d.state.turn.active);
  if (opened) rw(d).effects = opened;
  else {
    const r = openFreeTiming(d, HOOKS);
    if ('error' in r) throw new Error(r.error);
  }
  const abolish = takeAbolish(d);
  const all = drafts.length === 0 ? abolish : abolish.length === 0 ? drafts : [...drafts, ...abolish];
  if (all.length) {
    const t = trigger(d, HOOKS, all);
    if ('error' in t) throw new Error(t.error);
  }
}

/** Both passed on an empty Cut: the next station. */
export function advance(d: Draft): void {
  if (d.state.winner !== null || d.state.pending) return;
  enterStation(d, rulesOf(d.state).station + 1);
}

export function startTurn(d: Draft, seat: Seat): void {
  d.state.turn = { number: d.state.turn.number + 1, active: seat, phase: 'reroll', step: '' };
  log(d, 'turn', seat, gw('turn', { turn: d.state.turn.number, player: { seat } }));
  enterStation(d, 0);
}

/** Carries the end of the turn on; once it is over, the other player's turn begins. */
export function carryOnEndOfTurn(d: Draft): void {
  if (!endOfTurn(d)) return;
  if (d.state.seats === 1) {
    // Goldfish: the dummy opponent's turn comes between the player's; it draws, and may run out.
    dummyDraws(d);
    checkWin(d);
    if (d.state.winner !== null) return;
  }
  startTurn(d, d.state.seats === 2 ? other(d.state.turn.active) : 0);
}
