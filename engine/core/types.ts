/**
 * The game-agnostic shape of a game: plain JSON state, intents, events and rule errors.
 * Both games (and the effect system) build on these; the app only ever sees views.
 */
import type { Card, GameId } from '../cards/model';
import type { Message } from '../i18n/message';
import type { PrngState } from './prng';

export type Seat = 0 | 1;
export type Mode = 'manual' | 'rules';
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type TableValue = number | string | boolean;

/**
 * A card instance's id: its index in `GameState.cards`. A number, not a string: the rules look
 * cards up by id hundreds of times a step, and an array element read by a number measured about
 * three times faster than by its string spelling (docs/performance-history.md, "M.S. War engine").
 */
export type CardId = number;

/** One physical card on the table. Its zone is the authority; `zone` mirrors it for lookups. */
export interface CardInstance {
  id: CardId;
  owner: Seat;
  /** `cardKey` of the printed card, looked up in `GameState.catalog`. */
  key: string;
  zone: string;
  faceUp: boolean;
  /** Expended (M.S. War) / rolled (Gundam War). */
  turned: boolean;
  counters: Record<string, number>;
  /** Id of the card this one is attached to (a pilot on an M.S., a Character Set on a Unit). */
  attachedTo: CardId | null;
  /** Seats that may see this card although its zone hides it; cleared when it moves. */
  revealedTo: Seat[];
}

export interface Turn {
  number: number;
  active: Seat;
  phase: string;
  step: string;
}

/**
 * One answer a decision offers. Options sharing a `group` are one thing offered several ways (a
 * Unit that may sortie to Earth or to Space): a table lists the group once, by its label, with
 * each option's `choice` words, and at most one option of a group is picked.
 */
export interface DecisionOption {
  id: string;
  /** English, for the command line and tests. */
  label: string;
  cards?: CardId[];
  /** The label as a message; `{ ref: n }` names the decision's `refs[n]` (see `Decision.msg`). */
  msg?: LogMessage;
  /** `msg`: the group's label as a message, like the option's. */
  group?: { id: string; label: string; msg?: LogMessage };
  /** This option's words within its group; `zone`: the zone it names, for the table to say in its language. */
  choice?: { text: string; zone?: string };
}

/** A choice the game waits for; answered by an `answer` intent from `seat`. */
export interface Decision {
  id: string;
  seat: Seat;
  kind: string;
  /** English, for the command line and tests. */
  prompt: string;
  /**
   * The prompt as a message, told per viewer like a log line (engine/core/log.ts): `{ seat }` a
   * player, `{ ref: n }` the card `refs[n]`, by name to a viewer who can see it now, else "a card".
   */
  msg?: LogMessage;
  /** The cards the prompt's and the options' messages name, by `{ ref: n }`. */
  refs?: CardId[];
  options: DecisionOption[];
  /** How many options may be picked (inclusive). */
  min: number;
  max: number;
  /** Options whose card ids the other seat may not see (their labels are hidden too). */
  secret?: boolean;
}

/** Goldfish: the dummy opponent the lone player plays against (engine/core/dummy.ts). */
export interface Dummy {
  /** Cards its pile held at the start (a deck less its opening hand, unless the player set another figure). */
  pile: number;
  /** Cards left in its pile. */
  left: number;
  /** Cards it drew in its own turns. */
  drawn: number;
  /** Cards the player's battle damage and effects took off its pile, by turn (index 0 = turn 1). */
  damage: number[];
  /** M.S. War: War Experience it scored (a Battle Scars effect can give it some). */
  warExperience: number;
  /** The player's turn on which it was beaten (or the game otherwise ended); null while it stands. */
  endedOn: number | null;
}

export interface GameState {
  game: GameId;
  mode: Mode;
  seats: 1 | 2;
  players: string[];
  catalog: Record<string, Card>;
  /** Every card on the table, at the index of its id. */
  cards: CardInstance[];
  /** Ordered card ids per zone key `<seat>:<zone>`; index 0 is the top of a pile. */
  zones: Record<string, CardId[]>;
  /** Named values per seat key `<seat>:<name>` (War Experience, life counters…). */
  values: Record<string, TableValue>;
  turn: Turn;
  prng: PrngState;
  pending: Decision | null;
  winner: Seat | 'draw' | null;
  /** Monotonic counter for timestamps and decision ids. */
  clock: number;
  /** Game-specific rules state (owned by the game module); null in manual mode. */
  rules: JsonValue;
  /** Goldfish in rules mode: the dummy opponent (the kill clock); absent otherwise. */
  dummy?: Dummy;
}

