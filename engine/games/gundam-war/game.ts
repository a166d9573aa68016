/**
 * The Gundam War rules as one pure step function over GundamWarState: setup (draw 6,
 * mulligans, first player), priority and passing in Free Timing (turn player first; both
 * pass ⇒ the last effect on the Cut resolves, or the game moves on), and every intent.
 */
import type { GundamWarCard } from '../../cards/model';
import { createPrng, nextInt, shuffle } from '../../core/prng';
import { checkActivate, checkChange, type ActivateIntent, type ChangeIntent } from './abilities';
import { withKeywords } from './card-text';
import { def } from './derive';
import { endOfTurnNext, vultureOptions } from './end-of-turn';
import { advance, checkDestruction, checkWin, enterStation, openAbolishCut } from './flow';
import { draw, log, moveTo, type Ctx, type GwEvent } from './moves';
import { checkPlay, type PlayIntent } from './play';
import { resolveTop } from './resolve';
import { checkSortie, type SortieIntent } from './sortie';
import { freshPerTurn, LOCATIONS, other, type CardState, type GundamWarState, type Location, type Seat } from './state';

export type GwIntent =
  | { type: 'pass'; seat: Seat }
  | { type: 'mulligan'; seat: Seat; choice: 'keep' | 'no-g' | 'redraw' }
  | { type: 'vulture'; seat: Seat; card: string | null }
  | { type: 'discard'; seat: Seat; card: string }
  | PlayIntent
  | ActivateIntent
  | ChangeIntent
  | SortieIntent;

export interface GwRuleError {
  error: string;
  rule: string;
}

export type GwStepResult = { state: GundamWarState; events: GwEvent[] } | GwRuleError;

export interface GwSetup {
  seed: number;
  decks: [string[], string[]];
  cards: GundamWarCard[];
}

export const OPENING_HAND = 6;

function emptyZones(): Record<Location, string[]> {
  return Object.fromEntries(LOCATIONS.map((l) => [l, []])) as unknown as Record<Location, string[]>;
}

/** A new game: shuffled Nations, a random first player, 6-card hands and the first mulligan decision. */
export function createGundamWar(setup: GwSetup): GwStepResult {
  const defs: Record<string, GundamWarCard> = {};
  for (const c of setup.cards) defs[c.number] = withKeywords(c);
  let prng = createPrng(setup.seed);
  const cards: Record<string, CardState> = {};
  const zones: GundamWarState['zones'] = [emptyZones(), emptyZones()];
  let n = 0;
  for (const seat of [0, 1] as Seat[]) {
    const ids: string[] = [];
    for (const number of setup.decks[seat]) {
      if (!defs[number]) return { error: `Deck ${seat + 1}: card ${number} is not in the Gundam War card list.`, rule: 'deck construction' };
      const id = `c${n++}`;
      cards[id] = {
        id, number, owner: seat, place: { at: 'nation', seat }, rolled: false, damage: 0, destroyed: false, faceDown: true,
        dismantleCoins: 0, transformed: false, variableG: false, sortiedThisTurn: false, resupplied: false, modifiers: [], since: 0,
      };
      ids.push(id);
    }
    [zones[seat].nation, prng] = shuffle(ids, prng);
  }
  let first: number;
  [first, prng] = nextInt(prng, 2);
  const s: GundamWarState = {
    game: 'gundam-war', defs, cards, zones, battle: { earth: [], space: [] }, prng, clock: 0, turn: 0,
    first: first as Seat, active: first as Seat, phase: 'reroll', step: null, moment: 'none', station: 0,
    engaged: { earth: false, space: false }, vultureAreas: [[], []], priority: first as Seat, passes: 0, cut: [], pendingAbolish: [],
    pending: null, perTurn: freshPerTurn(), vulturePoints: [0, 0], pollution: [0, 0],
    mulligan: [{ noG: true, next: 5 }, { noG: true, next: 5 }], winner: null, lossReason: null, steps: 0,
  };
  const ctx: Ctx = { s, events: [] };
  log(ctx, 'setup', first as Seat, `The Nations are shuffled; {p${first}} goes first.`);
  for (const seat of [0, 1] as Seat[]) draw(ctx, seat, OPENING_HAND);
  s.pending = { kind: 'mulligan', seat: first as Seat, size: OPENING_HAND, allowNoG: true };
  return { state: s, events: ctx.events };
}

function handHasG(s: GundamWarState, seat: Seat): boolean {
  return s.zones[seat].hand.some((id) => def(s, id).type === 'g');
}

