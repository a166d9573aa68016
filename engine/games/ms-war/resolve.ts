/**
 * Carrying out card abilities: running DSL ops for an Effect Chain link or a triggered
 * ability. An op that needs a choice pauses the effect with a pending decision; answering it
 * resumes exactly where it stopped. The chain itself is the shared effect system's Cut (chain.ts).
 */
import type { Draft } from '../../core/draft';
import { MS_WAR_LAYOUT as L, ZONE_KEYS as K } from '../../core/layouts/ms-war';
import type { CardId, GameState, Seat } from '../../core/types';
import { moveCard } from '../../core/zones';
import type { Activation } from '../../effects';
import { opDef, type OpContext } from '../../abilities';
import type { Op } from './abilities';
import { abilitiesAt, printed } from './cards';
import { matches } from './clash';
import { chainEvents, isVoided } from './chain-events';
import { defunctFits, pileCardFits, pilotFits } from './pilot-target';
import { other, rw, type ChainOp } from './state';
import { msWarTable } from './table';

function abilityKey(a: Activation): string {
  return (a.op as ChainOp).ability;
}

export function opsOf(state: GameState, a: Activation): Op[] {
  const source = a.source!;
  if (abilityKey(a) === 'scars') {
    const f = abilitiesAt(state, source).find((x) => x.kind === 'battlefield');
    return f && f.kind === 'battlefield' ? f.scars : [];
  }
  // A voided Event does nothing when its link resolves; it still goes to the Dry Dock (finishEffect).
  if (a.kind === 'play-card' && a.card !== null && isVoided(state, a.card)) return [];
  const ability = abilitiesAt(state, source)[Number(abilityKey(a))];
  return ability && 'ops' in ability ? ability.ops : [];
}

/** A target is still valid at resolution while it is where the ability could reach it. */
export function targetStillValid(state: GameState, a: Activation, id: CardId): boolean {
  const ability = abilitiesAt(state, a.source!)[Number(abilityKey(a))];
  const target = ability && 'target' in ability ? ability.target : undefined;
  if (!target) return true;
  const c = state.cards[id];
  if (target.kind === 'own-dry-dock') return c.zone === K[a.controller]['dry-dock'] && pileCardFits(state, target, id);
  if (target.kind === 'own-rebel') return c.zone === K[a.controller]['rebel-forces'];
  if (target.kind === 'own-defunct') return defunctFits(state, a.controller, target, id);
  if (target.kind === 'pilot') return pilotFits(state, a.controller, target, id);
  if (target.kind === 'chain-event') return chainEvents(state, a.controller, target.whose).includes(id);
  if (target.whose === 'yours' && c.owner !== a.controller) return false;
  if (target.whose === 'enemy' && c.owner === a.controller) return false;
  return (c.zone.endsWith(':ms-battlefield') || c.zone.endsWith(':ms-dock')) && matches(state, id, target.filter);
}

/** Runs the effect's ops from `part`; returns false when paused for a decision. */
export function runOps(d: Draft, a: Activation, part: number): boolean {
  const ops = opsOf(d.state, a);
  // Targets were checked as the effect resolved (a lost target means no effect at all).
  const targets = a.targets.map((t) => t.id);
  const ctx: OpContext = {
    table: msWarTable(d, a),
    controller: a.controller,
    opponent: other(d.state, a.controller),
    source: a.source,
    on: targets,
  };
  const onSource = targets.length ? targets : [a.source!];
  for (let i = part; i < ops.length; i++) {
    const op = ops[i];
    const def = opDef(op.op);
    // "+N clash points" with no target is the source's own (SD-059's upgrade trigger).
    ctx.on = op.op === 'clash' && !op.per ? onSource : targets;
    if (def.apply(op, ctx) === 'paused') {
      rw(d).resolving = { activation: a, part: i + 1 };
      return false;
    }
  }
  return true;
}

/** An Event card that has resolved goes to its owner's Dry Dock. */
export function finishEffect(d: Draft, a: Activation): void {
  if (a.kind !== 'play-card' || a.card === null) return;
  const card = d.state.cards[a.card];
  if (printed(d.state, a.card).type === 'event' && card.zone === K[a.controller]['ms-battlefield'])
    moveCard(d, L, a.card, K[card.owner]['dry-dock']);
}

export function seatOf(d: Draft, id: CardId): Seat {
  return d.state.cards[id].owner;
}