/** A card mentioned by an event, with who could see it at that moment. */
export interface EventRef {
  id: string;
  name: string;
  /** `cardKey` of the printed card, so a log line can show the card it names. */
  key: string;
  shownTo: Seat[];
}

/**
 * A log line's message before it is told to a viewer: parameters may name a seat (told as the
 * player's name) or a card reference by its index in `refs` (told by name, or "a card" to a
 * viewer who could not see it). See engine/core/log.ts and docs/i18n.md.
 */
export type LogParam = string | number | { seat: Seat } | { ref: number } | LogName | LogMessage;
/** A name with its Japanese form (a keyword, say), told in the reader's language like a card's. */
export type LogName = { name: string; name_ja?: string };
// Type aliases, not interfaces: a message kept in the rules state (an effect's label) must fit `JsonValue`.
export type LogMessage = { key: string; params?: Record<string, LogParam> };

/** Something that happened; `text` uses `{0}`, `{1}` for refs and `{p0}`, `{p1}` for players. */
export interface GameEvent {
  type: string;
  seat: Seat | null;
  /** English, for logs, tests and lines no catalog names yet. */
  text: string;
  /** The same line as a message, told in the reader's language (`log:` catalog). */
  msg?: LogMessage;
  refs: EventRef[];
  /** True when a manual intent changed a rules-mode game. */
  override?: boolean;
}

export interface RuleError {
  /** English, for the command line, logs and tests. */
  error: string;
  /** The rule broken, e.g. `M.S. War 2.1 — Attack Phase C`. */
  rule?: string;
  /**
   * `error` and `rule` as messages, told in the reader's language (engine/i18n/message.ts). A
   * refusal goes to the seat that tried the move, so the cards it names are ones that seat sees.
   */
  msg?: Message;
  ruleMsg?: Message;
}

export interface StepOk {
  state: GameState;
  events: GameEvent[];
}

export type StepResult = StepOk | RuleError;

export function isRuleError(result: unknown): result is RuleError {
  return typeof result === 'object' && result !== null && 'error' in result;
}

/**
 * A card reference in an intent: an instance id, or `<zoneKey>#<index>` for a card
 * the acting seat cannot identify (the top of a Supply Base, a card in a hidden hand).
 */
export type CardRef = CardId | string;

export type Position = 'top' | 'bottom' | number;

export type ManualIntent =
  | { type: 'move'; seat: Seat; card: CardRef; to: string; position?: Position; faceUp?: boolean }
  | { type: 'turn'; seat: Seat; card: CardRef; turned?: boolean }
  | { type: 'flip'; seat: Seat; card: CardRef; faceUp?: boolean }
  | { type: 'counter'; seat: Seat; card: CardRef; name: string; delta: number }
  | { type: 'attach'; seat: Seat; card: CardRef; to: CardRef | null }
  | { type: 'reveal'; seat: Seat; card: CardRef; to: 'all' | Seat }
  | { type: 'shuffle'; seat: Seat; zone: string }
  | { type: 'draw'; seat: Seat; count?: number }
  | { type: 'set-value'; seat: Seat; key: string; value: TableValue }
  | { type: 'next-phase'; seat: Seat }
  | { type: 'roll'; seat: Seat; sides: number }
  /** The seat privately looks at the top `count` cards of a pile, or all of it when `count` is left out. */
  | { type: 'look'; seat: Seat; zone: string; count?: number };

export const MANUAL_INTENT_TYPES: ReadonlySet<string> = new Set([
  'move',
  'turn',
  'flip',
  'counter',
  'attach',
  'reveal',
  'shuffle',
  'draw',
  'set-value',
  'next-phase',
  'roll',
  'look',
]);

/** A rules intent: defined by each game module (`pass`, `answer`, `attack`, `play`…). */
export interface RulesIntent {
  type: string;
  seat: Seat;
  [field: string]: JsonValue | undefined;
}

/**
 * A player gives the game up: the other seat wins. Every game takes it in rules mode, at any
 * moment of a game that is still on (engine/core/concede.ts); no module lists it among a
 * seat's legal intents, so automatic players never concede.
 */
// A type, not an interface: a saved game keeps it as JSON like any other intent.
export type ConcedeIntent = { type: 'concede'; seat: Seat };

export type Intent = ManualIntent | RulesIntent | ConcedeIntent;

export function isManualIntent(intent: Intent): intent is ManualIntent {
  return MANUAL_INTENT_TYPES.has(intent.type);
}

/** Whether an intent of this type is a manual one (`isManualIntent`, for a type already read). */
export const isManualType = (type: string): boolean => MANUAL_INTENT_TYPES.has(type);
