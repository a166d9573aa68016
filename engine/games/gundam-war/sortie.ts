/**
 * Sortie and Squads (basic rules, Battle Phase; ch. 21 High Mobility, Water, Base, Support):
 * upright Units of your Disposition Area form one squad per Battle Area, head Unit first,
 * each Unit into an area its terrain aptitude allows.
 */
import { cardType, def, effectsOf, squadHas } from './derive';
import { hasEffect } from './keywords';
import { log, moveTo, type Ctx } from './moves';
import { noteVulture } from './flow';
import { AREAS, type Area, type GundamWarState, type Seat } from './state';

export interface SortieIntent {
  type: 'sortie';
  seat: Seat;
  earth?: string[];
  space?: string[];
}

interface Refusal {
  error: string;
  rule: string;
}

const refuse = (error: string, rule: string): Refusal => ({ error, rule });

/** May this Unit sortie to `area` at all (upright, a Unit, in your Disposition Area, terrain)? */
export function canSortie(s: GundamWarState, seat: Seat, id: string, area: Area): Refusal | null {
  const c = s.cards[id];
  const name = c ? def(s, id).name : id;
  if (!c || c.place.at !== 'disposition' || c.place.seat !== seat || cardType(s, id) !== 'unit') return refuse(`${name} is not a Unit in your Disposition Area.`, 'basic rules: Attack Step');
  if (c.rolled) return refuse(`${name} is rolled and cannot sortie.`, 'basic rules: Attack Step (rolled Units cannot sortie)');
  const terrain = def(s, id).terrain ?? 'both';
  if (terrain !== 'both' && terrain !== area) return refuse(`${name} has no ${area === 'earth' ? 'Earth' : 'Space'} terrain aptitude.`, 'basic rules: sortie by terrain aptitude');
  return null;
}

export function checkSortie(s: GundamWarState, intent: SortieIntent): Refusal | ((ctx: Ctx) => void) {
  const p = s.pending;
  if (!p || p.kind !== 'sortie' || p.seat !== intent.seat) return refuse('No sortie is asked of you now.', 'ch. 05 Fixed Effects (Attack/Defend Step)');
  const seen = new Set<string>();
  for (const area of AREAS) {
    const units = intent[area] ?? [];
    if (!p.attacking && units.length > 0 && !s.battle[area].some((q) => q.attacking)) {
      return refuse(`No attacking squad is in the ${area} area to defend against.`, 'basic rules: Defend Step');
    }
    for (const id of units) {
      if (seen.has(id)) return refuse('A Unit sorties in one squad only.', 'basic rules: Squads');
      seen.add(id);
      const bad = canSortie(s, intent.seat, id, area);
      if (bad) return bad;
      const fx = effectsOf(s, id);
      if (p.attacking && hasEffect(fx, 'base')) return refuse(`${def(s, id).name} is a Base and cannot sortie to attack.`, 'ch. 21 Base');
    }
    const bases = units.filter((u) => hasEffect(effectsOf(s, u), 'base'));
    if (bases.length > 1) return refuse('A squad may hold only one Base.', 'ch. 21 Base');
    const supports = units.filter((u) => hasEffect(effectsOf(s, u), 'support'));
    if (supports.length > 1) return refuse('A Support sorties only into a squad with no other Support.', 'ch. 21 Support');
    if (!p.attacking) {
      const attacker = s.battle[area].find((q) => q.attacking);
      if (attacker && squadHas(s, attacker, 'high-mobility') && units.some((u) => !hasEffect(effectsOf(s, u), 'high-mobility'))) {
        return refuse('Against an all-High Mobility attacking squad only Units with High Mobility may sortie there.', 'ch. 21 High Mobility');
      }
      if (attacker && area === 'earth' && squadHas(s, attacker, 'water') && bases.length > 0) {
        return refuse('Against an all-Water squad in the Earth Area no Base may sortie.', 'ch. 21 Water');
      }
    }
  }
  return (ctx: Ctx) => {
    const st = ctx.s;
    st.pending = null;
    for (const area of AREAS) {
      for (const id of intent[area] ?? []) {
        moveTo(ctx, id, { at: 'battle', area, seat: intent.seat });
        st.cards[id].sortiedThisTurn = true;
      }
      if ((intent[area] ?? []).length > 0) {
        noteVulture(st, area);
        log(ctx, 'sortie', intent.seat, `{p${intent.seat}} sorties ${(intent[area] ?? []).length} Unit(s) to the ${area} area.`, intent[area]);
      }
    }
  };
}
