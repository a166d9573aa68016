/**
 * Game files of positions the layout specs look at, played here through the engine
 * (e2e/position-file.ts): the app opens one in Replay and goes to its end, so a spec reaches a
 * late position in seconds and always from the rules as they are now.
 *
 *   npx tsx e2e/positions.ts <position> <out.sortie-game.json>
 */
import type { GameId } from '../engine/cards/model';
import { demoDecks } from '../renderer/features/play/start/demoDecks';
import { writePositionFile, type Position } from './position-file';

/** A rules game of the demo decks; hotseat plays both seats, goldfish the one. */
const table = (game: GameId, mode: 'goldfish' | 'hotseat', seed: number) => {
  const decks = demoDecks(game).slice(0, mode === 'hotseat' ? 2 : 1);
  const choice = { game, mode, rules: true, decks, players: decks.map((d) => d.name), seed };
  return { choice, seats: mode === 'hotseat' ? [0, 1] : [0] } satisfies Omit<Position, 'reached'>;
};

const POSITIONS: Record<string, Position> = {
  // Hotseat Gundam War: the defending seat is asked which Units sortie against an attack.
  'gundam-war-defence': {
    ...table('gundam-war', 'hotseat', 11),
    reached: (v) => v.pending?.kind === 'sortie' && v.pending.seat !== v.turn.active,
  },
  // Goldfish Gundam War: a squad of two or more Units (heads, not a Unit and the card Set on it) has sortied to one Area.
  'gundam-war-squad': {
    ...table('gundam-war', 'goldfish', 8),
    reached: (v) =>
      ['0:earth-area', '0:space-area'].some((z) => (v.zones[z]?.cards ?? []).filter((c) => !c.attachedTo).length >= 2),
  },
  // Goldfish Gundam War: a card on the Cut, the player holding priority over it.
  'gundam-war-cut': {
    ...table('gundam-war', 'goldfish', 11),
    reached: (v) => (v.cut?.entries.length ?? 0) >= 1 && v.cut?.priority === 0,
  },
  // Goldfish Gundam War: a crowded Disposition Area — a dozen cards or more, some rolled, and a
  // rolled card Set on another (its name runs down its side).
  'gundam-war-crowded': {
    ...table('gundam-war', 'goldfish', 5),
    reached: (v) => {
      const cards = v.zones['0:disposition-area']?.cards ?? [];
      return (
        cards.length >= 12 && cards.filter((c) => c.turned).length >= 2 && cards.some((c) => c.attachedTo && c.turned)
      );
    },
  },
  // Goldfish M.S. War: the Attack Phase's declarations, an M.S. in the Dock ready to attack.
  'ms-war-attack': {
    ...table('ms-war', 'goldfish', 5),
    reached: (v) =>
      v.turn.phase === 'attack' &&
      v.turn.step === 'declare' &&
      !v.pending &&
      (v.zones['0:ms-dock']?.cards ?? []).some((c) => !c.turned),
  },
  // Goldfish M.S. War: an effect on the Effect Chain, the player holding priority over it.
  'ms-war-chain': {
    ...table('ms-war', 'goldfish', 5),
    reached: (v) => (v.cut?.entries.length ?? 0) >= 1 && v.cut?.priority === 0,
  },
};

writePositionFile(POSITIONS);
