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
import type { Op } from './abilities';
import { ask, cardOptions } from './ask';
import { abilitiesAt, printed } from './cards';
import { continueChain } from './chain';
import { matches } from './clash';
import { destroyMs, discard, discardAtRandom, draw, gainWarExperience, mill, recycle, ref, returnToDock } from './moves';
import { other, rulesOf, rw, type ChainOp, type Mod } from './state';

function abilityKey(a: Activation): string {
  return (a.op as ChainOp).ability;
}

export function opsOf(state: GameState, a: Activation): Op[] {
  const source = a.source!;
  if (abilityKey(a) === 'scars') {
    const f = abilitiesAt(state, source).find((x) => x.kind === 'battlefield');
    return f && f.kind === 'battlefield' ? f.scars : [];
  }
  const ability = abilitiesAt(state, source)[Number(abilityKey(a))];
  return ability && 'ops' in ability ? ability.ops : [];
}

/** A target is still valid at resolution while it is where the ability could reach it. */
export function targetStillValid(state: GameState, a: Activation, id: CardId): boolean {
  const ability = abilitiesAt(state, a.source!)[Number(abilityKey(a))];
  const target = ability && 'target' in ability ? ability.target : undefined;
  if (!target) return true;
  const c = state.cards[id];
  if (target.kind === 'own-dry-dock') return c.zone === K[a.controller]['dry-dock'];
  if (target.kind === 'own-rebel') return c.zone === K[a.controller]['rebel-forces'];
  return (c.zone.endsWith(':ms-battlefield') || c.zone.endsWith(':ms-dock')) && matches(state, id, target.filter);
}

function addMod(d: Draft, mod: Mod): void {
  const r = rw(d);
  r.mods = [...r.mods, mod];
}

/** Runs the effect's ops from `part`; returns false when paused for a decision. */
export function runOps(d: Draft, a: Activation, part: number): boolean {
  const ops = opsOf(d.state, a);
  // Targets were checked as the effect resolved (a lost target means no effect at all).
  const targets = a.targets.map((t) => t.id);
  const label = a.label;
  for (let i = part; i < ops.length; i++) {
    const op = ops[i];
    const you = a.controller;
    const opp = other(d.state, you);
    switch (op.op) {
      case 'clash':
        for (const t of targets.length ? targets : [a.source!]) {
          addMod(d, { card: t, delta: op.delta, keyword: null, until: op.until });
          d.log('clash', you, `{0} gets ${op.delta >= 0 ? '+' : ''}${op.delta} clash points until the end of the ${op.until}.`, [ref(d, t)]);
        }
        break;
      case 'clash-per-opponent-we': {
        const n = opp === null ? 0 : Number(d.state.values[K[opp]['war-experience']] ?? 0);
        for (const t of targets) {
          addMod(d, { card: t, delta: n, keyword: null, until: 'battle' });
          d.log('clash', you, `{0} gets +${n} clash points.`, [ref(d, t)]);
        }
        break;
      }
      case 'gain':
        for (const t of targets) {
          addMod(d, { card: t, delta: 0, keyword: op.keyword, until: 'battle' });
          d.log('gain', you, `{0} gains ${op.keyword} until the end of the battle.`, [ref(d, t)]);
        }
        break;
      case 'destroy':
        for (const t of targets) destroyMs(d, t);
        break;
      case 'return-to-dock':
        for (const t of targets) {
          const battle = rulesOf(d.state).battle;
          if (battle?.defenders.includes(t)) rw(d).battle = { ...battle, defenders: battle.defenders.filter((x) => x !== t) };
          returnToDock(d, t);
          d.log('return', you, `{0} returns to the M.S. Dock.`, [ref(d, t)]);
        }
        break;
      case 'to-hand':
        for (const t of targets) {
          moveCard(d, L, t, K[you]['hand']);
          d.log('to-hand', you, `{p${you}} puts {0} into their hand.`, [ref(d, t)]);
        }
        break;
      case 'draw':
        draw(d, you, op.count);
        break;
      case 'discard': {
        const who = op.who === 'you' ? you : opp;
        if (who === null) break;
        const hand = d.state.zones[K[who]['hand']];
        if (op.random) discardAtRandom(d, who, op.count);
        else if (hand.length <= op.count) discard(d, who, [...hand]);
        else {
          rw(d).resolving = { activation: a, part: i + 1 };
          ask(d, who, 'discard', `Discard ${op.count} card${op.count === 1 ? '' : 's'} (${label}).`, cardOptions(d, hand), op.count, op.count, true);
          return false;
        }
        break;
      }
      case 'regenerate': {
        const expended = d.state.zones[K[you]['factory']].filter((id) => d.state.cards[id].turned).slice(0, op.count);
        for (const id of expended) d.card(id).turned = false;
        d.log('regenerate', you, `{p${you}} regenerates ${expended.length} Material${expended.length === 1 ? '' : 's'}.`);
        break;
      }
      case 'mill': {
        const who = op.who === 'you' ? you : opp;
        if (who !== null) mill(d, who, op.count);
        break;
      }
      case 'recycle':
        recycle(d, you);
        break;
      case 'expend': {
        const ready = d.state.zones[K[you]['factory']].filter((id) => !d.state.cards[id].turned).slice(0, op.count);
        for (const id of ready) d.card(id).turned = true;
        d.log('expend', you, `{p${you}} expends ${ready.length} Material${ready.length === 1 ? '' : 's'}.`);
        break;
      }
      case 'war-experience':
        if (opp !== null) gainWarExperience(d, opp, op.count);
        break;
      case 'manual':
        d.log('manual', you, `{p${you}} resolves {0} by hand: ${op.text}`, [ref(d, a.source!)]);
        break;
    }
  }
  return true;
}

/** An Event card that has resolved goes to its owner's Dry Dock. */
export function finishEffect(d: Draft, a: Activation): void {
  if (a.kind !== 'play-card' || a.card === null) return;
  const card = d.state.cards[a.card];
  if (printed(d.state, a.card).type === 'event' && card.zone === K[a.controller]['ms-battlefield']) moveCard(d, L, a.card, K[card.owner]['dry-dock']);
}

/** Continues after a decision answered part-way through an effect, then the chain it belongs to. */
export function resume(d: Draft): void {
  const paused = rulesOf(d.state).resolving;
  if (!paused) return;
  rw(d).resolving = null;
  if (!runOps(d, paused.activation, paused.part)) return;
  finishEffect(d, paused.activation);
  continueChain(d);
}

export function seatOf(d: Draft, id: CardId): Seat {
  return d.state.cards[id].owner;
}