/** Mulligans (basic rules 5): A once with no G in hand (redraw 6); B redraws 5, then 4, then 3. */
function mulligan(ctx: Ctx, intent: Extract<GwIntent, { type: 'mulligan' }>): GwRuleError | null {
  const s = ctx.s;
  const p = s.pending;
  if (!p || p.kind !== 'mulligan' || p.seat !== intent.seat) return { error: 'No mulligan is asked of you now.', rule: 'basic rules: mulligan' };
  const m = s.mulligan[intent.seat];
  if (intent.choice === 'keep') {
    if (intent.seat === s.first) s.pending = { kind: 'mulligan', seat: other(s.first), size: OPENING_HAND, allowNoG: true };
    else {
      s.pending = null;
      s.turn = 1;
      log(ctx, 'turn', s.active, `Turn 1: {p${s.active}}'s turn.`);
      enterStation(ctx, 0);
    }
    return null;
  }
  let size: number;
  if (intent.choice === 'no-g') {
    if (!m.noG || handHasG(s, intent.seat)) return { error: 'Mulligan A needs a hand without G, once, before any other mulligan.', rule: 'basic rules: mulligan A' };
    m.noG = false;
    size = OPENING_HAND;
    log(ctx, 'mulligan', intent.seat, `{p${intent.seat}} shows a hand without G and redraws.`);
  } else {
    if (m.next < 3) return { error: 'No further redraws are allowed.', rule: 'basic rules: mulligan B' };
    m.noG = false;
    size = m.next;
    m.next -= 1;
    log(ctx, 'mulligan', intent.seat, `{p${intent.seat}} redraws ${size}.`);
  }
  for (const id of [...s.zones[intent.seat].hand]) moveTo(ctx, id, { at: 'nation', seat: intent.seat });
  [s.zones[intent.seat].nation, s.prng] = shuffle(s.zones[intent.seat].nation, s.prng);
  draw(ctx, intent.seat, size);
  s.pending = { kind: 'mulligan', seat: intent.seat, size, allowNoG: m.noG };
  return null;
}

function pass(ctx: Ctx, seat: Seat): GwRuleError | null {
  const s = ctx.s;
  if (s.pending) return { error: 'A decision is pending.', rule: 'ch. 07 Free Timing' };
  if (s.priority !== seat) return { error: 'The other player has priority.', rule: 'ch. 07 Priority of Free Timing' };
  s.passes += 1;
  s.priority = other(seat);
  if (s.passes < 2) return null;
  if (s.cut.length > 0) {
    resolveTop(ctx);
    s.priority = s.active;
    s.passes = 0;
    checkDestruction(ctx);
    openAbolishCut(ctx);
    return null;
  }
  advance(ctx);
  return null;
}

function answerVulture(ctx: Ctx, intent: Extract<GwIntent, { type: 'vulture' }>): GwRuleError | null {
  const s = ctx.s;
  const p = s.pending;
  if (!p || p.kind !== 'vulture' || p.seat !== intent.seat) return { error: 'No Vulture choice is asked of you now.', rule: 'ch. 21 Vulture Point' };
  if (intent.card !== null) {
    if (!vultureOptions(s, intent.seat).includes(intent.card)) return { error: 'Your Vulture Points cannot buy that card.', rule: 'ch. 21 Vulture Point' };
    moveTo(ctx, intent.card, { at: 'hand', seat: intent.seat });
    log(ctx, 'vulture', intent.seat, '{p' + intent.seat + '} takes {0} back with Vulture Points.', [intent.card]);
  }
  s.pending = null;
  endOfTurnNext(ctx);
  return null;
}

function answerDiscard(ctx: Ctx, intent: Extract<GwIntent, { type: 'discard' }>): GwRuleError | null {
  const s = ctx.s;
  const p = s.pending;
  if (!p || p.kind !== 'discard' || p.seat !== intent.seat) return { error: 'No discard is asked of you now.', rule: 'end of turn: hand adjustment' };
  if (!s.zones[intent.seat].hand.includes(intent.card)) return { error: 'Discard a card from your hand.', rule: 'end of turn: hand adjustment' };
  moveTo(ctx, intent.card, { at: 'junkyard', seat: intent.seat });
  s.pending = null;
  endOfTurnNext(ctx);
  return null;
}

function run(ctx: Ctx, intent: GwIntent): GwRuleError | null {
  const s = ctx.s;
  if (s.winner !== null) return { error: 'The game is over.', rule: 'win and loss' };
  if (intent.seat !== 0 && intent.seat !== 1) return { error: 'An intent names its seat, 0 or 1.', rule: 'intents' };
  switch (intent.type) {
    case 'pass':
      return pass(ctx, intent.seat);
    case 'mulligan':
      return mulligan(ctx, intent);
    case 'vulture':
      return answerVulture(ctx, intent);
    case 'discard':
      return answerDiscard(ctx, intent);
    default: {
      const check =
        intent.type === 'play' ? checkPlay(s, intent)
        : intent.type === 'activate' ? checkActivate(s, intent)
        : intent.type === 'change' ? checkChange(s, intent)
        : intent.type === 'sortie' ? checkSortie(s, intent)
        : { error: `Unknown intent "${(intent as { type: string }).type}".`, rule: 'intents' };
      if (typeof check !== 'function') return check;
      check(ctx);
      if (intent.type === 'sortie') advanceAfterDecision(ctx);
      return null;
    }
  }
}

/** After a Fixed Effect's decision is answered, its Free Timing opens with the turn player. */
function advanceAfterDecision(ctx: Ctx): void {
  ctx.s.priority = ctx.s.active;
  ctx.s.passes = 0;
}

export function stepGundamWar(state: GundamWarState, intent: GwIntent): GwStepResult {
  // Card definitions never change during a game, so they are shared rather than copied.
  const { defs, ...rest } = state;
  const s = { ...structuredClone(rest), defs } as GundamWarState;
  const ctx: Ctx = { s, events: [] };
  const err = run(ctx, intent);
  if (err) return err;
  checkDestruction(ctx);
  openAbolishCut(ctx);
  checkWin(ctx);
  s.steps += 1;
  return { state: s, events: ctx.events };
}
