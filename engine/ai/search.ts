/**
 * Information-set Monte Carlo tree search (single observer; Cowling, Powley and Whitehouse,
 * "Information Set Monte Carlo Tree Search", 2012). Each iteration deals a fresh
 * determinization of the hidden cards (determinize.ts), walks the tree with UCB1 over the
 * moves that table allows (counted by availability, as moves differ between deals), adds
 * one move (the greedy player's favourite among those not tried yet), plays on with the
 * greedy player for a few turns and scores the table (evaluate.ts). Moves with one choice are made without a tree node. The answer is the root
 * move visited most. Everything is seeded: the same view, seed and iteration budget give the
 * same move; a time budget only stops the iterations sooner, and so does a search whose
 * leading move can no longer be overtaken (`settled`).
 */
import type { GameModule } from '../core/module';
import type { PrngState } from '../core/prng';
import { nextInt } from '../core/prng';
import { step } from '../core/step';
import { isRuleError, type GameState, type RulesIntent, type Seat } from '../core/types';
import { greedyPlayer, greedyScore } from '../sim/players';
import { determinize, type DeterminizeOptions } from './determinize';
import { evaluate } from './evaluate';

export interface SearchBudget {
  /** At most this many iterations (tests set this alone, for exact repeatability). */
  iterations: number;
  /** Stop after this many milliseconds of thinking, when set. */
  thinkMs?: number;
  /** Turns a playout runs past the turn it starts in before the table is scored. */
  horizon: number;
  /** Exploration constant of UCB1. */
  exploration: number;
  /**
   * Run every iteration even once the leading move can no longer be overtaken (tests compare
   * the early stop against it). Off by default: a settled search stops with the same move.
   */
  exhaust?: boolean;
}

export interface MoveStat {
  intent: RulesIntent;
  visits: number;
  /** Mean score of the playouts through the move, for the seat that makes it. */
  value: number;
}

export interface SearchResult {
  intent: RulesIntent;
  iterations: number;
  /** Root moves, most visited first. */
  moves: MoveStat[];
  prng: PrngState;
}

interface Node {
  intent: RulesIntent | null;
  /** The seat that made the move leading here (scores are kept from its side). */
  actor: Seat;
  children: Map<string, Node>;
  visits: number;
  total: number;
  available: number;
}

const newNode = (intent: RulesIntent | null, actor: Seat): Node => ({
  intent,
  actor,
  children: new Map(),
  visits: 0,
  total: 0,
  available: 0,
});

export const intentKey = (intent: RulesIntent): string => JSON.stringify(intent);

/**
 * Who acts now and what they may do: the seat the rules name (`seatToAct`), else the seat a
 * decision waits for, else the turn player, else the other. The listing may be one the module
 * shares between calls (Pass alone, most of a playout's moves), never to be changed.
 */
export function toAct(module: GameModule, s: GameState): { seat: Seat; legal: readonly RulesIntent[] } | null {
  const first: Seat = module.seatToAct?.(s) ?? (s.seats === 2 ? (s.pending?.seat ?? s.turn.active) : 0);
  for (let k = 0; k < s.seats; k++) {
    const seat = (k === 0 ? first : 1 - first) as Seat;
    const legal = module.sharedLegalIntents ? module.sharedLegalIntents(s, seat) : module.legalIntents(s, seat);
    if (legal.length) return { seat, legal };
  }
  return null;
}

/** Plays on with greedy players until `horizon` turns have passed or the game ends; the score for `seat`. */
function playout(
  module: GameModule,
  from: GameState,
  seat: Seat,
  horizon: number,
  prng: PrngState,
): [number, PrngState] {
  let s = from;
  let p = prng;
  const until = s.turn.number + horizon;
  for (let steps = 0; s.winner === null && s.turn.number < until && steps < 2000; steps++) {
    const act = toAct(module, s);
    if (!act) break;
    let intent: RulesIntent;
    [intent, p] = greedyPlayer(s, act.legal, p);
    const r = step(module, s, intent, true);
    if (isRuleError(r)) break;
    s = r.state;
  }
  return [evaluate(s, seat), p];
}

/** The indexes among `of` of the moves the greedy player scores highest. */
function bestLiked(s: GameState, legal: readonly RulesIntent[], of: number[], seat: Seat): number[] {
  let top = -Infinity;
  let out: number[] = [];
  for (const i of of) {
    const v = greedyScore(s, legal[i], seat);
    if (v > top) {
      top = v;
      out = [i];
    } else if (v === top) out.push(i);
  }
  return out;
}

