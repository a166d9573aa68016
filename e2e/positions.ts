/**
 * Game files of positions the layout specs look at, played here through the engine (run with
 * tsx: the demo decks are JSON modules): the app opens one in Replay and goes to its end, so a
 * spec reaches a late position in seconds and always from the rules as they are now.
 *
 *   npx tsx e2e/positions.ts <position> <out.sortie-game.json>
 */
import { writeFileSync } from 'node:fs';
import { engineApi } from '../engine/api';
import type { GameId } from '../engine/cards/model';
import type { Seat } from '../engine/core/types';
import { demoCards, demoDecks } from '../renderer/features/play/start/demoDecks';
import { toSetup, type GameChoice } from '../renderer/features/play/session/setup';

interface Position {
  choice: GameChoice;
  /** True once the game has reached the position (checked after every move). */
  reached(view: ReturnType<typeof engineApi.view>, id: string): boolean;
}

const choice = (game: GameId, mode: 'goldfish' | 'hotseat', seed: number): GameChoice => {
  const decks = demoDecks(game).slice(0, mode === 'hotseat' ? 2 : 1);
  return { game, mode, rules: true, decks, players: decks.map((d) => d.name), seed };
};

const POSITIONS: Record<string, Position> = {
  // Hotseat Gundam War: the defending seat is asked which Units sortie against an attack.
  'gundam-war-defence': {
    choice: choice('gundam-war', 'hotseat', 11),
    reached: (v) => v.pending?.kind === 'sortie' && v.pending.seat !== v.turn.active,
  },
  // Goldfish Gundam War: a squad of two or more Units has sortied to one Area.
  'gundam-war-squad': {
    choice: choice('gundam-war', 'goldfish', 11),
    reached: (v) => ['0:earth-area', '0:space-area'].some((z) => (v.zones[z]?.count ?? 0) >= 2),
  },
  // Goldfish Gundam War: a card on the Cut, the player holding priority over it.
  'gundam-war-cut': {
    choice: choice('gundam-war', 'goldfish', 11),
    reached: (v) => (v.cut?.entries.length ?? 0) >= 1 && v.cut?.priority === 0,
  },
  // Goldfish Gundam War: a crowded Disposition Area — a dozen cards or more, some rolled, and a
  // rolled card Set on another (its name runs down its side).
  'gundam-war-crowded': {
    choice: choice('gundam-war', 'goldfish', 5),
    reached: (v) => {
      const cards = v.zones['0:disposition-area']?.cards ?? [];
      return (
        cards.length >= 12 && cards.filter((c) => c.turned).length >= 2 && cards.some((c) => c.attachedTo && c.turned)
      );
    },
  },
  // Goldfish M.S. War: an effect on the Effect Chain, the player holding priority over it.
  'ms-war-chain': {
    choice: choice('ms-war', 'goldfish', 5),
    reached: (v) => (v.cut?.entries.length ?? 0) >= 1 && v.cut?.priority === 0,
  },
};

function play(name: string): object {
  const position = POSITIONS[name];
  if (!position) throw new Error(`No position "${name}"; there are ${Object.keys(POSITIONS).join(', ')}.`);
  const { choice } = position;
  const created = engineApi.createGame(toSetup(choice, demoCards(choice.game), choice.seed!));
  if ('error' in created) throw new Error(created.error);
  const id = created.gameId;
  const seats: Seat[] = choice.mode === 'hotseat' ? [0, 1] : [0];
  for (let moves = 0; moves < 3000; moves++) {
    if (position.reached(engineApi.view(id, 0), id)) {
      const engine = engineApi.save(id);
      return { format: 'sortie-game-file', version: 1, title: `Position: ${name}`, choice, engine };
    }
    // Both seats play as the Easy computer does: attack whenever it can, else its costliest card.
    const seat = seats.find((s) => engineApi.legalIntents(id, s).length > 0);
    if (seat === undefined) break;
    const moved = engineApi.aiMove(id, seat, 'easy');
    if (!moved || 'error' in moved) throw new Error(`${name}: move ${moves} refused: ${moved?.error}`);
  }
  throw new Error(`${name}: the position was not reached.`);
}

const [name, out] = process.argv.slice(2);
writeFileSync(out, JSON.stringify(play(name)));
