/**
 * Gundam War's rules intents: one type per move, told apart by `type`. What a player, the AI, a
 * scenario or a saved game hands the step is plain JSON (core's `RulesIntent`); the move its
 * `type` names reads it as its own kind here (a card named by its id or by its spelling, "12",
 * as `resolveRef` reads any card reference).
 *
 * The constructors are the one place an intent is built. Each writes its fields in the order the
 * saved games and replays spell them (`type`, `seat`, `card`, `ability`, `target`, `targets`,
 * `choice`, `substitute`, `asG`, `x`, `label`), so their JSON is the same as it always was.
 * Speed seam: every kind is built with the same fields (those it does not use left undefined,
 * which JSON drops), so the players and the step, which read every intent they are handed, see
 * objects of one shape (docs/performance.md).
 */
import type { CardId, JsonValue, Seat } from '../../../core/types';

/** A card as an intent names it: its id, or its id's spelling (scenarios, hand-written intents). */
export type CardRef = CardId | string;

/** Pass priority (ch. 10): hands it to the other player, or closes the window after their pass. */
export type PassIntent = { type: 'pass'; seat: Seat; label?: string };

/**
 * Answer the pending decision with option ids; a card id picks the one option about that card,
 * and a sortie may instead be given as `earth`/`space` lists of Units, head first.
 */
export type AnswerIntent = {
  type: 'answer';
  seat: Seat;
  choice?: JsonValue[];
  earth?: JsonValue[];
  space?: JsonValue[];
  label?: string;
};

/** Play a card from hand or Hangar (ch. 08), or put it out as a G (Variable). */
export type PlayIntent = {
  type: 'play';
  seat: Seat;
  card: CardRef;
  targets?: CardRef[];
  /** Paid by Substitute Cost. */
  substitute?: boolean;
  /** Put out as a G (Variable) instead of played. */
  asG?: boolean;
  /** The amount chosen for a Resource Cost printed X. */
  x?: number;
  label?: string;
};

/** Use a special effect a player uses (ch. 21), or play the text of a card on the Field (`ability: 'text'`). */
export type ActivateIntent = {
  type: 'activate';
  seat: Seat;
  card: CardRef;
  ability: string;
  targets?: CardRef[];
  label?: string;
};

/** Change [A] (ch. 21): the card in hand takes the place of the Unit `target`. */
export type ChangeIntent = { type: 'change'; seat: Seat; card: CardRef; target: CardRef; label?: string };

export type GwIntent = PassIntent | AnswerIntent | PlayIntent | ActivateIntent | ChangeIntent;
export type GwIntentType = GwIntent['type'];

/** Every intent built with one shape, in the order of the saved games' JSON (above). */
function built(
  type: GwIntentType,
  seat: Seat,
  label: string,
  card?: CardId,
  ability?: string,
  target?: CardId,
  targets?: CardId[],
  choice?: string[],
  substitute?: true,
  asG?: true,
  x?: number,
): GwIntent {
  return { type, seat, card, ability, target, targets, choice, substitute, asG, x, label } as unknown as GwIntent;
}

export const passIntent = (seat: Seat, label: string): PassIntent => built('pass', seat, label) as PassIntent;

export const answerIntent = (seat: Seat, choice: string[], label: string): AnswerIntent =>
  built('answer', seat, label, undefined, undefined, undefined, undefined, choice) as AnswerIntent;

export type PlayWay = { substitute?: boolean; asG?: boolean; x?: number };

export const playIntent = (seat: Seat, card: CardId, targets: CardId[], label: string, way: PlayWay = {}): PlayIntent =>
  built(
    'play',
    seat,
    label,
    card,
    undefined,
    undefined,
    targets,
    undefined,
    way.substitute ? true : undefined,
    way.asG ? true : undefined,
    way.x,
  ) as PlayIntent;

export const activateIntent = (
  seat: Seat,
  card: CardId,
  ability: string,
  targets: CardId[],
  label: string,
): ActivateIntent => built('activate', seat, label, card, ability, undefined, targets) as ActivateIntent;

export const changeIntent = (seat: Seat, card: CardId, unit: CardId, label: string): ChangeIntent =>
  built('change', seat, label, card, undefined, unit) as ChangeIntent;
