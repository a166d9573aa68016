/**
 * Copy-on-write editing of a GameState: each card and zone is copied at most once per
 * step, everything untouched is shared with the previous state. Keeps `step` pure and cheap.
 */
import type { Memo } from './memo';
import { newIdList } from './ids';
import type { CardId, CardInstance, GameEvent, GameState, LogMessage, Seat } from './types';
import { logTemplate } from './log';

/**
 * Copies a record with named keys (the zones table), part of the copy-on-write draft's speed
 * seam (docs/performance.md): spreading a copy of a copy measured ~4 µs per table, spreading
 * one and the same object ~0.5 µs. So the copier keeps a private template that mirrors the last table it handed out: entries the step
 * writes (`write`) go into both, and the next step, which copies exactly that table, only
 * spreads the template. Copying any other table (undo, a branch, another game) first writes
 * its entries into the template; a record with other keys becomes the new template.
 */
class RecordCopier<T> {
  private template: Record<string, T> = {};
  private keys: string[] = [];
  /** The last table handed out, while the template still holds the same entries. */
  private last: Record<string, T> | null = null;

  copy(from: Record<string, T>): Record<string, T> {
    if (from !== this.last && !this.mirror(from)) {
      this.template = { ...from };
      this.keys = Object.keys(this.template);
    }
    const to = { ...this.template };
    this.last = to;
    return to;
  }

  /** Sets an entry of a table this copier handed out, keeping the template in step with it. */
  write(table: Record<string, T>, key: string, value: T): void {
    table[key] = value;
    if (table !== this.last) return;
    // A new key (a zone first used in this step) is appended in both, in the same order.
    if (this.template[key] === undefined) this.keys.push(key);
    this.template[key] = value;
  }

  /** Writes `from`'s entries into the template; false when its keys are not the template's. */
  private mirror(from: Record<string, T>): boolean {
    const keys = this.keys;
    let i = 0;
    for (const key in from) if (key !== keys[i++]) return false;
    if (i !== keys.length) return false;
    for (const key in from) this.template[key] = from[key];
    return true;
  }
}

/** A card's counters, copied (most cards carry none). */
function copyCounters(counters: Record<string, number>): Record<string, number> {
  for (const _ in counters) return { ...counters };
  return {};
}
const zoneTables = new RecordCopier<CardId[]>();

/**
 * A place on every draft for data a game's rules keep while one step lasts (the rules record
 * this step already copied, effects waiting to be reported, the draft a library call logs
 * into). Kept on the draft, it dies with the step: no module holds one step's state, so a
 * nested draft or an interleaved game can never read another's. Made once per owner, at load.
 */
export interface StepSlot<T> {
  readonly index: number;
  readonly name: string;
  /** Carries `T` for the type checker only. */
  readonly type?: T;
}

let slotCount = 0;

export function stepSlot<T>(name: string): StepSlot<T> {
  return { index: slotCount++, name };
}

/** The events of every quiet step: none, and one frozen list for all of them. */
export const NO_EVENTS: GameEvent[] = Object.freeze([]) as unknown as GameEvent[];

/**
 * A new state record sharing every part of `base` (the step replaces the parts it writes).
 * Spelled out (not spread) so every step's state has one shape; see RecordCopier.
 */
export function nextState(base: GameState): GameState {
  return {
    game: base.game,
    mode: base.mode,
    seats: base.seats,
    players: base.players,
    catalog: base.catalog,
    cards: base.cards,
    zones: base.zones,
    values: base.values,
    turn: base.turn,
    prng: base.prng,
    pending: base.pending,
    winner: base.winner,
    clock: base.clock,
    rules: base.rules,
    dummy: base.dummy,
  };
}

export class Draft {
  readonly state: GameState;
  readonly events: GameEvent[];
  /**
   * The state this step started from. A record, card or zone is ours to edit exactly when
   * it is no longer the base's object, so no bookkeeping of what was copied is needed.
   */
  private readonly base: GameState;

  /**
   * A quiet draft keeps no log: simulations play thousands of games nobody reads, and the
   * log lines (texts, card references, who saw what) are a good part of a step's garbage.
   * The state it builds is exactly the one a logging draft builds.
   */
  readonly quiet: boolean;

  /** What the game module remembers between steps (core/memo.ts), or null: work everything out afresh. */
  readonly memo: Memo | null;

  constructor(base: GameState, quiet = false, memo: Memo | null = null) {
    this.base = base;
    this.quiet = quiet;
    this.memo = memo;
    this.events = quiet ? NO_EVENTS : [];
    this.state = nextState(base);
  }

