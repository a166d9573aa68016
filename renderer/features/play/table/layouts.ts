/**
 * Playmat layouts: every zone of each game's rulebook, where it sits on a seat's
 * half of the table and how it is drawn. Zone ids are the engine's.
 * M.S. War zones: rulebook 2.1 "The Playmat" (A–I); Gundam War: Advanced Rules ch. 3 "Locations".
 */
import { i18n } from '../../../i18n';
import type { GameId } from '../../../../engine/cards/model';
import type { PlayMode } from './model';

/** `pile`: a stack showing its top card and a count; `row`: cards side by side. */
export type ZoneShape = 'pile' | 'row';

export interface ZoneLayout {
  zone: string;
  label: string;
  shape: ZoneShape;
  /** CSS grid area on the seat's mat. */
  area: string;
  /** Cards here are face down for everyone unless turned up (a deck). */
  faceDown?: boolean;
  /** Only the owner may look (a hand). */
  private?: boolean;
  /** The game's draw pile: draw, shuffle, look at the top, search. */
  library?: boolean;
  /** Cards here can carry attached cards (pilots, Set cards). */
  hosts?: boolean;
  /** The cards here are a squad: their order counts, the head Unit first (Gundam War basic rules: Squads). */
  squad?: boolean;
  hint: string;
}

export interface SeatValue {
  key: string;
  label: string;
  /** Values the tracker allows, e.g. War Experience 0–6. */
  min: number;
  max?: number;
  /** Reaching this wins the game (for a manual table; a rules game is judged by the engine). */
  winsAt?: number;
  /** Tracked only in goldfish, against an imagined opponent. */
  goldfishOnly?: boolean;
  /** A goldfish goal the player sets before the game: shown only then, and reaching it wins. */
  goal?: boolean;
  rule?: string;
}

/** Where the table's own moves put a card: each game names these zones differently. */
export interface ZoneRoles {
  /** Put into play by hand (P on a manual table). */
  play: string;
  /** The discard pile (X). */
  discard: string;
  /** Out of the game (Shift+X), and whether cards go there face up. */
  removed: string;
  removedFaceUp: boolean;
  /** Where a played Event or Command goes once it is done (its own P on a manual table). */
  spent: string;
  /** Materials / resources from the hand (M.S. War's Factory), if the game has such a zone. */
  materials?: string;
  /** Where a played card of a printed type goes instead of `play` (M.S. War: a Battlefield to its slot). */
  playedAs?: Partial<Record<string, string>>;
  /** The mark a card carries (= / -): M.S. War counters, Gundam War coins. */
  counter: 'counter' | 'coin';
}

/**
 * The mat's five columns: piles at the sides, the battle rows between. Every column keeps a
 * card's width (76 px and the zone's padding), the battle rows a little more, so a small window
 * never crushes the areas a player drops attackers into.
 */
const MAT_COLUMNS = 'minmax(92px, 116px) minmax(100px, 1fr) minmax(100px, 1fr) minmax(92px, 112px) minmax(92px, 112px)';

export interface GameLayout {
  game: GameId;
  roles: ZoneRoles;
  /** `grid-template-areas` of one seat's mat. */
  areas: string;
  columns: string;
  zones: ZoneLayout[];
  values: SeatValue[];
  /** The rule that makes a player with an empty deck lose. */
  deckOutRule: string;
  /** Colours whose nation power is counted (Gundam War). */
  powerColours?: string[];
}

const MS_WAR: GameLayout = {
  game: 'ms-war',
  roles: {
    play: 'ms-dock',
    discard: 'dry-dock',
    removed: 'defunct-pile',
    removedFaceUp: false,
    spent: 'dry-dock',
    materials: 'factory',
    playedAs: { battlefield: 'battlefield-card', event: 'ms-battlefield' },
    counter: 'counter',
  },
  deckOutRule: 'M.S. War 2.1, Winning C',
  columns: MAT_COLUMNS,
  areas: `
    "rebel battlefield battlefield fieldcard supply"
    "rebel dock dock drydock defunct"
    "factory factory factory factory factory"
    "hand hand hand hand hand"`,
  zones: [
    {
      zone: 'rebel-forces',
      label: 'Rebel Forces',
      shape: 'row',
      area: 'rebel',
      hint: 'Rioting M.S. (at 4 War Experience).',
    },
    {
      zone: 'ms-battlefield',
      label: 'M.S. Battlefield',
      shape: 'row',
      area: 'battlefield',
      hosts: true,
      hint: 'Attackers and defenders with their pilots; back to the Dock at your next turn.',
    },
    {
      zone: 'battlefield-card',
      label: 'Battlefield',
      shape: 'pile',
      area: 'fieldcard',
      hint: 'The Battlefield card in play.',
    },
    {
      zone: 'supply-base',
      label: 'Supply Base',
      shape: 'pile',
      area: 'supply',
      faceDown: true,
      library: true,
      hint: 'Your deck. Empty it and you lose.',
    },
    {
      zone: 'ms-dock',
      label: 'M.S. Dock',
      shape: 'row',
      area: 'dock',
      hosts: true,
      hint: 'M.S. and Pilots in play; attacks and defences start here.',
    },
    { zone: 'dry-dock', label: 'Dry Dock', shape: 'pile', area: 'drydock', hint: 'Discard pile, face up.' },
    {
      zone: 'defunct-pile',
      label: 'Defunct Pile',
      shape: 'pile',
      area: 'defunct',
      faceDown: true,
      hint: 'Removed from the game, face down.',
    },
    {
      zone: 'factory',
      label: 'Factory',
      shape: 'row',
      area: 'factory',
      hint: 'Materials: face-down and face-up; turned when expended.',
    },
    { zone: 'hand', label: 'Hand', shape: 'row', area: 'hand', private: true, hint: 'Only you see your hand.' },
  ],
  values: [
    { key: 'war-experience', label: 'War Experience', min: 0, max: 6, winsAt: 6, rule: 'M.S. War 2.1, Winning A' },
  ],
};

