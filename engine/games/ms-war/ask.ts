/** Decisions the M.S. War rules ask a player (all answered by an `answer` intent). */
import type { Draft } from '../../core/draft';
import type { Decision, Seat } from '../../core/types';
import { printed } from './cards';

export type DecisionKind = 'mulligan' | 'first-player' | 'produce' | 'exchange' | 'take' | 'defend' | 'discard' | 'recycle';

export function ask(d: Draft, seat: Seat, kind: DecisionKind, prompt: string, options: Decision['options'], min: number, max: number, secret = false): void {
  d.state.pending = { id: `d${d.tick()}`, seat, kind, prompt, options, min, max, secret };
}

export function cardOptions(d: Draft, ids: string[]): Decision['options'] {
  return ids.map((id) => ({ id, label: printed(d.state, id).name, cards: [id] }));
}

export const YES_NO: Decision['options'] = [
  { id: 'yes', label: 'Yes' },
  { id: 'no', label: 'No' },
];

/** Whether an id appears twice (answers name a handful of options: no set needed). */
export function chosenTwice(ids: readonly string[]): boolean {
  for (let i = 1; i < ids.length; i++) for (let j = 0; j < i; j++) if (ids[i] === ids[j]) return true;
  return false;
}
