/**
 * The computer opponent's levels. Easy is the greedy player (engine/sim/players.ts); Normal
 * and Hard search (search.ts) from the seat's own view, Hard longer and further ahead.
 */
import { nextInt, type PrngState } from '../core/prng';
import type { GameState, RulesIntent, Seat } from '../core/types';
import { gameModule } from '../games/registry';
import { greedyPlayer, withoutRepeats, type Player } from '../sim/players';
import type { Message } from '../i18n/message';
import { ai, describeMove, greedyReason, openTo, questionOf, withQuestion } from './describe';
import { levelName, type Level } from './names';
import { search, type SearchBudget } from './search';

export { LEVELS, levelName, type Level } from './names';

/** A search level: its search budget, and how often it plays Easy's move without searching. */
export interface LevelBudget extends SearchBudget {
  /** The share of real decisions (two moves or more) made as Easy makes them, drawn from the AI's seeded generator. */
  greedyShare: number;
}

/**
 * Per level: at most this many iterations, in at most this long (Hard ≤ 1.5 s, issue 17).
 * Time alone does not make Normal weaker: a few playouts already find most of what the
 * search finds (Gundam War Hard won 67% against greedy at 5 ms a decision and 70% at 50 ms),
 * and a one-turn playout is as good as a two-turn one at equal iterations. So Normal makes
 * three in four of its real decisions as Easy does, and searches the others (half made it
 * nearly Hard's equal in Gundam War: docs/ai.md, "Levels").
 */
export const BUDGETS: Record<Exclude<Level, 'easy'>, LevelBudget> = {
  normal: { iterations: 400, thinkMs: 300, horizon: 1, exploration: 0.7, greedyShare: 0.75 },
  // Hard stops starting iterations at 1.1 s: the last one may run on, and the goal is ≤ 1.5 s a decision.
  hard: { iterations: 4000, thinkMs: 1100, horizon: 2, exploration: 0.7, greedyShare: 0 },
};

export interface ThinkOptions {
  /** Overrides the level's time budget (ms); `null` for no time limit (iterations only). */
  thinkMs?: number | null;
  /** Overrides the level's iteration budget. */
  iterations?: number;
  /** Whether the AI knows its opponent's deck list. */
  sharedLists?: boolean;
  now?: () => number;
}

export interface Decision {
  intent: RulesIntent;
  /** One short line for the log: the move and why, in a player's words (the `ai` catalog). */
  reason: Message;
  /** What is behind the line, shown one click away: the question answered, the level's rule or the search's figures. */
  details: Message;
  iterations: number;
  prng: PrngState;
}

const percent = (v: number) => Math.round(100 * v);

/** Points of win rate between the best move and the next that make the best one clear, or the choice close. */
const CLEAR_MARGIN = 10;
const CLOSE_MARGIN = 3;

/** What the search's figures say in a few words: a clear best move, a close call, or simply the best found. */
function judged(won: number, nextWon: number | null): 'clear' | 'close' | 'best' {
  if (nextWon === null || won - nextWon >= CLEAR_MARGIN) return 'clear';
  return won - nextWon < CLOSE_MARGIN ? 'close' : 'best';
}

/** The move `seat` makes at `level` now; `legal` is the seat's own list of moves. */
export function decide(
  state: GameState,
  seat: Seat,
  legal: readonly RulesIntent[],
  level: Level,
  prng: PrngState,
  o: ThinkOptions = {},
): Decision {
  const module = gameModule(state.game);
  const move = (intent: RulesIntent) => describeMove(state, module.layout, intent);
  const details = (intent: RulesIntent, said: Message) => withQuestion(questionOf(state, module.layout, intent), said);
  const byRule = (intent: RulesIntent, how: 'rule' | 'unsearched') => ({
    // An answer by rule is its choice alone: "its usual answer" says nothing the choice does not.
    reason:
      intent.type === 'answer'
        ? ai('reason.answered', { move: move(intent) })
        : ai('reason.rule', { move: move(intent), why: greedyReason(intent) }),
    details: details(intent, ai(`details.${how}`, { level: levelName(level) })),
  });
  if (level === 'easy') {
    const [intent, next] = greedyPlayer(state, legal, prng);
    return { intent, ...byRule(intent, 'rule'), iterations: 0, prng: next };
  }
  // A text played REPEAT_LIMIT times this turn is not weighed again (Easy stops there too):
  // one that costs nothing would otherwise be searched and played for ever.
  legal = withoutRepeats(state, legal);
  if (legal.length === 1)
    return {
      intent: legal[0],
      reason: ai('reason.only', { move: move(legal[0]) }),
      details: details(legal[0], ai('details.only')),
      iterations: 0,
      prng,
    };
  const base = BUDGETS[level];
  if (base.greedyShare > 0) {
    const [k, after] = nextInt(prng, 1000);
    if (k < base.greedyShare * 1000) {
      const [intent, next] = greedyPlayer(state, legal, after);
      return { intent, ...byRule(intent, 'unsearched'), iterations: 0, prng: next };
    }
    prng = after;
  }
  const budget: SearchBudget = {
    iterations: o.iterations ?? base.iterations,
    thinkMs: o.thinkMs === null ? undefined : (o.thinkMs ?? base.thinkMs),
    horizon: base.horizon,
    exploration: base.exploration,
  };
  const r = search(module, state, seat, legal, budget, { sharedLists: o.sharedLists ?? true }, prng, o.now);
  const [best, next] = r.moves;
  const won = percent(best.value);
  const weighed = next && next.visits ? next : null;
  const figures = weighed
    ? ai('details.searchedNext', {
        won,
        playouts: r.iterations,
        next: openTo(state, module.layout, weighed.intent, (1 - seat) as Seat)
          ? move(weighed.intent)
          : ai('details.anotherMove'),
        nextWon: percent(weighed.value),
      })
    : ai('details.searched', { won, playouts: r.iterations });
  const reason = ai(`reason.${judged(won, weighed ? percent(weighed.value) : null)}`, { move: move(best.intent) });
  return { intent: r.intent, reason, details: details(best.intent, figures), iterations: r.iterations, prng: r.prng };
}

/** A simulator player for a level; `thinkMs` overrides the search levels' time per decision. */
export function levelPlayer(level: Level, o: ThinkOptions = {}): Player {
  if (level === 'easy') return greedyPlayer;
  return (state, legal, prng) => {
    const d = decide(state, legal[0].seat, legal, level, prng, o);
    return [d.intent, d.prng];
  };
}
