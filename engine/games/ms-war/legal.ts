/**
 * Every rules intent a seat may make now. Used by the app to highlight moves and by the
 * random and greedy players; each intent listed here is accepted by `applyRules`.
 */
import { ZONE_KEYS as K } from '../../core/layouts/ms-war';
import type { CardId, GameState, RulesIntent, Seat } from '../../core/types';
import { msIn, hasPilot, printed, printedFacts, hasKeyword, type PrintedFacts } from './cards';
import { priceOf, readyCount, requirementMet, targetChoices } from './play';
import { costMsChoices } from './cost-ms';
import { chainLength, priorityOf } from './chain';
import { ADDITIONAL_DEFENDER, defendersAllowed } from './keywords/additional-defender';
import { hasAttack } from './keywords/attack';
import { BATTLESHIP, isBattleship } from './keywords/battleship';
import { mayAttack } from './battle';
import { rulesOf } from './state';

const CAP = 64;
const ACTIVATION_ZONES = ['ms-dock', 'ms-battlefield', 'battlefield-card'] as const;

/** The seat's M.S. in play: on the M.S. Dock, then on the M.S. Battlefield. */
function msInPlay(state: GameState, seat: Seat): CardId[] {
  return [...msIn(state, K[seat]['ms-dock']), ...msIn(state, K[seat]['ms-battlefield'])];
}

/** `hasKeyword` for a hand card; without an attached card in the hand: its printed keywords and the turn's modifiers. */
function handKeyword(
  state: GameState,
  id: CardId,
  card: PrintedFacts['card'],
  keyword: string,
  pilotsInHand: boolean,
): boolean {
  if (pilotsInHand) return hasKeyword(state, id, keyword);
  for (const k of card.keywords) if (k.id === keyword) return true;
  for (const m of rulesOf(state).mods) if (m.card === id && m.keyword === keyword) return true;
  return false;
}

function attachedIn(state: GameState, ids: readonly CardId[]): boolean {
  for (const id of ids) if (state.cards[id].attachedTo !== null) return true;
  return false;
}

function subsets<T>(ids: T[], min: number, max: number): T[][] {
  const out: T[][] = [];
  // One list grown and shrunk along the walk (copied only when listed), not a new list per branch.
  const acc: T[] = [];
  const walk = (start: number) => {
    if (out.length >= CAP) return;
    if (acc.length >= min) out.push(acc.slice());
    if (acc.length === max) return;
    for (let i = start; i < ids.length; i++) {
      acc.push(ids[i]);
      walk(i + 1);
      acc.pop();
    }
  };
  walk(0);
  return out;
}

/**
 * `checkDefenders(state, attacker, c) === null` for the listed defences (never a repeat), with
 * each card's keyword looked up once per listing instead of once per defence.
 */
function defenceCheck(state: GameState, attacker: CardId): (c: string[]) => boolean {
  const battleship = isBattleship(state, attacker);
  const seen = new Map<string, boolean>();
  // Defence options are named by their card's id (`cardOptions`).
  const has = (option: string, keyword: string): boolean => {
    let v = seen.get(option);
    if (v === undefined) seen.set(option, (v = hasKeyword(state, Number(option), keyword)));
    return v;
  };
  // One keyword matters per attacker: the defenders' Battleship, or their extra defender.
  if (battleship) return (c) => c.length !== 1 || has(c[0], BATTLESHIP);
  return (c) =>
    defendersAllowed(c.length, c.length === 2 && (has(c[0], ADDITIONAL_DEFENDER) || has(c[1], ADDITIONAL_DEFENDER)));
}

/** Every order of a few effects (an ordering decision lists each one exactly once). */
function orders(ids: string[]): string[][] {
  if (ids.length <= 1) return [ids];
  const out: string[][] = [];
  for (const first of ids)
    for (const rest of orders(ids.filter((x) => x !== first))) if (out.length < CAP) out.push([first, ...rest]);
  return out;
}

function answers(state: GameState, seat: Seat): RulesIntent[] {
  const p = state.pending!;
  if (p.max <= 1 && p.kind !== 'order-effects' && p.kind !== 'defend') {
    // The usual question (yes or no, one card or none): the answers `subsets` would list, built directly.
    const out: RulesIntent[] = [];
    if (p.min <= 0) out.push({ type: 'answer', seat, choice: [] });
    if (p.max === 1)
      for (const o of p.options) if (out.length < CAP) out.push({ type: 'answer', seat, choice: [o.id] });
    return out;
  }
  const ids = p.options.map((o) => o.id);
  let choices: string[][];
  if (p.kind === 'order-effects') choices = orders(ids);
  else if (p.kind === 'defend') {
    const attacker = rulesOf(state).battle!.attacker;
    const orders: string[][] = [[]];
    for (const a of ids) {
      orders.push([a]);
      for (const b of ids) if (b !== a) orders.push([a, b]);
    }
    if (p.max > 2) orders.push(ids);
    const allowed = defenceCheck(state, attacker);
    choices = orders.filter((c) => c.length <= p.max && allowed(c));
  } else choices = subsets(ids, p.min, p.max);
  return choices.map((choice) => ({ type: 'answer', seat, choice }));
}

