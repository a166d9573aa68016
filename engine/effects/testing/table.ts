/**
 * The stand-in table's data: its rules slice and the JSON ops its effects run (ops.ts says
 * what they do; cards.ts and values.ts read these types without depending on ops.ts).
 */
import type { CardId, CardRef, Seat } from '../../core/types';
import type { Change, Duration, EffectsState, Selector, TriggerDraft } from '../types';

/**
 * An automatic effect written out in a scenario (source and targets are card ids, a number or
 * its spelling: aliases are replaced by the runner).
 */
export type AutoText = {
  kind: TriggerDraft['kind'];
  label: string;
  op: Op;
  source?: CardRef;
  ability?: string;
  controller?: Seat;
  frequency?: 'once-per-turn' | 'every-time';
  targets?: CardRef[];
};

export type Op =
  | { do: 'log'; text: string }
  | { do: 'damage'; amount: number }
  /** The card being played enters its owner's field; its entry effects trigger. */
  | { do: 'enter' }
  | { do: 'destroy' }
  /** A continuous effect: on the targets ("get", instanced) or, with a selector, on all that match ("have", static). */
  | { do: 'continuous'; change: Change; selector?: Selector; duration?: Duration; reads?: string[] }
  | { do: 'hold'; timing: string; then: Op }
  /** Notes `text`, and the automatic effects it causes arise. */
  | { do: 'chain'; text: string; triggers: AutoText[] }
  /** Notes a derived value (`attack`, `abilities`…) of a card (an id, or every card of that name on the field). */
  | { do: 'read'; what: string; of: CardRef };

export type TableRules = {
  effects: EffectsState;
  /** Each card's current stay: its zone key and the effects-clock time it arrived there. */
  stays: Record<CardId, { zone: string; entered: number }>;
  log: string[];
  damage: Record<CardId, number>;
};
