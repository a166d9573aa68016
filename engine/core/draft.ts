/**
 * Copy-on-write editing of a GameState: each card and zone is copied at most once per
 * step, everything untouched is shared with the previous state. Keeps `step` pure and cheap.
 */
import type { CardInstance, GameEvent, GameState, Seat } from './types';

/**
 * Copies a record keyed by ids (the card table, the zones). Copying the card table is the
 * one big cost of a step (100 entries, once per step that touches a card), and V8 gives every
 * spread copy of a copy a new hidden class, so `{ ...record }` soon runs through a slow path
 * (~5 µs for the card table). Instead the record is copied from a template with the same keys
 * in the same order, whose shape never changes, and the entries are then written in: about
 * twice as fast. A record with other keys (another game) takes the plain copy and becomes
 * the template.
 */
class RecordCopier<T> {
  private template: Record<string, T> = {};
  private keys: string[] = [];

  copy(from: Record<string, T>): Record<string, T> {
    const to = { ...this.template };
    let i = 0;
    for (const key in from) {
      if (key !== this.keys[i++]) return this.retemplate(from);
      to[key] = from[key];
    }
    return i === this.keys.length ? to : this.retemplate(from);
  }

  private retemplate(from: Record<string, T>): Record<string, T> {
    this.template = { ...from };
    this.keys = Object.keys(this.template);
    return { ...from };
  }
}

const cardTables = new RecordCopier<CardInstance>();

/** Most cards carry no counters; a fresh empty object avoids V8's generic copy for them. */
function copyCounters(counters: Record<string, number>): Record<string, number> {
  for (const _ in counters) return { ...counters };
  return {};
}
const zoneTables = new RecordCopier<string[]>();

export class Draft {
  readonly state: GameState;
  readonly events: GameEvent[] = [];
  /**
   * The state this step started from. A record, card or zone is ours to edit exactly when
   * it is no longer the base's object, so no bookkeeping of what was copied is needed.
   */
  private readonly base: GameState;

  constructor(base: GameState) {
    this.base = base;
    // Spelled out (not spread) so every step's state has one shape; see RecordCopier.
    this.state = {
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
    };
  }

  /** A mutable copy of a card instance, for this step only. */
  card(id: string): CardInstance {
    const s = this.state;
    if (s.cards === this.base.cards) s.cards = cardTables.copy(s.cards);
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
      revealedTo: c.revealedTo.slice(),
    };
    s.cards[id] = copy;
    return copy;
  }

  /** A mutable copy of a zone's id list. */
  zone(key: string): string[] {
    const s = this.state;
    if (s.zones === this.base.zones) s.zones = zoneTables.copy(s.zones);
    const list = s.zones[key];
    if (list !== undefined && list !== this.base.zones[key]) return list;
    const copy = list === undefined ? [] : list.slice();
    s.zones[key] = copy;
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
    this.events.push(event);
  }

  log(type: string, seat: Seat | null, text: string, refs: GameEvent['refs'] = []): void {
    this.events.push({ type, seat, text, refs });
  }
}
