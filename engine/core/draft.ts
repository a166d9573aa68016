/**
 * Copy-on-write editing of a GameState: each card and zone is copied at most once per
 * step, everything untouched is shared with the previous state. Keeps `step` pure and cheap.
 */
import type { CardInstance, GameEvent, GameState, Seat } from './types';

export class Draft {
  readonly state: GameState;
  readonly events: GameEvent[] = [];
  private copiedCards = new Set<string>();
  private copiedZones = new Set<string>();
  private cardsCopied = false;
  private zonesCopied = false;
  private valuesCopied = false;

  constructor(base: GameState) {
    this.state = { ...base };
  }

  /** A mutable copy of a card instance, for this step only. */
  card(id: string): CardInstance {
    if (!this.cardsCopied) {
      this.state.cards = { ...this.state.cards };
      this.cardsCopied = true;
    }
    if (!this.copiedCards.has(id)) {
      const c = this.state.cards[id];
      this.state.cards[id] = { ...c, counters: { ...c.counters }, revealedTo: [...c.revealedTo] };
      this.copiedCards.add(id);
    }
    return this.state.cards[id];
  }

  /** A mutable copy of a zone's id list. */
  zone(key: string): string[] {
    if (!this.zonesCopied) {
      this.state.zones = { ...this.state.zones };
      this.zonesCopied = true;
    }
    if (!this.copiedZones.has(key)) {
      this.state.zones[key] = [...(this.state.zones[key] ?? [])];
      this.copiedZones.add(key);
    }
    return this.state.zones[key];
  }

  setValue(key: string, value: number | string | boolean): void {
    if (!this.valuesCopied) {
      this.state.values = { ...this.state.values };
      this.valuesCopied = true;
    }
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
