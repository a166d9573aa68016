/**
 * What the table renders: one seat's view of a game, already stripped of what that
 * seat may not see. The session adapter builds it from the engine worker's view, so
 * no component ever touches raw engine state (and a hidden card has no identity here).
 */
import type { Dummy } from '../../../../engine/core/types';
import type { Card, GameId } from '../../../../engine/cards/model';
import type { LogCard } from '../../../../engine/core/log';
import type { CardName, Message } from '../../../../engine/i18n/message';

export type Seat = 0 | 1;
/** `solo`: one player against the computer (seat 2 is played by the engine's AI). */
export type PlayMode = 'goldfish' | 'hotseat' | 'solo';

export interface TableCard {
  /** The instance id the engine knows the card by. */
  id: string;
  /** `<game>:<number>`; absent when the card is hidden from the viewer. */
  cardKey?: string;
  faceUp: boolean;
  /** Turned 90° (M.S. War: expended; Gundam War: rolled). */
  turned: boolean;
  counters: Record<string, number>;
  /** Cards hanging off this one: pilots on an M.S., characters/operations set on a unit. */
  attached: TableCard[];
  /** Shown to everyone although its zone is hidden. */
  revealed?: boolean;
  owner: Seat;
  /** Position in the engine's zone list (attached cards follow their host there). */
  index: number;
}

export interface TableZone {
  /** The engine's zone id (e.g. `msDock`). */
  zone: string;
  seat: Seat;
  cards: TableCard[];
  /** Number of cards, also when they are hidden (a face-down pile). */
  count: number;
}

export interface ChainEntry {
  id: string;
  label: string;
  /** What resolving the entry will do, in plain words. */
  effect: string;
  /** `label` and `effect` as messages for the interface language (absent: English only). */
  labelMessage?: Message;
  effectMessage?: Message;
  seat: Seat;
  /** Names of the cards it targets (null for a card hidden from the viewer). */
  targets?: (CardName | null)[];
  /**
   * The card being played, drawn here while it resolves instead of in its zone: a card that is
   * nothing but its effect (an M.S. War Event, which the rules put on the M.S. Battlefield until
   * it resolves, 2.1 "Event Cards", then to the Dry Dock).
   */
  card?: TableCard;
}

export interface PendingDecision {
  seat: Seat;
  /** What is asked, in the engine's words (`mulligan`, `first-player`, …). */
  kind?: string;
  prompt: string;
  /** The prompt and each option's label as messages for the interface language (absent: English only). */
  message?: Message;
  options: {
    id: string;
    label: string;
    message?: Message;
    /** The cards the option names (an answer naming one is not kept for the game). */
    cards?: string[];
    group?: { id: string; label: string; message?: Message };
    choice?: { text: string; zone?: string };
  }[];
  /** How many options to pick; 1 for a plain choice. */
  pick?: { min: number; max: number };
}

export interface TableView {
  game: GameId;
  mode: PlayMode;
  /** The seat whose eyes this view is for. */
  viewer: Seat;
  seats: Seat[];
  active: Seat;
  turn: number;
  phase: string;
  step?: string;
  /** Rules mode: the seat that may act now (absent outside free timing or while a decision waits). */
  priority?: Seat;
  /** Rules mode: whether the current timing lets players play cards and Cut in. */
  free?: boolean;
  zones: TableZone[];
  /** Per-seat numbers shown on the mat: War Experience, coins, nation power. */
  values: Record<Seat, Record<string, number>>;
  chain: ChainEntry[];
  pending: PendingDecision | null;
  winner: Seat | null;
  over: boolean;
  log: string[];
  /** Per log line, the cards it names for this seat (`log[i]` names `logCards[i]`). */
  logCards: LogCard[][];
  /** Per log line, the line as a message for the interface language (null: English only). */
  logMessages: (Message | null)[];
  /** Printed cards the viewer can see, by `cardKey`. */
  catalog: Record<string, Card>;
  players: string[];
  canUndo: boolean;
  canRedo: boolean;
  /** Goldfish: the goal the player set (e.g. damage dealt to reach), if any. */
  goal?: number;
  /** Goldfish in rules mode: the dummy opponent's pile and the damage dealt to it by turn (the kill clock). */
  dummy?: Dummy;
}

export function zoneOf(view: TableView, seat: Seat, zone: string): TableZone {
  return view.zones.find((z) => z.seat === seat && z.zone === zone) ?? { zone, seat, cards: [], count: 0 };
}

/** Finds a card and where it sits (including cards attached to others). */
export function locateCard(
  view: TableView,
  id: string,
): { card: TableCard; zone: TableZone; index: number; host?: TableCard } | null {
  for (const zone of view.zones) {
    for (let index = 0; index < zone.cards.length; index++) {
      const card = zone.cards[index];
      if (card.id === id) return { card, zone, index };
      const attached = card.attached.find((a) => a.id === id);
      if (attached) return { card: attached, zone, index, host: card };
    }
  }
  return null;
}