  /** Step data by slot; an array indexed by slot number, made on first use (most steps use one or two). */
  private slots: unknown[] | null = null;

  /** What this step keeps in `slot`, if anything yet. */
  get<T>(slot: StepSlot<T>): T | undefined {
    return this.slots === null ? undefined : (this.slots[slot.index] as T | undefined);
  }

  put<T>(slot: StepSlot<T>, value: T): T {
    (this.slots ??= [])[slot.index] = value;
    return value;
  }

  /** A mutable copy of a card instance, for this step only. */
  card(id: CardId): CardInstance {
    const s = this.state;
    if (s.cards === this.base.cards) s.cards = s.cards.slice();
    const c = s.cards[id];
    if (c !== this.base.cards[id]) return c;
    // Spelled out in the order setup creates instances, so every instance keeps one shape.
    const copy: CardInstance = {
      id: c.id,
      owner: c.owner,
      key: c.key,
      zone: c.zone,
      faceUp: c.faceUp,
      turned: c.turned,
      counters: copyCounters(c.counters),
      attachedTo: c.attachedTo,
      // Shared, not copied: every writer replaces the list (a reveal, a move, a shuffle).
      revealedTo: c.revealedTo,
    };
    s.cards[id] = copy;
    return copy;
  }

  /**
   * Zones this step has read in full and found without attached cards (see `ridersOf`). Card
   * moves keep that true; any other edit of a zone's list (attaching always makes one) drops
   * the zone from here, so the mark is never trusted after a card may have been attached.
   */
  private unattached: string[] | null = null;

  markUnattached(key: string): void {
    // A list, not a set: a step marks a pile or two.
    if (!this.isUnattached(key)) (this.unattached ??= []).push(key);
  }

  isUnattached(key: string): boolean {
    return this.unattached !== null && this.unattached.includes(key);
  }

  /** The state this step started from: to read (finished states are shared, never edited). */
  startedFrom(): GameState {
    return this.base;
  }

  /**
   * Whether this step has written no card, zone or value yet: its tables are still the base
   * state's, which nothing edits, so a fact read from them holds as long as they are the tables.
   */
  tablesUntouched(): boolean {
    const s = this.state;
    const b = this.base;
    return s.cards === b.cards && s.zones === b.zones && s.values === b.values;
  }

  /** A mutable copy of a zone's id list. */
  zone(key: string): CardId[] {
    if (this.unattached !== null) {
      const at = this.unattached.indexOf(key);
      if (at >= 0) this.unattached.splice(at, 1);
    }
    return this.listForMove(key);
  }

  /** `zone`, for a card move: it adds no attached card to the list, so the zone's mark stays. */
  listForMove(key: string): CardId[] {
    const s = this.state;
    if (s.zones === this.base.zones) s.zones = zoneTables.copy(s.zones);
    const list = s.zones[key];
    if (list !== undefined && list !== this.base.zones[key]) return list;
    const copy = list === undefined ? newIdList() : list.slice();
    zoneTables.write(s.zones, key, copy);
    return copy;
  }

  setValue(key: string, value: number | string | boolean): void {
    if (this.state.values === this.base.values) this.state.values = { ...this.state.values };
    this.state.values[key] = value;
  }

  tick(): number {
    this.state.clock += 1;
    return this.state.clock;
  }

  emit(event: GameEvent): void {
    if (!this.quiet) this.events.push(event);
  }

  /**
   * A log line (nothing in a quiet draft). The rules' most frequent lines (passes, draws,
   * phases, battles) are written `if (!d.quiet) d.log(…)`, so a simulation does not build
   * their text and card references only to drop them (~2.5% of a random game).
   */
  log(type: string, seat: Seat | null, text: string | LogMessage, refs?: GameEvent['refs']): void {
    if (!this.quiet) this.events.push(logEvent(type, seat, text, refs ?? []));
  }

  /** A log line told before the ones written since `mark` (the `events.length` of that moment). */
  logBefore(mark: number, type: string, seat: Seat | null, text: string | LogMessage): void {
    if (!this.quiet) this.events.splice(mark, 0, logEvent(type, seat, text, []));
  }
}

function logEvent(type: string, seat: Seat | null, text: string | LogMessage, refs: GameEvent['refs']): GameEvent {
  return typeof text === 'string'
    ? { type, seat, text, refs }
    : { type, seat, text: logTemplate(text), msg: text, refs };
}
