/**
 * Game files of solo games (you against the computer) stopped where the computer has a choice
 * to make in the browser, played here through the engine (run with tsx: the demo decks are
 * JSON modules). The app opens one in Replay; "Back to the end" hands the computer its seat and
 * it makes the choice on screen.
 *
 *   npx tsx e2e/solo-positions.ts <position> <out.sortie-game.json>
 */
import { writeFileSync } from 'node:fs';
import { engineApi } from '../engine/api';
import type { Seat } from '../engine/core/types';
import { demoCards, demoDecks } from '../renderer/features/play/start/demoDecks';
import { COMPUTER_SEAT, toSetup, type GameChoice } from '../renderer/features/play/session/setup';

type View = ReturnType<typeof engineApi.view>;

const POSITIONS: Record<string, { choice: GameChoice; reached(v: View): boolean }> = {
  // Gundam War: the player attacks and the computer is asked which Units sortie to defend.
  'gundam-war-defenders': {
    choice: {
      game: 'gundam-war',
      mode: 'solo',
      rules: true,
      decks: demoDecks('gundam-war').slice(0, 2),
      players: ['アムロ', 'コンピューター'],
      seed: 11,
      ai: { level: 'normal', sharedLists: true, thinkMs: 40 },
    },
    reached: (v) => v.pending?.kind === 'sortie' && v.pending.seat === COMPUTER_SEAT && v.turn.active !== COMPUTER_SEAT,
  },
};

function play(name: string): object {
  const { choice, reached } = POSITIONS[name] ?? {};
  if (!choice) throw new Error(`No position "${name}"; there are ${Object.keys(POSITIONS).join(', ')}.`);
  const created = engineApi.createGame(toSetup(choice, demoCards(choice.game), choice.seed!));
  if ('error' in created) throw new Error(created.error);
  const id = created.gameId;
  for (let moves = 0; moves < 3000; moves++) {
    // Seen by the computer's seat: the view that carries its pending question.
    if (reached(engineApi.view(id, COMPUTER_SEAT))) {
      const engine = engineApi.save(id);
      return { format: 'sortie-game-file', version: 1, title: `Position: ${name}`, choice, engine };
    }
    const seat = ([0, 1] as Seat[]).find((s) => engineApi.legalIntents(id, s).length > 0);
    if (seat === undefined) break;
    const moved = engineApi.aiMove(id, seat, 'easy');
    if (!moved || 'error' in moved) throw new Error(`${name}: move ${moves} refused: ${moved?.error}`);
  }
  throw new Error(`${name}: the position was not reached.`);
}

const [name, out] = process.argv.slice(2);
writeFileSync(out, JSON.stringify(play(name)));
