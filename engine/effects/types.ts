/**
 * Data of the effect system. Everything a game stores here is plain JSON (type aliases,
 * not interfaces, so the slice fits `JsonValue` and `GameState.rules`). Wording follows
 * Gundam War's Advanced Rules: the Cut, Auto A–D, holds, the attacking player.
 */
import type { CardId, Decision, JsonValue, LogMessage, RuleError, Seat } from '../core/types';

export type { CardId, Decision, JsonValue, RuleError, Seat };

/** A chosen target. `entered` pins it to one stay in a location: once the card leaves it, it is a new object and the target is lost. */
export type Target = { id: CardId; entered: number | null };

/**
 * How an effect came about. `play-card` is a card being played (it goes to its owner's
 * Junkyard if it fails); `play-text` is text played from a card; `auto-b`/`auto-c`/`auto-d`
 * are automatic effects; `abolish` is the Abolish that follows Destruction; `hold` is a
 * held effect re-activating; `player-auto` is an automatic effect a player chose to activate.
 */
export type ActivationKind =
  | 'play-card'
  | 'play-text'
  | 'auto-b'
  | 'auto-c'
  | 'auto-d'
  | 'abolish'
  | 'hold'
  | 'player-auto';

/** One activated effect: a Cut entry, or an effect applied at once. `op` is the game's typed description of what it does. */
export type Activation = {
  id: string;
  kind: ActivationKind;
  /** The card whose text this is (null for a rule-made effect). */
  source: CardId | null;
  /** Which ability of the source (its key in the game's card data); used for "once per turn" and holds. */
  ability: string | null;
  /** For `play-card`: the card being played. */
  card: CardId | null;
  controller: Seat;
  op: JsonValue;
  /** Short text for logs and decisions, e.g. "Beam Rifle: 2 damage to Zaku". */
  label: string;
  /** `label` as a message: `{ ref: 0 }` is the source (else the card played), `{ ref: 1 + i }` target i. */
  labelMsg?: LogMessage;
  targets: Target[];
  /** A game-defined condition checked again at resolution (null: none). */
  condition: JsonValue;
  /** For effects on "all ~": the game's selector, re-chosen when a hold re-activates. */
  all: JsonValue;
  /** Timestamp of activation. */
  at: number;
};

/** What a game passes to activate or trigger an effect; ids and timestamps are filled in. */
export type ActivationDraft = {
  kind: ActivationKind;
  source: CardId | null;
  ability?: string | null;
  card?: CardId | null;
  controller: Seat;
  op: JsonValue;
  label: string;
  labelMsg?: LogMessage;
  targets?: Target[];
  condition?: JsonValue;
  all?: JsonValue;
};

/** "You can play this N times in a turn" (per card, unless `key` is shared: "this effect will not be repeated"). */
export type UseLimit = { perTurn: number; key?: string; sameTargetOncePerTurn?: boolean };

/** An automatic effect reported by the game at a timing. */
export type TriggerDraft = ActivationDraft & {
  kind: 'auto-b' | 'auto-c' | 'auto-d' | 'abolish';
  /** "if ~ is done" effects happen once per turn; "every time ~" ones every time (GW 11, Special Timings). */
  frequency?: 'once-per-turn' | 'every-time';
};

/** An effect resolved and waiting to re-activate at `timing` (GW 12, "put on hold"). */
export type Hold = { id: string; timing: string; activation: Activation; until: Duration };

/** How long a continuous effect or hold lasts. `turn` is the default; `battle` ends with the Return Step, which is the end of the turn. */
export type Duration = 'turn' | 'battle' | 'while-source-on-field' | 'game';

export type Layer = 'base' | 'type' | 'colour' | 'abilities' | 'stats';

/** What a continuous effect changes; the layer follows from the kind. */
export type Change =
  | { kind: 'set-values'; values: Record<string, number> }
  | { kind: 'types'; add: string[]; remove: string[]; set: string[] | null }
  | { kind: 'colour'; set: string }
  | { kind: 'gain'; abilities: string[] }
  | { kind: 'lose'; abilities: string[] | 'all' }
  | { kind: 'modify'; deltas: Record<string, number> }
  | { kind: 'swap'; stats: [string, string] };

/**
 * Which objects a static ("have/are") effect covers, judged on the values derived so far.
 * `controller` may be a seat or relative to the source's controller.
 */