const GUNDAM_WAR: GameLayout = {
  game: 'gundam-war',
  roles: {
    play: 'disposition-area',
    discard: 'junkyard',
    removed: 'removed',
    removedFaceUp: true,
    spent: 'junkyard',
    counter: 'coin',
  },
  deckOutRule: 'Gundam War basic rules 1',
  columns: MAT_COLUMNS,
  areas: `
    "hangar space earth nation junkyard"
    "removed disposition disposition disposition lost"
    "hand hand hand hand hand"`,
  zones: [
    {
      zone: 'hangar',
      label: 'Hangar',
      shape: 'row',
      area: 'hangar',
      hint: 'Cards waiting in the Hangar (outside the Field).',
    },
    {
      zone: 'space-area',
      label: 'Space Battle Area',
      shape: 'row',
      area: 'space',
      hosts: true,
      squad: true,
      hint: 'Squads fighting in space.',
    },
    {
      zone: 'earth-area',
      label: 'Earth Battle Area',
      shape: 'row',
      area: 'earth',
      hosts: true,
      squad: true,
      hint: 'Squads fighting on earth.',
    },
    {
      zone: 'nation',
      label: 'Nation',
      shape: 'pile',
      area: 'nation',
      faceDown: true,
      library: true,
      hint: 'Your deck; damage comes off its top.',
    },
    { zone: 'junkyard', label: 'Junkyard', shape: 'pile', area: 'junkyard', hint: 'Destroyed cards, face up.' },
    { zone: 'removed', label: 'Removed', shape: 'pile', area: 'removed', hint: 'Cards removed from the game.' },
    {
      zone: 'disposition-area',
      label: 'Disposition Area',
      shape: 'row',
      area: 'disposition',
      hosts: true,
      hint: 'G, units, characters and operations in play; rolled cards are turned.',
    },
    {
      zone: 'lost-card-pile',
      label: 'Lost Card Pile',
      shape: 'pile',
      area: 'lost',
      hint: 'Paid Resource Costs and Nation damage, face down: counted, never looked at.',
    },
    { zone: 'hand', label: 'Hand', shape: 'row', area: 'hand', private: true, hint: 'Only you see your hand.' },
  ],
  // Goldfish has no enemy Nation to empty. A player who wants a target sets one (a goldfish
  // goal, off by default): the tally of damage dealt then shows and reaching it ends the game.
  values: [
    {
      key: 'damage-dealt',
      label: 'Damage dealt',
      min: 0,
      goldfishOnly: true,
      goal: true,
      rule: 'the goldfish goal you set',
    },
  ],
  powerColours: ['blue', 'green', 'black', 'red', 'white', 'brown', 'purple'],
};

export const LAYOUTS: Record<GameId, GameLayout> = { 'ms-war': MS_WAR, 'gundam-war': GUNDAM_WAR };

export function zoneLayout(game: GameId, zone: string): ZoneLayout | undefined {
  return LAYOUTS[game].zones.find((z) => z.zone === zone);
}

/** A zone's name in the interface language (`play:zone.<game>.<zone>.label`). */
export function zoneLabel(game: GameId, zone: string): string {
  const fallback = zoneLayout(game, zone)?.label ?? zone;
  return i18n.t(`play:zone.${game}.${zone}.label` as never, { defaultValue: fallback }) as string;
}

/** The tracked values shown for a game in this mode. */
/** The values a table tracks; a goal value only when a goal was set, with the goal as its winning mark. */
export function seatValues(layout: GameLayout, mode: PlayMode, goal?: number): SeatValue[] {
  return layout.values
    .filter((v) => (mode === 'goldfish' || !v.goldfishOnly) && (!v.goal || goal !== undefined))
    .map((v) => (v.goal ? { ...v, winsAt: goal } : v));
}
