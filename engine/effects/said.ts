/**
 * What the effect system says when it refuses (`core:effects.*`). It knows no card names: a
 * label or a prompt is told with the game's `cardName` hook where the game gives one, else
 * as its English.
 */
import { resolveLog } from '../core/log';
import { refusal } from '../core/refusal';
import { message, type Message, type MessageParam } from '../i18n/message';
import type { LogMessage, RuleError } from '../core/types';
import { fx, type Run } from './state';
import type { ActivationDraft, CardId } from './types';

export const says = (key: string, params?: Record<string, MessageParam>): Message =>
  message(`core:effects.${key}`, params);

export const refuse = (key: string, params: Record<string, MessageParam> | undefined, rule: Message): RuleError =>
  refusal(says(key, params), rule);

/** A player by seat number, as the library numbers them: "Player 1" (プレイヤー1). */
export const player = (seat: number): Message => message('core:seat', { n: seat + 1 });

/** A message naming cards by `{ ref: n }` (`refs[n]`), told with the game's names for them; else its English. */
export function told<G>(
  run: Run<G>,
  msg: LogMessage | undefined,
  refs: readonly CardId[],
  english: string,
): MessageParam {
  const name = run.hooks.cardName;
  if (!msg || !name) return english;
  return resolveLog(
    msg,
    (n) => player(n),
    (i) => (refs[i] === undefined || refs[i] < 0 ? english : name(run.state, refs[i])),
  );
}

/** An activation's label, to a player (the card played, its source, its targets by name). */
export function label<G>(run: Run<G>, draft: ActivationDraft): MessageParam {
  const refs = [draft.source ?? draft.card ?? -1, ...(draft.targets ?? []).map((t) => t.id)];
  return told(run, draft.labelMsg, refs, draft.label);
}

/** The question waiting, in the reader's words where the game gave them. */
export function prompt<G>(run: Run<G>): MessageParam {
  const p = fx(run).pending!;
  return told(run, p.msg, p.refs ?? [], p.prompt);
}
