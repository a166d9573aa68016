/**
 * The M.S. War reading of a card script (engine/abilities/schema.ts): each script ability
 * becomes the shape the rules read. The script was checked when the card was read, so every
 * word here is one M.S. War allows.
 */
import type { ScriptAbility, ScriptAffects, ScriptTarget } from '../../abilities';
import type { CardScript, ScriptRequires } from '../../abilities/schema';
import type { Ability, MsFilter, Requirement, StaticClash, Target, TriggerOn } from './abilities';

function filterOf(f: {
  where?: string;
  msType?: string;
  keyword?: string;
  maxClash?: number;
  minClash?: number;
  corps?: string;
  pilot?: true | string;
}): MsFilter {
  const out: MsFilter = {};
  if (f.where === 'attacking' || f.where === 'defending' || f.where === 'ms-battlefield') out.where = f.where;
  if (f.msType !== undefined) out.msType = f.msType;
  if (f.keyword !== undefined) out.keyword = f.keyword;
  if (f.maxClash !== undefined) out.maxClash = f.maxClash;
  if (f.minClash !== undefined) out.minClash = f.minClash;
  if (f.corps !== undefined) out.corps = f.corps;
  if (f.pilot !== undefined) out.pilot = f.pilot;
  return out;
}

function targetOf(t: ScriptTarget | undefined): Target | undefined {
  if (!t) return undefined;
  if (t.where === 'dry-dock' || t.where === 'defunct-pile') {
    const pile: Extract<Target, { kind: 'own-dry-dock' | 'own-defunct' }> = {
      kind: t.where === 'dry-dock' ? 'own-dry-dock' : 'own-defunct',
    };
    if (t.card === 'ms') pile.ms = true;
    if (t.card === 'pilot') pile.pilot = true;
    return pile;
  }
  if (t.where === 'rebel-forces') return { kind: 'own-rebel' };
  if (t.card === 'pilot') {
    const p: Target = { kind: 'pilot' };
    if (t.attached) p.attached = true;
    if (t.corps !== undefined) p.corps = t.corps;
    if (t.whose === 'yours' || t.whose === 'enemy') p.whose = t.whose;
    return p;
  }
  if (t.where === 'being-played')
    return t.whose === 'yours' || t.whose === 'enemy'
      ? { kind: 'chain-event', whose: t.whose }
      : { kind: 'chain-event' };
  const out: Target = { kind: 'ms', filter: filterOf(t) };
  if (t.whose === 'yours' || t.whose === 'enemy') out.whose = t.whose;
  return out;
}

const SCOPES: Record<string, StaticClash['scope']> = { self: 'self', host: 'host', yours: 'your-ms', all: 'all' };

function staticOf(
  affects: ScriptAffects,
  defending: boolean,
  attacking: boolean,
  pilot: true | string | undefined,
  ops: { op: string; delta?: unknown; keyword?: unknown }[],
): StaticClash {
  const clash: StaticClash = { scope: SCOPES[affects.scope], delta: 0 };
  const filter = filterOf(affects);
  if (Object.keys(filter).length) clash.filter = filter;
  if (defending) clash.whileDefending = true;
  if (attacking) clash.whileAttacking = true;
  if (pilot !== undefined) clash.whilePilot = pilot;
  for (const op of ops) {
    if (op.op === 'clash') clash.delta += op.delta as number;
    else if (op.op === 'gain') (clash.grants ??= []).push(op.keyword as string);
  }
  return clash;
}

function requirementOf(r: ScriptRequires): Requirement {
  if (r.dockMsWith !== undefined) return { kind: 'dock-ms-with', keyword: r.dockMsWith };
  if (r.materialsAtLeast !== undefined) return { kind: 'materials-at-least', count: r.materialsAtLeast };
  if (r.dockMsAtLeast !== undefined)
    return r.corps === undefined
      ? { kind: 'dock-ms-at-least', count: r.dockMsAtLeast }
      : { kind: 'dock-ms-at-least', count: r.dockMsAtLeast, corps: r.corps };
  if (r.warExperienceBelow !== undefined) return { kind: 'no-war-experience-at-least', count: r.warExperienceBelow };
  return { kind: 'none' };
}

function abilityOf(a: ScriptAbility): Ability {
  switch (a.kind) {
    case 'play': {
      const out: Extract<Ability, { kind: 'event' }> = { kind: 'event', ops: a.do };
      if (a.target) out.target = targetOf(a.target);
      if (a.cost?.destroyMs !== undefined) out.cost = { destroyMs: a.cost.destroyMs };
      return out;
    }
    case 'trigger':
      return { kind: 'trigger', on: a.when as TriggerOn, ops: a.do };
    case 'activated': {
      const out: Extract<Ability, { kind: 'activated' }> = { kind: 'activated', cost: {}, ops: a.do };
      if (a.cost?.materials !== undefined) out.cost.materials = a.cost.materials;
      if (a.cost?.expendSelf) out.cost.expendSelf = true;
      if (a.cost?.destroySelf) out.cost.destroySelf = true;
      if (a.cost?.destroyMs !== undefined) out.cost.destroyMs = a.cost.destroyMs;
      if (a.limit?.perTurn === 1) out.oncePerTurn = true;
      if (a.timing) out.phase = a.timing as 'strategic' | 'attack';
      if (a.target) out.target = targetOf(a.target);
      return out;
    }
    case 'static': {
      const only = a.do.find((op) => op.op === 'only-defend');
      if (only) return { kind: 'only-defend', filter: filterOf(only as Parameters<typeof filterOf>[0]) };
      return {
        kind: 'static',
        clash: staticOf(a.affects, a.while?.defending === true, a.while?.attacking === true, a.while?.pilot, a.do),
      };
    }
    case 'battlefield':
      return { kind: 'battlefield', requirement: requirementOf(a.requires), scars: a.scars };
    case 'rule':
      if (a.rule === 'event-cost' || a.rule === 'ms-cost' || a.rule === 'pilot-cost') {
        const card = a.rule === 'event-cost' ? 'event' : a.rule === 'ms-cost' ? 'ms' : 'pilot';
        return a.timing
          ? { kind: 'price', card, delta: a.delta ?? 1, phase: a.timing }
          : { kind: 'price', card, delta: a.delta ?? 1 };
      }
      return a.rule === 'cannot-attack' ? { kind: 'cannot-attack' } : { kind: 'cannot-defend' };
  }
}

/** A card's abilities as the M.S. War rules read them, in the script's order (activations name them by index). */
export function msWarAbilities(script: CardScript | undefined): Ability[] {
  return script ? script.abilities.map(abilityOf) : [];
}