function select(
  node: Node,
  legal: readonly RulesIntent[],
  keys: string[],
  c: number,
): { child: Node; intent: RulesIntent } {
  let best: Node | null = null;
  let bestIntent = legal[0];
  let bestScore = -Infinity;
  for (let i = 0; i < legal.length; i++) {
    const child = node.children.get(keys[i])!;
    const score = child.total / child.visits + c * Math.sqrt(Math.log(child.available) / child.visits);
    if (score > bestScore) {
      bestScore = score;
      best = child;
      bestIntent = legal[i];
    }
  }
  return { child: best!, intent: bestIntent };
}

/**
 * Whether the most visited root move stays first however the `remaining` iterations go: even
 * if every one of them went to the runner-up it would still have fewer visits, and the answer
 * (the move visited most) is the one the whole budget would give. Under a time budget the
 * iterations left are judged from the rate so far, counted twice over.
 */
function settled(root: Node, remaining: number): boolean {
  let first = 0;
  let second = 0;
  for (const child of root.children.values()) {
    if (child.visits > first) {
      second = first;
      first = child.visits;
    } else if (child.visits > second) second = child.visits;
  }
  return first - second > remaining;
}

/**
 * How many more iterations a time budget could run, over-counted to be safe: twice what the
 * time left holds at the rate so far (a clock too coarse to have moved yet: no bound).
 */
function left(thinkMs: number, elapsed: number, done: number): number {
  return elapsed > 0 ? Math.ceil((2 * (thinkMs - elapsed) * done) / elapsed) : Infinity;
}

/**
 * The move `seat` should make now, searched on determinizations of what it can see. `legal`
 * is the seat's own list of moves (the rules tell a player what it may do).
 */
export function search(
  module: GameModule,
  state: GameState,
  seat: Seat,
  legal: readonly RulesIntent[],
  budget: SearchBudget,
  knowledge: DeterminizeOptions,
  prng: PrngState,
  now: () => number = () => performance.now(),
): SearchResult {
  const root = newNode(null, seat);
  const rootKeys = legal.map(intentKey);
  let p = prng;
  const started = budget.thinkMs === undefined ? 0 : now();
  let done = 0;
  // Iterations the time budget still allows, judged at each iteration's start (see `left`).
  let timeLeft = Infinity;
  for (; done < budget.iterations; done++) {
    if (budget.thinkMs !== undefined && done > 0) {
      const elapsed = now() - started;
      if (elapsed >= budget.thinkMs) break;
      timeLeft = left(budget.thinkMs, elapsed, done);
    }
    let s: GameState;
    [s, p] = determinize(state, module.layout, seat, p, knowledge);
    const path: Node[] = [root];
    let node = root;
    let act: { seat: Seat; legal: readonly RulesIntent[] } | null = { seat, legal };
    let keys = rootKeys;
    let expanded = false;
    while (act && s.winner === null && !expanded) {
      if (act.legal.length > 1) {
        const untried: number[] = [];
        for (let i = 0; i < act.legal.length; i++) {
          const child = node.children.get(keys[i]);
          if (child) child.available++;
          else untried.push(i);
        }
        let intent: RulesIntent;
        if (untried.length) {
          // Move ordering: the untried moves the greedy player likes best first (ties at
          // random), so that a short search weighs the likeliest good moves before the rest.
          const best = bestLiked(s, act.legal, untried, act.seat);
          let k: number;
          [k, p] = nextInt(p, best.length);
          const i = best[k];
          intent = act.legal[i];
          const child = newNode(intent, act.seat);
          child.available = 1;
          node.children.set(keys[i], child);
          node = child;
          expanded = true;
        } else {
          const picked = select(node, act.legal, keys, budget.exploration);
          node = picked.child;
          intent = picked.intent;
        }
        path.push(node);
        const r = step(module, s, intent, true);
        if (isRuleError(r)) break;
        s = r.state;
      } else {
        const r = step(module, s, act.legal[0], true);
        if (isRuleError(r)) break;
        s = r.state;
      }
      act = s.winner === null ? toAct(module, s) : null;
      keys = act && act.legal.length > 1 ? act.legal.map(intentKey) : [];
    }
    let value: number;
    [value, p] = playout(module, s, seat, budget.horizon, p);
    for (const n of path) {
      n.visits++;
      n.total += n.actor === seat ? value : 1 - value;
    }
    if (!budget.exhaust && settled(root, Math.min(budget.iterations - done - 1, timeLeft))) {
      done++;
      break;
    }
  }
  const moves: MoveStat[] = legal.map((intent, i) => {
    const child = root.children.get(rootKeys[i]);
    return { intent, visits: child?.visits ?? 0, value: child && child.visits ? child.total / child.visits : 0 };
  });
  // Stable: ties keep the rules' own order, so the choice never depends on sort internals.
  const order = moves
    .map((m, i) => ({ m, i }))
    .sort((a, b) => b.m.visits - a.m.visits || b.m.value - a.m.value || a.i - b.i);
  const ranked = order.map((x) => x.m);
  return { intent: ranked[0].intent, iterations: done, moves: ranked, prng: p };
}
