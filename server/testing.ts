/**
 * For the server's tests and the load test: demo decks as a player sends them, and an automatic
 * player that makes a legal move whenever its table offers one.
 */
import { cardKey, type GameId } from '../engine/cards/model';
import { cardFileJson } from '../engine/cards/export';
import { DEMO_CARDS } from '../engine/core/testing/demo';
import { matchDecks } from '../engine/sim/match-decks';
import { LIMITS, type DeckMessage } from './protocol';
import type { SeatClient } from './seat-client';

/** The demo match deck `n` (0 or 1) of `game`, with the printed cards it uses as its card file. */
export function demoDeckMessage(game: GameId, n: 0 | 1): DeckMessage {
  const main = matchDecks(game)[n];
  const numbers = new Set(main.map((l) => l.number));
  const cards = DEMO_CARDS[game].filter((c) => numbers.has(c.number));
  return { name: `Demo ${n + 1}`, main, cards: cardFileJson(cards) };
}

export const demoKeys = (game: GameId, n: 0 | 1): Set<string> =>
  new Set(matchDecks(game)[n].map((l) => cardKey({ game, number: l.number })));

/**
 * Makes one legal move for `client` if its table offers one (the first, or by `pick`); true
 * when it moved. The move is made on the table the client has, as a player's click is.
 */
export function autoMove(client: SeatClient, pick: (n: number) => number = () => 0): boolean {
  const t = client.mirror.table;
  if (!t || !t.legal.length || t.view.winner !== null) return false;
  client.move(t.legal[pick(t.legal.length)]);
  return true;
}

/**
 * The least time between two moves of one client: the room refuses more than
 * `LIMITS.messagesPerSecond` a second, and on a quiet machine a test client answers far faster
 * than any player (a move a millisecond), so it keeps under the limit as a player would.
 */
const MOVE_SPACING_MS = Math.ceil(1000 / LIMITS.messagesPerSecond) + 1;

/** Both clients move whenever they may until `steps` steps were made or the game ended. */
export async function playSteps(clients: SeatClient[], steps: number, pick?: (n: number) => number): Promise<void> {
  const target = clients[0].mirror.step + steps;
  const lastMove = new Map<SeatClient, number>();
  for (let guard = 0; guard < steps * 4; guard++) {
    const now = Math.max(...clients.map((c) => c.mirror.step));
    if (now >= target || clients[0].mirror.table?.view.winner !== null) {
      await Promise.all(clients.map((c) => c.until((x) => x.mirror.step >= now, 5_000, `step ${now}`)));
      return;
    }
    // Every client sees the same table before anyone moves on it.
    await Promise.all(clients.map((c) => c.until((x) => x.mirror.step >= now, 5_000, `step ${now}`)));
    const mover = clients.find((c) => (c.mirror.table?.legal.length ?? 0) > 0);
    if (!mover) throw new Error(`Nobody may move at step ${now}.`);
    const refused = mover.refusals.length;
    const wait = (lastMove.get(mover) ?? -Infinity) + MOVE_SPACING_MS - Date.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    lastMove.set(mover, Date.now());
    autoMove(mover, pick);
    await mover.until((x) => x.mirror.step > now || x.refusals.length > refused, 5_000, 'a step');
    if (mover.refusals.length > refused) throw new Error(`A legal move was refused: ${mover.refusals.at(-1)!.text}`);
  }
}
