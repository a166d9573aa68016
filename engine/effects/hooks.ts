/**
 * What a game supplies so the effect system can drive its state. The library never
 * knows zones, cards or costs; it asks through these functions, all pure.
 */
import type {
  Activation,
  Applied,
  CardId,
  Characteristics,
  ContinuousEffect,
  EffectsState,
  JsonValue,
  Seat,
  Target,
} from './types';
import type { CardName } from '../i18n/message';
import type { LogMessage } from '../core/types';

export type EffectsHooks<G> = {
  /** Lens onto the effects slice embedded in the game state. */
  read(state: G): EffectsState;
  write(state: G, effects: EffectsState): G;
  turnPlayer(state: G): Seat;
  /**
   * How many players take part: 1 in a goldfish game, where the lone player's pass is the
   * only pass needed and priority never leaves them. Two when not supplied.
   */
  seatCount?(state: G): 1 | 2;
  /** Gundam War: the turn player. Orders simultaneous effects (GW 11 / GW 12). */
  attackingPlayer(state: G): Seat;
  /**
   * The question that asks the attacking player to order simultaneous effects, in the game's own
   * words (a message of its namespace): before they go on the Cut, or before they are applied.
   * Without it the question has its English prompt only.
   */
  orderMessage?(then: 'cut' | 'apply'): LogMessage;
  /** Is this chosen target still there and still a legal target of the effect? */
  targetIsLegal(state: G, activation: Activation, target: Target): boolean;
  /** Does the activation's condition (if any) still hold at resolution? */
  conditionHolds(state: G, activation: Activation): boolean;
  /** Carry out what the effect does. Costs are never this library's business: they were paid before activation. */
  apply(state: G, activation: Activation): Applied<G>;
  /** A played card whose effect failed: put it into its original owner's Junkyard. */
  playFailed(state: G, activation: Activation): G;
  /** Re-choose the targets of an "all ~" effect when its hold re-activates. */
  selectAll(state: G, activation: Activation, selector: JsonValue): Target[];
  /** A card's names, so a refusal names a label's cards in the reader's language; English labels when not supplied. */
  cardName?(state: G, id: CardId): CardName;
};

/** Where an object is, for selectors and for telling a returning card from the one that left. */
export type Location = { zone: string; controller: Seat; entered: number };

export type ContinuousHooks<G> = {
  read(state: G): EffectsState;
  /** Every object continuous effects may touch (field, Junkyard, hand… as the game sees fit). */
  objects(state: G): readonly CardId[];
  /**
   * Whether `objects` holds `id`, told without listing them: a derivation whose effects all
   * modify asks about a few objects (the Units in a battle), not every one. Optional; without
   * it the objects are listed.
   */
  isObject?(state: G, id: CardId): boolean;
  /** Printed values of an object before any effect. */
  base(state: G, id: CardId): Characteristics;
  locate(state: G, id: CardId): Location | null;
  /** Counters that change stats (e.g. `{ attack: 1 }`), applied after other stat changes. */
  counters(state: G, id: CardId): Record<string, number>;
  /** Static effects of cards (Auto A, and Auto B effects that work from other zones), with their sources' entry times as timestamps. */
  staticEffects(state: G): readonly ContinuousEffect[];
  isOnField(state: G, id: CardId): boolean;
};