export type Selector = {
  zones?: string[];
  controller?: Seat | 'you' | 'opponent';
  types?: string[];
  abilities?: string[];
  colour?: string;
  ids?: CardId[];
  excludeSource?: boolean;
};

/** Instanced ("get/gain/become"): a fixed set of objects. Static ("have/are"): everything matching now, newcomers included. */
export type Scope = { kind: 'instanced'; objects: Target[] } | { kind: 'static'; selector: Selector };

export type ContinuousEffect = {
  id: string;
  source: CardId | null;
  controller: Seat;
  /** The source's ability producing it: the effect exists only while the source still has that ability at this layer. */
  ability: string | null;
  /** Static effects: the source's entry time; resolved effects: their resolution time. */
  timestamp: number;
  scope: Scope;
  change: Change;
  duration: Duration;
  /** Extra aspects this effect reads (e.g. `ability:Flight`), beyond those its selector implies; used for dependencies. */
  reads: string[];
};

export type ContinuousDraft = Omit<ContinuousEffect, 'id' | 'timestamp' | 'reads' | 'ability' | 'duration'> & {
  ability?: string | null;
  duration?: Duration;
  reads?: string[];
};

/** The values of one object after all continuous effects. */
export type Characteristics = {
  stats: Record<string, number>;
  types: string[];
  colour: string | null;
  abilities: string[];
};

/** Every object's values after all continuous effects (continuous/derive.ts). */
export type Derived = {
  /** Values of an object (undefined if the game does not list it among its objects). */
  of(id: CardId): Characteristics | undefined;
  /** Ids of the effects that applied, per layer, in the order they applied. */
  readonly applied: Record<Layer, string[]>;
};

/** The effect system's slice of a game's state. */
export type EffectsState = {
  clock: number;
  nextId: number;
  /** The current Cut, bottom first; the last entry resolves first. */
  cut: Activation[];
  /** Whether the current timing lets players play and Cut in. */
  free: boolean;
  /** Who may act now (null outside free timing, or while a decision is pending). */
  priority: Seat | null;
  /** Consecutive passes since the last activation or resolution. */
  passes: number;
  /** Auto C / Abolish effects that arose during a Cut: they open a new Cut when it ends. */
  nextCut: Activation[];
  /** Work the processor still has to do, in order (kept in the state so a decision can pause it). */
  agenda: AgendaItem[];
  holds: Hold[];
  continuous: ContinuousEffect[];
  /** "Once per turn"/"N times a turn" bookkeeping, cleared when the turn ends. */
  used: Record<string, number>;
  pending: Decision | null;
};

/** A step of the processor: apply effects now, ask the attacking player to order some, or put some on a Cut. */
export type AgendaItem =
  | { do: 'apply'; activations: Activation[] }
  | { do: 'order'; activations: Activation[]; then: 'apply' | 'cut' }
  | { do: 'cut'; activations: Activation[] }
  /** Resolve the top of a Cut nobody may Cut into. */
  | { do: 'resolve' }
  /** The Cut has emptied: open the next one from `nextCut`, or hand priority back. */
  | { do: 'end-cut' };

export type EffectEvent =
  | { type: 'activated'; id: string; kind: ActivationKind; label: string; controller: Seat }
  | { type: 'priority'; seat: Seat }
  | { type: 'passed'; seat: Seat }
  | { type: 'cut-opened'; ids: string[] }
  | { type: 'resolved'; id: string; label: string }
  | { type: 'applied'; id: string; label: string }
  | { type: 'failed'; id: string; label: string; reason: 'target-lost' | 'condition-unmet' }
  | { type: 'to-junkyard'; card: CardId }
  | { type: 'cut-ended' }
  | { type: 'decision'; decision: Decision }
  | { type: 'held'; id: string; timing: string }
  | { type: 'not-activated'; label: string; reason: 'once-per-turn' }
  | { type: 'free-timing-ended' }
  | { type: 'expired'; ids: string[] };

/** What a game's `apply` hook returns: the new state and any automatic effects the application triggered. */
export type Applied<G> = { state: G; triggers?: TriggerDraft[] };

export type EffectsOk<G> = { state: G; events: EffectEvent[] };
export type EffectsResult<G> = EffectsOk<G> | RuleError;
