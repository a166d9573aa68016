/**
 * The verbs a game offers card scripts: an op says what happens in the script language and
 * calls these to make it happen on that game's table. Each rules module implements them over
 * its copy-on-write draft; an op a game does not have is refused when the script is read, so
 * a game never gets a verb it lacks.
 */
import type { CardId, Seat } from '../core/types';
import type { ScriptIf, ScriptOp, ScriptTarget } from './schema';

/** `paused`: waits for a player's choice; `not-done`: the op could not do what it says (for an `if-done` after it). */
export type Outcome = void | 'paused' | 'not-done';
export type Whose = 'you' | 'opponent';

/** Verbs both games have. */
export interface SharedTable {
  draw(seat: Seat, count: number): void;
  /** The top `count` cards of the deck go to the discard pile. */
  /** `false`: the deck had fewer cards than `count` (what it had still goes). */
  mill(seat: Seat, count: number): void | boolean;
  /** `false`: the card was already destroyed, or is not on the Field (nothing done). */
  destroy(id: CardId): void | boolean;
  /** Moves a card to its owner's hand or another place the game's `move` op names. */
  move(id: CardId, to: string): void;
  /** Lets the players resolve a text by hand. */
  manual(text: string): void;
}

export interface MsWarTable extends SharedTable {
  /** Discards `count` cards: at random, or the player chooses (then the effect pauses). */
  discard(seat: Seat, count: number, random: boolean): Outcome;
  clash(id: CardId, delta: number, until: 'battle' | 'turn', perWarExperience: boolean): void;
  gain(id: CardId, keyword: string): void;
  /** The card may not attack / defend until the end of the battle or turn. */
  forbid(id: CardId, what: 'attack' | 'defend', until: 'battle' | 'turn'): void;
  regenerate(seat: Seat, count: number): void;
  /** Moves `count` cards the player chooses from the Dry Dock to the Defunct Pile (then the effect may pause). */
  defunct(seat: Seat, count: number): Outcome;
  /** Only M.S. that fit may defend against the card for the battle ("Only M.S. … can Defend against target attacking M.S."). */
  onlyDefend(
    id: CardId,
    fit: { minClash?: number; maxClash?: number; keyword?: string; msType?: string; corps?: string },
  ): void;
  /** The Event on the Effect Chain does nothing when its link resolves. */
  voidEvent(id: CardId): void;
  /** Cards of a kind cost `delta` more to play until the end of the turn. */
  price(card: 'event' | 'ms' | 'pilot', delta: number): void;
  expend(seat: Seat, count: number): void;
  recycle(seat: Seat): void;
  /** `null`: the goldfish dummy opponent (engine/core/dummy.ts), when the table has one. */
  warExperience(seat: Seat | null, count: number): void;
}

export interface GundamWarTable extends SharedTable {
  damage(id: CardId, amount: number): void;
  modify(id: CardId, melee: number, ranged: number, hp: number): void;
  repair(id: CardId, amount: number): void;
  /** The card (and its Set group) is rolled; `false` when it already was (nothing done). */
  roll(id: CardId): void | boolean;
  /** The card loses a special effect until end of turn. */
  lose(id: CardId, keyword: string): void;
  /** The card gains a special effect until end of turn. */
  gain(id: CardId, keyword: string): void;
  negatePlay(id: CardId): void;
  negateDestruction(id: CardId): void;
  pollution(seat: Seat, amount: number): void;
  /** Recover (ch. 20): `count` cards from the top of the Lost Card Pile to the top of the Nation (or the hand), one at a time. */
  recover(seat: Seat, count: number, to: 'nation' | 'hand'): void;
  /** The player chooses `count` cards of their hand for the bottom of their Nation (may pause). */
  handToNationBottom(seat: Seat, count: number): Outcome;
  /** Every card on the Field that fits, as the effect resolves ("destroy all enemy Units"), seen by `seat`. */
  allThatFit(seat: Seat, fits: ScriptTarget): CardId[];
  /** The player chooses a card of `where` matching the op's choice as the effect resolves (may pause). */
  chooseAndMove(seat: Seat, choose: { card: string; where: string }, to: string): Outcome;
  /** The player looks at their Nation and chooses up to `count` cards of a kind for the hand (may pause), then shuffles it if `shuffle`. */
  searchNation(
    seat: Seat,
    search: {
      card: string;
      count: number;
      may: boolean;
      shuffle: boolean;
      top?: number;
      rest?: string;
      order?: boolean;
    },
  ): Outcome;
  shuffleNation(seat: Seat): void;
  /** The player chooses up to `count` cards that fit as the effect resolves: the chosen ones, or `paused` while they choose. */
  choose(seat: Seat, fits: ScriptTarget, count: number): CardId[] | 'paused';
  /** Is an "if you ~" condition met for `seat` now (a `branch` asks it as the effect resolves)? */
  holds(seat: Seat, condition: ScriptIf): boolean;
  /** The player chooses `count` cards of their hand for the Junkyard (may pause); `may`: none is a choice too (then not done). */
  discard(seat: Seat, count: number, random: boolean, may?: boolean): Outcome;
  /** Upkeep: the player may pay (roll N G, or a Resource Cost); not done when they do not (may pause to ask). */
  pay(seat: Seat, cost: { rollG: number } | { resource: number }): Outcome;
  /** The player's Nation takes no battle damage this turn. */
  noBattleDamage(seat: Seat): void;
  /** The card's text is negated until end of turn; `pending`: its effects on the Cut too. */
  negateText(id: CardId, pending: boolean): void;
  /** The Command being played resolves doing nothing (its play still counts). */
  negateEffect(id: CardId): void;
  /** `seat` gains control of the card (control.ts); `until` `turn`: back to its controller before as the turn ends. `false`: nothing done. */
  control(id: CardId, seat: Seat, until: 'turn' | null): void | boolean;
  /** `count` coins of a +X/+Y/+Z on the card (coins.ts); `false`: not on the Field, nothing done. */
  coin(id: CardId, mod: { melee: number; ranged: number; hp: number }, count: number): void | boolean;
  /** Takes `count` coins of that kind off the card; false (none taken) when it carries fewer. */
  removeCoin(id: CardId, mod: { melee: number; ranged: number; hp: number }, count: number): boolean;
  /** The card may not sortie (to attack / to defend / at all) until end of turn. */
  noSortie(id: CardId, when: 'attack' | 'defend' | null): void;
}

export type AnyTable = SharedTable & Partial<MsWarTable> & Partial<GundamWarTable>;

/** What an op is applied with: the table, who controls the effect, and what it acts on. */
export interface OpContext<T = AnyTable> {
  table: T;
  controller: Seat;
  /** The other seat, or null at a goldfish table. */
  opponent: Seat | null;
  source: CardId | null;
  /** The ability's targets (checked as it resolved), or its source when it has none. */
  on: CardId[];
  /** Runs a list of ops in this context (`run-ops.ts` gives it, for an op holding ops of its own). */
  run?: (ops: readonly ScriptOp[]) => Outcome;
  /**
   * Told, when an op pauses for a choice, the ops still to run after it — once for each list it
   * stands in, the innermost first — and the cards they act on then, so a game can carry the
   * effect on once the choice is made.
   */
  paused?: (rest: readonly ScriptOp[], on: readonly CardId[]) => void;
}

export function whose(ctx: OpContext, who: Whose): Seat | null {
  return who === 'you' ? ctx.controller : ctx.opponent;
}
