/** Decisions the M.S. War rules ask a player (all answered by an `answer` intent). */
import type { Draft } from '../../core/draft';
import type { CardId, Decision, Seat } from '../../core/types';
import { idText } from '../../core/ids';
import { printed } from './cards';

export type DecisionKind =
  | 'mulligan'
  | 'first-player'
  | 'produce'
  | 'exchange'
  | 'take'
  | 'defend'
  | 'discard'
  | 'recycle';

export function ask(
  d: Draft,
  seat: Seat,
  kind: DecisionKind,
  prompt: string,
  options: Decision['options'],
  min: number,
  max: number,
  secret = false,
): void {
  d.state.pending = { id: `d${d.tick()}`, seat, kind, prompt, options, min, max, secret };
}

type Option = Decision['options'][number];

/**
 * The option naming each card, by card id. An option is plain data no step edits, so states
 * and games share one while the card's name is the same: asking with a hand of cards (every
 * Preliminary Phase) then allocates nothing per card.
 */
const optionOf: Option[] = [];

export function cardOptions(d: Draft, ids: CardId[]): Decision['options'] {
  const out: Option[] = [];
  for (const id of ids) {
    const label = printed(d.state, id).name;
    let o: Option | undefined = optionOf[id];
    if (o === undefined || o.label !== label) {
      o = { id: idText(id), label, cards: [id] };
      if (id < 1024) optionOf[id] = o;
    }
    out.push(o);
  }
  return out;
}

export const YES_NO: Decision['options'] = [
  { id: 'yes', label: 'Yes' },
  { id: 'no', label: 'No' },
];

/** Whether an id appears twice (answers name a handful of options: no set needed). */
export function chosenTwice<T>(ids: readonly T[]): boolean {
  for (let i = 1; i < ids.length; i++) for (let j = 0; j < i; j++) if (ids[i] === ids[j]) return true;
  return false;
}
