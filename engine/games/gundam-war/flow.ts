/**
 * The turn as a timing chart (ch. 07 "Timings for Play", ch. 05 "Fixed Effects"; turn
 * order from the basic-rules notes): each station is a Free Timing window, entered after
 * its Fixed Effect where it has one. Fixed Effects are never cut into; the Reroll Phase
 * has no Free Timing before its Fixed Effect and no step has Free Timing at its end.
 */
import { cardType, def, effectsOf, squadHas, statsOf } from './derive';
import { hasEffect } from './keywords';
import { resolveArea, type BattleSide, type BattleUnit } from './battle';
import { damageNation, draw, log, moveTo, setRolled, type Ctx } from './moves';
import { endOfTurnStart } from './end-of-turn';
import { AREAS, other, type Area, type GundamWarState, type Moment, type Phase, type Seat, type Step } from './state';

interface Station {
  phase: Phase;
  step: Step;
  moment: Moment;
  /** The Fixed Effect (or start-of-step trigger) run on entering; may open a decision. */
  enter?: (ctx: Ctx) => void;
}

export const STATIONS: Station[] = [
  { phase: 'reroll', step: null, moment: 'free-after', enter: rerollFixed },
  { phase: 'draw', step: null, moment: 'free' },
  { phase: 'draw', step: null, moment: 'free-after', enter: drawFixed },
  { phase: 'disposition', step: null, moment: 'free' },
  { phase: 'battle', step: 'attack', moment: 'free' },
  { phase: 'battle', step: 'attack', moment: 'free-after', enter: (ctx) => sortieFixed(ctx, true) },
  { phase: 'battle', step: 'defend', moment: 'free' },
  { phase: 'battle', step: 'defend', moment: 'free-after', enter: (ctx) => sortieFixed(ctx, false) },
  { phase: 'battle', step: 'damage', moment: 'free', enter: damageStart },
  { phase: 'battle', step: 'damage', moment: 'free-after', enter: damageFixed },
  { phase: 'battle', step: 'return', moment: 'free' },
  { phase: 'battle', step: 'return', moment: 'free-after', enter: returnFixed },
  { phase: 'end', step: null, moment: 'none', enter: endOfTurnStart },
];

function isFirstTurnOf(s: GundamWarState): boolean {
  return s.turn <= 2;
}

/** Reroll Phase: the turn player's cards are all rerolled (nothing to do on a first turn). */
function rerollFixed(ctx: Ctx): void {
  const s = ctx.s;
  if (isFirstTurnOf(s)) return;
  for (const id of s.zones[s.active].disposition) setRolled(s, id, false);
  log(ctx, 'reroll', s.active, `{p${s.active}} rerolls every card.`);
}

/** Draw Phase: draw 1, except the first player's first turn. */
function drawFixed(ctx: Ctx): void {
  const s = ctx.s;
  if (s.turn === 1) return;
  draw(ctx, s.active, 1);
}

function sortieFixed(ctx: Ctx, attacking: boolean): void {
  const s = ctx.s;
  const seat = attacking ? s.active : other(s.active);
  if (!attacking && AREAS.every((a) => s.battle[a].length === 0)) return;
  s.pending = { kind: 'sortie', seat, attacking };
}

/** Start of Damage Calculation: engagement is fixed now; Desert (Auto C) triggers onto a Cut. */
function damageStart(ctx: Ctx): void {
  const s = ctx.s;
  for (const area of AREAS) s.engaged[area] = s.battle[area].length === 2;
  const earth = s.battle.earth;
  for (const squad of earth) {
    const enemy = earth.find((q) => q.seat !== squad.seat);
    if (!enemy || !squadHas(s, squad, 'desert')) continue;
    s.cut.push({ kind: 'desert', card: squad.units[0], seat: squad.seat, targets: [enemy.units[0]] });
    log(ctx, 'trigger', squad.seat, `Desert: {p${squad.seat}}'s squad will roll the head of the enemy squad.`, [squad.units[0]]);
  }
}

function battleUnit(s: GundamWarState, id: string): BattleUnit {
  const st = statsOf(s, id);
  const c = s.cards[id];
  // A rolled Unit in a squad deals no battle damage (the reading behind Desert's roll).
  return { id, melee: c.rolled ? 0 : st.melee, ranged: c.rolled ? 0 : st.ranged, hp: st.hp, damage: c.damage, destroyed: c.destroyed };
}

/** Damage Calculation: every area at once, Swift Strike squads first (ch. 15, ch. 21). */
function damageFixed(ctx: Ctx): void {
  const s = ctx.s;
  for (const area of AREAS) {
    const att = s.battle[area].find((q) => q.attacking) ?? null;
    const dfn = s.battle[area].find((q) => !q.attacking) ?? null;
    const side = (q: typeof att): BattleSide | null =>
      q ? { units: q.units.map((u) => battleUnit(s, u)), swift: squadHas(s, q, 'swift-strike'), raid: squadHas(s, q, 'raid'), attacking: q.attacking } : null;
    const result = resolveArea(side(att), side(dfn), s.engaged[area] && dfn !== null);
    for (const [id, dmg] of Object.entries(result.damage)) s.cards[id].damage = dmg;
    for (const id of result.destroyed) markDestroyed(ctx, id);
    if (result.nationDamage > 0) damageNation(ctx, other(s.active), result.nationDamage);
  }
  log(ctx, 'battle-damage', s.active, 'Battle damage is resolved.');
}