export function legalIntents(state: GameState, seat: Seat): RulesIntent[] {
  if (state.winner !== null) return [];
  if (state.pending) return state.pending.seat === seat ? answers(state, seat) : [];
  const r = rulesOf(state);
  const t = state.turn;
  const out: RulesIntent[] = [];
  if (t.phase === 'attack' && t.step === 'declare' && !r.window) {
    if (t.active !== seat) return [];
    for (const id of msIn(state, K[seat]['ms-dock']))
      if (mayAttack(state, id)) out.push({ type: 'attack', seat, card: id });
    out.push({ type: 'pass', seat });
    return out;
  }
  const w = r.window;
  if (!w || priorityOf(state) !== seat) return [];
  out.push({ type: 'pass', seat });
  // Ready Materials are counted only when some card could use them.
  let ready = -1;
  const main = w.kind === 'strategic' && t.active === seat && !chainLength(state);
  // Worked out once per listing, not per hand card, and only when a card asks: whether pilots
  // ride in the hand, and the M.S. in play.
  let inPlay: CardId[] | null = null;
  const hand = state.zones[K[seat]['hand']];
  // A hand card's keywords come from its print and the turn's modifiers, and from pilots only
  // when a card in the hand is attached to another (never in play, but a scenario may set it).
  let pilotsInHand: boolean | null = null;
  for (const id of hand) {
    const facts = printedFacts(state, id);
    const card = facts.card;
    if (card.type === 'event') {
      if (ready < 0) ready = readyCount(state, seat);
      if (priceOf(state, card) > ready) continue;
      pilotsInHand ??= attachedIn(state, hand);
      if (t.phase !== 'attack' && handKeyword(state, id, card, 'attack', pilotsInHand)) continue;
      const costMs = facts.event?.cost?.destroyMs;
      if (costMs && !costMsChoices(state, seat, id, costMs).length) continue;
      const target = facts.event?.target;
      if (!target) out.push({ type: 'play', seat, card: id });
      else
        for (const tg of targetChoices(state, seat, target)) out.push({ type: 'play', seat, card: id, targets: [tg] });
      continue;
    }
    if (!main || card.type === 'mission') continue;
    if (ready < 0) ready = readyCount(state, seat);
    if (priceOf(state, card) > ready) continue;
    const field = facts.battlefield;
    if (field && !requirementMet(state, seat, field.requirement)) continue;
    out.push({ type: 'play', seat, card: id });
    if (
      card.type === 'pilot' &&
      !handKeyword(state, id, card, 'dock-pilot', (pilotsInHand ??= attachedIn(state, hand)))
    ) {
      inPlay ??= msInPlay(state, seat);
      for (const host of inPlay) if (!hasPilot(state, host)) out.push({ type: 'play', seat, card: id, attachTo: host });
    }
    if (card.type === 'ms' && card.model) {
      inPlay ??= msInPlay(state, seat);
      for (const onto of inPlay) {
        const top = printed(state, onto);
        if (
          card.model === top.model &&
          (card.cost ?? 0) > (top.cost ?? 0) &&
          (card.cost ?? 0) - (top.cost ?? 0) <= ready
        )
          out.push({ type: 'upgrade', seat, card: id, onto });
      }
    }
  }
  for (const zone of ACTIVATION_ZONES) {
    for (const id of state.zones[K[seat][zone]]) {
      const facts = printedFacts(state, id);
      if (!facts.activated) continue;
      const abilities = facts.abilities;
      for (let index = 0; index < abilities.length; index++) {
        const a = abilities[index];
        if (a.kind !== 'activated') continue;
        if (ready < 0) ready = readyCount(state, seat);
        if ((a.cost.materials ?? 0) > ready || (a.cost.expendSelf && state.cards[id].turned)) continue;
        if (a.oncePerTurn && r.used.includes(`${id}:${index}`)) continue;
        if (a.cost.destroyMs && !costMsChoices(state, seat, id, a.cost.destroyMs).length) continue;
        if (a.ops.some((o) => o.op === 'manual')) continue;
        if (a.phase === 'strategic' && (t.phase !== 'strategic' || t.active !== seat)) continue;
        const onlyAttack = a.phase === 'attack' || hasAttack(state, id);
        if (onlyAttack && (t.phase !== 'attack' || (!a.target && !r.battle))) continue;
        if (!a.target) out.push({ type: 'activate', seat, card: id, ability: index });
        else
          for (const tg of targetChoices(state, seat, a.target))
            out.push({ type: 'activate', seat, card: id, ability: index, targets: [tg] });
      }
    }
  }
  return out;
}
