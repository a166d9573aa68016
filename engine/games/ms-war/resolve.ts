/**
 * Resolving card abilities: running DSL ops, and the Effect Chain ("first played, last
 * resolved"). An op that needs a choice pauses resolution with a pending decision;
 * answering it resumes exactly where it stopped.
 */
import type { Draft } from '../../core/draft';
import { MS_WAR_LAYOUT as L } from '../../core/layouts/ms-war';
import { zoneKey as z } from '../../core/layout';
import type { Seat } from '../../core/types';
import { moveCard } from '../../core/zones';
import type { Op } from './abilities';
import { ask, cardOptions } from './ask';
import { abilitiesOf, printed } from './cards';
import { matches } from './clash';
import { afterChain } from './flow';
import { destroyMs, discard, discardAtRandom, draw, gainWarExperience, mill, recycle, ref, returnToDock } from './moves';
import { other, rulesOf, rw, type ChainEntry } from './state';

export function opsOf(d: Draft, entry: ChainEntry): Op[] {
  if (entry.ability === 'scars') {
    const a = abilitiesOf(printed(d.state, entry.source)).find((x) => x.kind === 'battlefield');
    return a && a.kind === 'battlefield' ? a.scars : [];
  }
  const a = abilitiesOf(printed(d.state, entry.source))[Number(entry.ability)];
  return a && 'ops' in a ? a.ops : [];
}

/** A target still valid at resolution: it must still be where the ability could reach it. */
function liveTargets(d: Draft, entry: ChainEntry): string[] {
  const a = abilitiesOf(printed(d.state, entry.source))[Number(entry.ability)];
  const target = a && 'target' in a ? a.target : undefined;
  if (!target) return entry.targets;
  return entry.targets.filter((t) => {
    const c = d.state.cards[t];
    if (target.kind === 'own-dry-dock') return c.zone === z(entry.seat, 'dry-dock');
    if (target.kind === 'own-rebel') return c.zone === z(entry.seat, 'rebel-forces');
    return (c.zone.endsWith(':ms-battlefield') || c.zone.endsWith(':ms-dock')) && matches(d.state, t, target.filter);
  });
}

/** Runs ops from `part`; returns false when paused for a decision. */
export function runOps(d: Draft, entry: ChainEntry, part: number, chained: boolean): boolean {
  const ops = opsOf(d, entry);
  const targets = liveTargets(d, entry);
  for (let i = part; i < ops.length; i++) {
    const op = ops[i];
    const you = entry.seat;
    const opp = other(d.state, you);
    switch (op.op) {
      case 'clash':
        for (const t of targets.length ? targets : entry.targets.length ? [] : [entry.source]) {
          rw(d).mods.push({ card: t, delta: op.delta, keyword: null, until: op.until });
          d.log('clash', you, `{0} gets ${op.delta >= 0 ? '+' : ''}${op.delta} clash points until the end of the ${op.until}.`, [ref(d, t)]);
        }
        break;
      case 'clash-per-opponent-we': {
        const n = opp === null ? 0 : Number(d.state.values[z(opp, 'war-experience')] ?? 0);
        for (const t of targets) {
          rw(d).mods.push({ card: t, delta: n, keyword: null, until: 'battle' });
          d.log('clash', you, `{0} gets +${n} clash points.`, [ref(d, t)]);
        }
        break;
      }
      case 'gain':
        for (const t of targets) {
          rw(d).mods.push({ card: t, delta: 0, keyword: op.keyword, until: 'battle' });
          d.log('gain', you, `{0} gains ${op.keyword} until the end of the battle.`, [ref(d, t)]);
        }
        break;
      case 'destroy':
        for (const t of targets) destroyMs(d, t);
        break;
      case 'return-to-dock':
        for (const t of targets) {
          const battle = rulesOf(d.state).battle;
          if (battle?.defenders.includes(t)) rw(d).battle!.defenders = battle.defenders.filter((x) => x !== t);
          returnToDock(d, t);
          d.log('return', you, `{0} returns to the M.S. Dock.`, [ref(d, t)]);
        }
        break;
      case 'to-hand':
        for (const t of targets) {
          moveCard(d, L, t, z(you, 'hand'));
          d.log('to-hand', you, `{p${you}} puts {0} into their hand.`, [ref(d, t)]);
        }
        break;
      case 'draw':
        draw(d, you, op.count);
        break;
      case 'discard': {
        const who = op.who === 'you' ? you : opp;
        if (who === null) break;
        const hand = d.state.zones[z(who, 'hand')];
        if (op.random) discardAtRandom(d, who, op.count);
        else if (hand.length <= op.count) discard(d, who, [...hand]);
        else {
          rw(d).resolving = { entry, part: i + 1, chained };
          ask(d, who, 'discard', `Discard ${op.count} card${op.count === 1 ? '' : 's'} (${entry.label}).`, cardOptions(d, hand), op.count, op.count, true);
          return false;
        }
        break;
      }
      case 'regenerate': {
        const expended = d.state.zones[z(you, 'factory')].filter((id) => d.state.cards[id].turned).slice(0, op.count);
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
        const ready = d.state.zones[z(you, 'factory')].filter((id) => !d.state.cards[id].turned).slice(0, op.count);
        for (const id of ready) d.card(id).turned = true;
        d.log('expend', you, `{p${you}} expends ${ready.length} Material${ready.length === 1 ? '' : 's'}.`);
        break;
      }
      case 'war-experience':
        if (opp !== null) gainWarExperience(d, opp, op.count);
        break;
      case 'manual':
        d.log('manual', you, `{p${you}} resolves {0} by hand: ${op.text}`, [ref(d, entry.source)]);
        break;
    }
  }
  return true;
}

/** Puts an Event card or activated effect on the Effect Chain and passes priority. */
export function pushChain(d: Draft, entry: ChainEntry): void {
  const r = rw(d);
  r.chain.push(entry);
  const opp = other(d.state, entry.seat);
  r.window = { kind: r.window!.kind, priority: opp ?? entry.seat, passes: opp === null ? 1 : 0 };
}

function finishEntry(d: Draft, entry: ChainEntry): void {
  const card = d.state.cards[entry.source];
  if (printed(d.state, entry.source).type === 'event' && card.zone === z(entry.seat, 'ms-battlefield')) {
    moveCard(d, L, entry.source, z(card.owner, 'dry-dock'));
  }
}

/** Resolves the Effect Chain from its last link down; stops at a pending decision. */
export function resolveChain(d: Draft): void {
  while (rulesOf(d.state).chain.length) {
    const r = rw(d);
    const entry = r.chain.pop()!;
    d.log('resolve', entry.seat, `{0} resolves.`, [ref(d, entry.source)]);
    if (!runOps(d, entry, 0, true)) return;
    finishEntry(d, entry);
  }
  afterChain(d);
}

/** Continues after a decision answered mid-resolution. */
export function resume(d: Draft): void {
  const paused = rulesOf(d.state).resolving;
  if (!paused) return;
  rw(d).resolving = null;
  if (!runOps(d, paused.entry, paused.part, paused.chained)) return;
  if (paused.chained) {
    finishEntry(d, paused.entry);
    resolveChain(d);
  }
}

export function seatOf(d: Draft, id: string): Seat {
  return d.state.cards[id].owner;
}
