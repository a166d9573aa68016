/**
 * A game file of a position the specs look at, played here through the engine up to it (run
 * with tsx: the demo decks are JSON modules). The seats that play make their moves as the Easy
 * computer does (attack whenever it can, else its costliest card), whichever of them has moves,
 * until the position is reached; the app opens the file in Replay and goes to its end.
 * Used by e2e/positions.ts (goldfish and hotseat tables) and e2e/solo-positions.ts (the
 * computer's turn to choose, in a solo game).
 */
import { writeFileSync } from 'node:fs';
import { engineApi } from '../engine/api';
import type { Seat } from '../engine/core/types';
import { demoCards } from '../renderer/features/play/start/demoDecks';
import { toSetup, type GameChoice } from '../renderer/features/play/session/setup';

export type View = ReturnType<typeof engineApi.view>;

export interface Position {
  choice: GameChoice;
  /** The seats that move, in this order of asking (the first with moves plays). */
  seats: Seat[];
  /** The seat whose view `reached` reads (a question shows its options to its own seat only); seat 0 when absent. */
  viewer?: Seat;
  /** True once the game has reached the position (checked after every move); `log` is every line so far, in English. */
  reached(view: View, log: readonly string[]): boolean;
}

function play(name: string, positions: Record<string, Position>): object {
  const position = positions[name];
  if (!position) throw new Error(`No position "${name}"; there are ${Object.keys(positions).join(', ')}.`);
  const { choice, seats, viewer = 0, reached } = position;
  const created = engineApi.createGame(toSetup(choice, demoCards(choice.game), choice.seed!));
  if ('error' in created) throw new Error(created.error);
  const id = created.gameId;
  const log: string[] = [];
  for (let moves = 0; moves < 3000; moves++) {
    if (reached(engineApi.view(id, viewer), log)) {
      const engine = engineApi.save(id);
      return { format: 'sortie-game-file', version: 1, title: `Position: ${name}`, choice, engine };
    }
    const seat = seats.find((s) => engineApi.legalIntents(id, s).length > 0);
    if (seat === undefined) break;
    const moved = engineApi.aiMove(id, seat, 'easy');
    if (!moved || 'error' in moved) throw new Error(`${name}: move ${moves} refused: ${moved?.error}`);
    log.push(...moved.lines);
  }
  throw new Error(`${name}: the position was not reached.`);
}

/** The command line: `npx tsx e2e/<script>.ts <position> <out.sortie-game.json>`. */
export function writePositionFile(positions: Record<string, Position>): void {
  const [name, out] = process.argv.slice(2);
  writeFileSync(out, JSON.stringify(play(name, positions)));
}
