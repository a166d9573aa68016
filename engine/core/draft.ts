/**
 * Copy-on-write editing of a GameState: each card and zone is copied at most once per
 * step, everything untouched is shared with the previous state. Keeps `step` pure and cheap.
 */
import type { CardInstance, GameEvent, GameState, Seat } from './types';

/**
 * Copying the card table is the one big cost of a step (100 entries, once per step that
 * touches a card). V8 gives every spread copy of a copy a new hidden class, so `{ ...cards }`
 * soon runs through a slow path (~5 µs). Instead the table is copied from a template with the
 * same ids in the same order, whose shape never changes, and the entries are then written
 * in: about twice as fast. A table with other ids (another game) takes the plain copy and
 * becomes the template.
 */
let template: Record<string, CardInstance> = {};
let templateIds: string[] = [];

function copyCards(from: Record<string, CardInstance>): Record<string, CardInstance> {
  const to = { ...template };
  let i = 0;
  for (const id in from) {
    if (id !== templateIds[i++]) return retemplate(from);
    to[id] = from[id];
  }
  return i === templateIds.length ? to : retemplate(from);
}

function retemplate(from: Record<string, CardInstance>): Record<string, CardInstance> {
  template = { ...from };
  templateIds = Object.keys(template);
  return { ...from };
}

function copyZones(from: Record<string, string[]>): Record<string, string[]> {
  return { ...from };
}

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
    this.state = { ...base };
  }

  /** A mutable copy of a card instance, for this step only. */
  card(id: string): CardInstance {
    const s = this.state;
    if (s.cards === this.base.cards) s.cards = copyCards(s.cards);
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
      counters: { ...c.counters },
      attachedTo: c.attachedTo,
      revealedTo: c.revealedTo.slice(),
    };
    s.cards[id] = copy;
    return copy;
  }

  /** A mutable copy of a zone's id list. */
  zone(key: string): string[] {
    const s = this.state;
    if (s.zones === this.base.zones) s.zones = copyZones(s.zones);
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
