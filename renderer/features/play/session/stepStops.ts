/**
 * Step stops, like MTGO's and Cockatrice's phase stops: each seat marks once, per game, the
 * steps where auto-pass must still hand it the table (the opponent's Attack Step, say, to
 * answer an attack with a Command). They are remembered in settings, per game and per seat.
 */
import { db } from '../../../db/db';
import type { GameId } from '../../../../engine/cards/model';
import { phaseLabel, stepLabel } from '../panels/stepNames';

export const STEP_STOPS_SETTING = 'play:step-stops';

/**
 * The steps where a player gets priority, as `phase/step` (the engine's turn ids). Gundam War:
 * every phase but the End Phase, and the Battle Phase's four steps (basic rules, "Turn
 * structure"). M.S. War 2.1 "Phases of Play": the action windows, the Attack Phase's
 * declarations and battles, and the Strategic Phase.
 */
export const PRIORITY_STEPS: Record<GameId, readonly string[]> = {
  'gundam-war': [
    'reroll/',
    'draw/',
    'disposition/',
    'battle/attack',
    'battle/defend',
    'battle/damage',
    'battle/return',
  ],
  'ms-war': ['preliminary/window', 'attack/declare', 'attack/battle', 'attack/window', 'strategic/main'],
};

export type SeatStepStops = [ReadonlySet<string>, ReadonlySet<string>];

export const NO_STEP_STOPS: SeatStepStops = [new Set(), new Set()];

/** A step stop's name in the game's words: the phase, and its step where the phase has several. */
export function stepStopLabel(game: GameId, id: string): string {
  const [phase, step] = id.split('/');
  const step_ = stepLabel(game, phase, step || undefined);
  return step_ ? `${phaseLabel(game, phase)} · ${step_}` : phaseLabel(game, phase);
}

type Saved = Partial<Record<GameId, [string[], string[]]>>;

async function saved(): Promise<Saved> {
  const value = (await db.settings.get(STEP_STOPS_SETTING))?.value;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Saved) : {};
}

/** A game's stops per seat; ids no longer among the game's steps are dropped. */
export async function loadStepStops(game: GameId): Promise<SeatStepStops> {
  const seats = (await saved())[game];
  if (!Array.isArray(seats) || seats.length !== 2) return NO_STEP_STOPS;
  const known = new Set(PRIORITY_STEPS[game]);
  const read = (list: unknown) =>
    new Set(Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string' && known.has(id)) : []);
  return [read(seats[0]), read(seats[1])];
}

export async function saveStepStops(game: GameId, seats: SeatStepStops): Promise<void> {
  const all = await saved();
  all[game] = [[...seats[0]], [...seats[1]]];
  await db.settings.put({ key: STEP_STOPS_SETTING, value: all });
}

/** The seats' stops with `id` turned on or off for `seat`. */
export function toggled(seats: SeatStepStops, seat: 0 | 1, id: string, on: boolean): SeatStepStops {
  const next = new Set(seats[seat]);
  if (on) next.add(id);
  else next.delete(id);
  return seat === 0 ? [next, seats[1]] : [seats[0], next];
}
