/** Decisions the M.S. War rules ask a player (all answered by an `answer` intent). */
import type { Draft } from '../../core/draft';
import type { CardId, Decision, LogMessage, Seat } from '../../core/types';
import { idText } from '../../core/ids';
import { printed } from './cards';
import { question } from './say';

export type DecisionKind =
  | 'mulligan'
  | 'first-player'
  | 'produce'
  | 'exchange'
  | 'take'
  | 'defend'
  | 'discard'
  | 'defunct'
  | 'cost-ms'
  | 'recycle';

/**
 * Asks `seat`: `prompt` in English (tests, the command line) and `msg` the same as a message.
 * `refs` are the cards the messages name by `{ ref: n }`: the card options' cards first, in
 * order (`cardOptions`), then any the prompt names.
 */
export function ask(
  d: Draft,
  seat: Seat,
  kind: DecisionKind,
  prompt: string,
  msg: LogMessage,
  options: Decision['options'],
  min: number,
  max: number,
  secret = false,
  refs?: CardId[],
): void {
  d.state.pending = { id: `d${d.tick()}`, seat, kind, prompt, msg, options, min, max, secret };
  if (refs) d.state.pending.refs = refs;
}

/**
 * The option naming each card, by its place in the list and card id. Its message names the
 * card as the decision's `refs[place]`, so the decision's refs are the cards in order.
 */
export function cardOptions(d: Draft, ids: CardId[]): Decision['options'] {
  return ids.map((id, at) => ({
    id: idText(id),
    label: printed(d.state, id).name,
    cards: [id],
    msg: question('card', { card: { ref: at } }),
  }));
}

export const YES_NO: Decision['options'] = [
  { id: 'yes', label: 'Yes', msg: question('yes') },
  { id: 'no', label: 'No', msg: question('no') },
];

/** Whether an id appears twice (answers name a handful of options: no set needed). */
export function chosenTwice<T>(ids: readonly T[]): boolean {
  for (let i = 1; i < ids.length; i++) for (let j = 0; j < i; j++) if (ids[i] === ids[j]) return true;
  return false;
}
