/**
 * Game files of solo games (you against the computer) stopped where the computer has a choice
 * to make in the browser, played here through the engine (e2e/position-file.ts). The app
 * opens one in Replay; "Back to the end" hands the computer its seat and
 * it makes the choice on screen.
 *
 *   npx tsx e2e/solo-positions.ts <position> <out.sortie-game.json>
 */
import { demoDecks } from '../renderer/features/play/start/demoDecks';
import { COMPUTER_SEAT } from '../renderer/features/play/session/setup';
import { writePositionFile, type Position } from './position-file';

const POSITIONS: Record<string, Position> = {
  // Gundam War: the player attacks and the computer is asked which Units sortie to defend.
  'gundam-war-defenders': {
    choice: {
      game: 'gundam-war',
      mode: 'solo',
      rules: true,
      decks: demoDecks('gundam-war').slice(0, 2),
      players: ['アムロ', 'コンピューター'],
      seed: 1,
      ai: { level: 'normal', sharedLists: true, thinkMs: 40 },
    },
    // Both seats play up to it; seen by the computer's seat, whose view carries its question.
    seats: [0, 1],
    viewer: COMPUTER_SEAT,
    reached: (v) => v.pending?.kind === 'sortie' && v.pending.seat === COMPUTER_SEAT && v.turn.active !== COMPUTER_SEAT,
  },
};

writePositionFile(POSITIONS);
