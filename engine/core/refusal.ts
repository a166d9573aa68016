/**
 * A refused move as messages: why (`msg`) and the rule it breaks (`ruleMsg`), told in the
 * reader's language; the English `error` and `rule` the command line, logs and tests read are
 * the same messages told in English. They are worked out when first read: listing legal moves
 * refuses many candidate moves nobody reads.
 */
import { message, type Message, type MessageParam } from '../i18n/message';
import { inEnglish } from '../i18n/translate';
import type { RuleError } from './types';

function lazyEnglish(out: RuleError, field: 'error' | 'rule', msg: Message): void {
  let text: string | undefined;
  Object.defineProperty(out, field, {
    enumerable: true,
    configurable: true,
    get: () => (text ??= inEnglish(msg)),
    set: (v: string) => {
      text = v;
    },
  });
}

/** Citing a rule, the refusal has its `rule` in English too. */
export function refusal(msg: Message, rule: Message): RuleError & { rule: string };
export function refusal(msg: Message, rule?: Message): RuleError;
export function refusal(msg: Message, rule?: Message): RuleError {
  const out = { msg } as RuleError;
  lazyEnglish(out, 'error', msg);
  if (rule) {
    out.ruleMsg = rule;
    lazyEnglish(out, 'rule', rule);
  }
  return out;
}

/**
 * A refusal whose English for the command line and logs says more than its message can in
 * every language (the targets a text needs, the kind of decision waiting); what a player is
 * shown stays the message.
 */
export function inOwnEnglish<R extends RuleError>(r: R, english: { error?: string; rule?: string }): R {
  if (english.error !== undefined) r.error = english.error;
  if (english.rule !== undefined) r.rule = english.rule;
  return r;
}

/** Why a refusal was refused, as a message to put in another: its own, or its English where it has none. */
export function refusalSaid(r: RuleError): MessageParam {
  return r.msg ?? r.error;
}

/**
 * A seat's name in a message: the name its player gave, else "Player 1" (プレイヤー1) in the
 * reader's language. A game keeps "Player N" in its state for a seat left unnamed, so a name
 * spelled exactly so is that default.
 */
export function seatName(players: readonly string[], seat: number): MessageParam {
  const name = players[seat];
  return name === undefined || name === '' || name === `Player ${seat + 1}`
    ? message('core:seat', { n: seat + 1 })
    : name;
}
