/**
 * Solo games (you against the computer, both seats played by the Easy computer here) stopped
 * where the log names a keyword: the words specs (e2e/table-words-*.spec.ts) open them and
 * read the log in both languages (issue 47: no ids such as `area-weapon` in the log).
 *
 *   npx tsx e2e/table-words-positions.ts <position> <out.sortie-game.json>
 */
import { demoDecks } from '../renderer/features/play/start/demoDecks';
import type { GameChoice } from '../renderer/features/play/session/setup';
import { writePositionFile, type Position } from './position-file';

const solo = (game: GameChoice['game'], seed: number): GameChoice => ({
  game,
  mode: 'solo',
  rules: true,
  decks: demoDecks(game).slice(0, 2),
  players: ['アムロ', 'コンピューター'],
  seed,
  ai: { level: 'easy', sharedLists: true, thinkMs: 40 },
});

const POSITIONS: Record<string, Position> = {
  // Gundam War: a Unit's Area Weapon has been used (the log once said "area-weapon").
  'gundam-war-area-weapon': {
    choice: solo('gundam-war', 5),
    seats: [0, 1],
    reached: (_, log) => log.some((l) => l.includes('Area Weapon')),
  },
  // M.S. War: an M.S. gained Preemptive Strike for the battle (once "preemptive-strike を得た").
  'ms-war-gains-keyword': {
    choice: solo('ms-war', 3),
    seats: [0, 1],
    reached: (_, log) => log.some((l) => / gains [A-Z]/.test(l)),
  },
};

writePositionFile(POSITIONS);