/** Return Step: every Unit back to its Disposition Area, rolled unless Resupplied (ch. 05). */
function returnFixed(ctx: Ctx): void {
  const s = ctx.s;
  for (const area of AREAS) {
    for (const squad of [...s.battle[area]]) {
      for (const id of [...squad.units]) {
        const terrain = def(s, id).terrain ?? 'both';
        moveTo(ctx, id, { at: 'disposition', seat: squad.seat });
        if (!s.cards[id].resupplied) setRolled(s, id, true);
        // A Unit moved by an effect into an area it has no aptitude for is destroyed on return.
        if (terrain !== 'both' && terrain !== area) markDestroyed(ctx, id);
      }
    }
    s.battle[area] = [];
  }
  log(ctx, 'return', s.active, 'Every squad returns to its Disposition Area.');
}

export function markDestroyed(ctx: Ctx, id: string): void {
  const c = ctx.s.cards[id];
  if (c.destroyed && ctx.s.pendingAbolish.includes(id)) return;
  c.destroyed = true;
  if (!ctx.s.pendingAbolish.includes(id) && !ctx.s.cut.some((e) => e.kind === 'abolish' && e.card === id)) ctx.s.pendingAbolish.push(id);
  log(ctx, 'destroyed', null, '{0} is Destroyed.', [id]);
}

/** Units whose damage reached their Defense, or whose Defense is 0, become Destroyed (ch. 16). */
export function checkDestruction(ctx: Ctx): void {
  const s = ctx.s;
  const units = [...s.zones[0].disposition, ...s.zones[1].disposition, ...AREAS.flatMap((a) => s.battle[a].flatMap((q) => q.units))];
  for (const id of units) {
    if (s.cards[id].destroyed || cardType(s, id) !== 'unit') continue;
    const hp = statsOf(s, id).hp;
    if (hp <= 0 || s.cards[id].damage >= hp) markDestroyed(ctx, id);
  }
}

/** Abolish effects of Destroyed cards form one Cut once the current Cut is over (ch. 11, ch. 16). */
export function openAbolishCut(ctx: Ctx): void {
  const s = ctx.s;
  if (s.cut.length > 0 || s.pendingAbolish.length === 0) return;
  for (const id of s.pendingAbolish) s.cut.push({ kind: 'abolish', card: id, seat: s.active });
  s.pendingAbolish = [];
  s.priority = s.active;
  s.passes = 0;
}

/** A player with an empty Nation loses; both at once is a draw. */
export function checkWin(ctx: Ctx): void {
  const s = ctx.s;
  if (s.winner !== null) return;
  const empty = ([0, 1] as Seat[]).filter((seat) => s.zones[seat].nation.length === 0);
  if (empty.length === 2) {
    s.winner = 'draw';
    s.lossReason = 'Both Nations are empty.';
  } else if (empty.length === 1) {
    s.winner = other(empty[0]);
    s.lossReason = `{p${empty[0]}}'s Nation is empty.`;
  }
  if (s.winner !== null) {
    s.pending = null;
    log(ctx, 'game-over', null, s.lossReason ?? 'The game is over.');
  }
}

/** Enters station `index` (wrapping into the next turn) and runs its Fixed Effect. */
export function enterStation(ctx: Ctx, index: number): void {
  const s = ctx.s;
  const st = STATIONS[index];
  s.station = index;
  s.phase = st.phase;
  s.step = st.step;
  s.moment = st.moment;
  s.priority = s.active;
  s.passes = 0;
  st.enter?.(ctx);
  checkDestruction(ctx);
  openAbolishCut(ctx);
  checkWin(ctx);
}

/** Leaves the current window (both passed with an empty Cut) for the next station. */
export function advance(ctx: Ctx): void {
  const s = ctx.s;
  if (s.winner !== null || s.pending) return;
  enterStation(ctx, s.station + 1);
}

export function startTurn(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  s.active = seat;
  s.turn += 1;
  for (const sq of AREAS) s.battle[sq] = [];
  s.engaged = { earth: false, space: false };
  log(ctx, 'turn', seat, `Turn ${s.turn}: {p${seat}}'s turn.`);
  enterStation(ctx, 0);
}

/** The reading of "squad effects" used when a squad forms: is it an all-Vulture squad? */
export function noteVulture(s: GundamWarState, area: Area): void {
  for (const q of s.battle[area]) {
    if (q.units.length > 0 && q.units.every((u) => hasEffect(effectsOf(s, u), 'vulture'))) {
      q.vulture = true;
      if (!s.vultureAreas[q.seat].includes(area)) s.vultureAreas[q.seat].push(area);
    }
  }
}
