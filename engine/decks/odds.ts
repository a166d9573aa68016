/**
 * Exact draw odds (hypergeometric). "With a mulligan" follows each game's rules and
 * assumes the player takes the mulligan exactly when it raises the chance asked about:
 * - M.S. War (Rulebook 2.1, Starting the Game C-D): draw 7; once, shuffle back any
 *   cards you do not want and draw back to 7. The model keeps the hits and sends the rest back.
 * - Gundam War (basic rules, setup and mulligan, Mulligan B): draw 6; the whole hand may
 *   be redrawn as 5, then 4, then 3 cards. Mulligan A (a hand with no G) depends on the G
 *   in hand rather than the chosen group, so it is not part of this calculation.
 * Turn T counts the draws of turns 1..T; the player going first skips the first draw
 * (Rulebook 2.1 Preliminary Phase B; Gundam War basic rules, Draw Phase).
 */
import type { GameId } from '../cards/model';

export function choose(n: number, k: number): number {
  if (k < 0 || k > n || n < 0) return 0;
  const m = Math.min(k, n - k);
  let result = 1;
  for (let i = 1; i <= m; i++) result = (result * (n - m + i)) / i;
  return result;
}

/** P(exactly j hits) drawing n cards from N that hold K hits. */
export function hypergeometric(N: number, K: number, n: number, j: number): number {
  const draw = Math.min(n, N);
  const total = choose(N, draw);
  return total === 0 ? 0 : (choose(K, j) * choose(N - K, draw - j)) / total;
}

/** P(at least k hits) drawing n cards from N that hold K hits. */
export function atLeast(N: number, K: number, n: number, k: number): number {
  if (k <= 0) return 1;
  let p = 0;
  for (let j = k; j <= Math.min(K, n, N); j++) p += hypergeometric(N, K, n, j);
  return Math.min(1, p);
}

export const OPENING_HAND: Record<GameId, number> = { 'ms-war': 7, 'gundam-war': 6 };
/** Gundam War Mulligan B redraw sizes after the opening 6. */
const GUNDAM_WAR_REDRAWS = [5, 4, 3];

export interface OddsQuery {
  game: GameId;
  deckSize: number;
  /** Copies of the chosen card or group in the deck. */
  hits: number;
  atLeast: number;
  /** 0 = the opening hand; T = after the draw of your turn T. */
  byTurn: number;
  onThePlay: boolean;
  mulligan: boolean;
}

export function drawsBy(turn: number, onThePlay: boolean): number {
  if (turn <= 0) return 0;
  return onThePlay ? turn - 1 : turn;
}

/** Chance of success after keeping a hand of `hand` cards holding j hits. */
function keep(q: OddsQuery, hand: number, j: number): number {
  const need = q.atLeast - j;
  return atLeast(q.deckSize - hand, q.hits - j, drawsBy(q.byTurn, q.onThePlay), need);
}

/** Best chance from drawing a fresh hand of hands[0], with hands[1..] as redraws left. */
function fullRedraw(q: OddsQuery, hands: number[]): number {
  const [hand, ...rest] = hands;
  const redraw = rest.length ? fullRedraw(q, rest) : 0;
  let p = 0;
  for (let j = 0; j <= Math.min(q.hits, hand); j++) {
    const kept = keep(q, hand, j);
    p += hypergeometric(q.deckSize, q.hits, hand, j) * (rest.length ? Math.max(kept, redraw) : kept);
  }
  return p;
}

function msWarPartial(q: OddsQuery): number {
  const hand = OPENING_HAND['ms-war'];
  const extra = drawsBy(q.byTurn, q.onThePlay);
  let p = 0;
  for (let j = 0; j <= Math.min(q.hits, hand); j++) {
    const kept = keep(q, hand, j);
    // The j hits stay in hand; the other cards go back and as many are drawn again.
    const mulligan = atLeast(q.deckSize - j, q.hits - j, hand - j + extra, q.atLeast - j);
    p += hypergeometric(q.deckSize, q.hits, hand, j) * Math.max(kept, mulligan);
  }
  return p;
}

export function drawOdds(q: OddsQuery): number {
  if (q.hits < q.atLeast) return 0;
  const hand = OPENING_HAND[q.game];
  if (!q.mulligan) return atLeast(q.deckSize, q.hits, hand + drawsBy(q.byTurn, q.onThePlay), q.atLeast);
  return q.game === 'ms-war' ? msWarPartial(q) : fullRedraw(q, [hand, ...GUNDAM_WAR_REDRAWS]);
}
