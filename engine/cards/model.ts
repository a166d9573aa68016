/**
 * The card model shared by import, search, deck building and both game engines.
 * One type per game, with the shared fields in `CardBase`. Values here are what a
 * user's spreadsheet says; derived game values (after effects) live in the engine.
 */

import type { CardScript } from '../abilities/schema';

export type GameId = 'gundam-war' | 'ms-war';
export const GAME_IDS: readonly GameId[] = ['gundam-war', 'ms-war'];

export const GAME_LABELS: Record<GameId, string> = {
  'gundam-war': 'Gundam War',
  'ms-war': 'Gundam M.S. War',
};

/** A keyword ("special effect") recognised in card text, with its parameters. */
export interface Keyword {
  /** Canonical lower-case id, e.g. `space-battle`, `restrict-1-deck`, `dock-pilot`. */
  id: string;
  /** How the keyword is shown, e.g. `Space Battle (2)`. */
  label: string;
  /** Numeric parameter such as the X of `PS Armor (X)`, when the keyword has one. */
  value?: number;
  /** Any further text parameter, e.g. the trait named by `Team (Black Tri-Stars)`. */
  param?: string;
  /** The effect text a keyword carries, e.g. the A of `Multiple -> A` or the B of `Team ->[A]B`. */
  effect?: string;
  /**
   * What the parameter says, read as the card is read (engine/cards/keywords/params.ts) so the
   * rules never read the words: the Battle Modification it carries (Cruiser-use-Modification's
   * `(+X/+Y/+Z)`, a Multiple's or Team's effect that gives one).
   */
  mod?: BattleModification;
  /** True when the effect says nothing but `mod` (Team: a bare modification is gained from every member). */
  modOnly?: true;
  /** Substitute Cost's B: what it does to the total and the designated Nation Power; absent for `*` (nothing). */
  costChange?: CostChange;
}

/** A Battle Modification `+X/+Y/+Z`: melee / ranged / HP (Gundam War ch. 15). */
export interface BattleModification {
  melee: number;
  ranged: number;
  hp: number;
}

/** A change to a card's cost (Gundam War ch. 21 Substitute Cost): to its total and its designated Nation Power. */
export interface CostChange {
  total?: number;
  designated?: number;
}

export interface CardBase {
  game: GameId;
  /** Unique per game, e.g. `MS-050`, `U-S1`. */
  number: string;
  name: string;
  name_ja?: string;
  type: string;
  cost?: number;
  text: string;
  /**
   * The card's text in Japanese, for Japanese readers only: the rules read `text` (and `script`),
   * never this, so a card plays the same in either language (the demo sets carry one, issue 47).
   */
  text_ja?: string;
  set: string;
  rarity: string;
  keywords: Keyword[];
  /** True when a user image is attached (the Blob itself is stored separately). */
  hasImage?: boolean;
  /**
   * The card's abilities as data (docs/card-scripts.md): given by the card file (`script`
   * column or field), or compiled from `text` when the card was read (`compiled`). The printed
   * text stays as printed; the rules engine reads only this.
   */
  script?: CardScript;
  /** True when `script` was compiled from the text rather than given. */
  compiled?: boolean;
}

export type MsWarCardType = 'ms' | 'pilot' | 'event' | 'battlefield' | 'mission';
export const MS_WAR_TYPES: readonly MsWarCardType[] = ['ms', 'pilot', 'event', 'battlefield', 'mission'];

export interface MsWarCard extends CardBase {
  game: 'ms-war';
  type: MsWarCardType;
  corps?: string;
  /** Clash points. */
  clash?: number;
  /** Model number, used by Upgrade. */
  model?: string;
  /** M.S. type line, e.g. `Mobile Suit`, `Mobile Armor`, `Battleship`. */
  ms_type?: string;
}

/**
 * Gundam War card types. An `ace` (ACE, from 2010) is a Unit on the Field in every way but how
 * it is played: its own once-a-turn limit, in its owner's Disposition Phase, and it comes out
 * upright (docs/rules-coverage/gundam-war.md, "ACE").
 */
export type GundamWarCardType = 'unit' | 'ace' | 'character' | 'command' | 'operation' | 'g';
export const GUNDAM_WAR_TYPES: readonly GundamWarCardType[] = ['unit', 'ace', 'character', 'command', 'operation', 'g'];

/** A Resource Cost whose amount the player chooses as the card is played (printed `X`). */
export type VariableCost = 'X';

export type GundamWarColor = 'blue' | 'green' | 'black' | 'red' | 'white' | 'brown' | 'purple';
export const GUNDAM_WAR_COLORS: readonly GundamWarColor[] = [
  'blue',
  'green',
  'black',
  'red',
  'white',
  'brown',
  'purple',
];

export type Terrain = 'space' | 'earth' | 'both';

export interface GundamWarCard extends CardBase {
  game: 'gundam-war';
  type: GundamWarCardType;
  color?: GundamWarColor;
  /**
   * Designated Nation Power: how much of the Total (`cost`) the G on the player's Field must
   * give in this card's colour. Like the Total it is a threshold, never paid.
   */
  nation_cost?: number;
  /**
   * Resource Cost (資源コスト), the third printed number (`青1-2-1`): the only part of the cost
   * that is paid, that many cards from the top of the player's Nation to their Lost Card Pile.
   * `X` is chosen as the card is played. Absent means 0.
   */
  resource_cost?: number | VariableCost;
  /**
   * A card that names more than one colour (`青2黒1`): every colour with its designated
   * nation power, in printed order. `color` and `nation_cost` are then the first of them.
   */
  nation_costs?: { color: GundamWarColor; count: number }[];
  terrain?: Terrain;
  melee?: number;
  ranged?: number;
  hp?: number;
  traits: string[];
  /** Unit number (part of the name for deck building; dots and dashes ignored). */
  model?: string;
  /** The official 9-digit card id (`101020126`), when the card file gives one beside its own number. */
  card_id?: string;
  /** The printed code (`U-347`): type letter and number; the same code repeats across colours and sets. */
  code?: string;
}

export type Card = MsWarCard | GundamWarCard;

/** The key a card is stored and referenced by everywhere: `<game>:<number>`. */
export function cardKey(card: Pick<CardBase, 'game' | 'number'>): string {
  return `${card.game}:${card.number}`;
}
