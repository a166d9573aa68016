/**
 * A move in a player's words, for the short reason the AI gives in the log: a message in the
 * `ai` catalog, told in the reader's language (engine/i18n/locales/<lang>/ai.json). The log is
 * read by its opponent, so the words never name a card the opponent may not see. A reason is one
 * short line (issue 47: a question's words, rule citations and numbers are its details, shown
 * one click away).
 */
import { keywordName } from '../abilities/keyword-name';
import { cardIdOf } from '../core/ids';
import type { GameLayout } from '../core/layout';
import { stateMessage } from '../core/log';
import type { GameState, LogMessage, RulesIntent, Seat } from '../core/types';
import { canSee } from '../core/visibility';
import { cardName, message, type Message, type MessageParam } from '../i18n/message';

export const ai = (key: string, params?: Record<string, MessageParam>): Message => message(`ai:${key}`, params);

function named(s: GameState, ref: unknown): MessageParam {
  const card = ref === undefined || ref === null ? undefined : s.cards[cardIdOf(ref)];
  const printed = card && s.catalog[card.key];
  return printed ? cardName(printed) : message('log:aCard');
}

/** "A, B, C" in English, 「A、B、C」 in Japanese. */
function listed(items: readonly MessageParam[]): MessageParam {
  const [first, ...rest] = items;
  return rest.length ? ai('list', { first, rest: listed(rest) }) : first;
}

function targetsOf(s: GameState, intent: RulesIntent): MessageParam | null {
  return Array.isArray(intent.targets) && intent.targets.length ? listed(intent.targets.map((t) => named(s, t))) : null;
}

/** The question a decision asks, as the answering seat reads it (the reason's details quote it). */
export function questionOf(s: GameState, layout: GameLayout, intent: RulesIntent): MessageParam | null {
  const p = s.pending;
  if (intent.type !== 'answer' || !p) return null;
  return p.msg ? stateMessage(p.msg, p.refs, s, layout, p.seat ?? intent.seat) : p.prompt;
}

/** The options picked, told as the answering seat reads them on its table: short, the question is in the details. */
function answerWords(s: GameState, layout: GameLayout, intent: RulesIntent): Message {
  const p = s.pending;
  const tell = (msg: LogMessage) => stateMessage(msg, p?.refs, s, layout, p?.seat ?? intent.seat);
  if (p?.secret) return ai('move.answerSecret');
  const choice = (intent.choice as string[] | undefined) ?? [];
  const picked = choice.map((id): MessageParam => {
    const o = p?.options.find((x) => x.id === id);
    return o?.msg ? tell(o.msg) : (o?.label ?? id);
  });
  if (!picked.length) return ai('move.answerNone');
  return ai('move.answer', { choice: listed(picked) });
}

/**
 * Gundam War labels its plays and uses ("Put out as G Zaku II", "Zaku II: Psycommu → Gouf"):
 * its moves are said as its labels read, from the intent's own fields.
 */
function gundamWarWords(s: GameState, intent: RulesIntent): Message | null {
  const targets = targetsOf(s, intent);
  const aimed = (move: Message) => (targets ? ai('move.gundamWar.targets', { move, targets }) : move);
  const card = named(s, intent.card);
  switch (intent.type) {
    case 'play': {
      const move = aimed(ai(intent.asG ? 'move.gundamWar.asG' : 'move.gundamWar.play', { card }));
      return intent.substitute ? ai('move.gundamWar.substitute', { move }) : move;
    }
    case 'activate':
      return intent.ability === 'text'
        ? aimed(ai('move.gundamWar.useText', { card }))
        : aimed(ai('move.gundamWar.use', { card, ability: keywordName(String(intent.ability)) }));
    case 'change':
      return ai('move.gundamWar.change', { unit: named(s, intent.target), card });
    default:
      return null;
  }
}

/** "plays Zaku II", "attacks with Gouf", "passes", "answers …" — the move as a player would say it. */
export function describeMove(s: GameState, layout: GameLayout, intent: RulesIntent): Message {
  const label = typeof intent.label === 'string' ? intent.label : null;
  switch (intent.type) {
    case 'pass':
      return ai('move.pass');
    case 'answer':
      return answerWords(s, layout, intent);
    case 'attack':
      return ai('move.attack', { card: named(s, intent.card) });
    case 'upgrade':
      return ai('move.upgrade', { onto: named(s, intent.onto), card: named(s, intent.card) });
  }
  const labelled = label === null ? null : gundamWarWords(s, intent);
  if (labelled) return labelled;
  if (intent.type === 'play') {
    const card = named(s, intent.card);
    const host = intent.attachTo === undefined ? null : named(s, intent.attachTo);
    const targets = targetsOf(s, intent);
    if (host && targets) return ai('move.playOnTargeting', { card, host, targets });
    if (host) return ai('move.playOn', { card, host });
    return targets ? ai('move.playTargeting', { card, targets }) : ai('move.play', { card });
  }
  if (intent.type === 'activate' && label === null) return ai('move.ability', { card: named(s, intent.card) });
  return ai('move.other', { move: label ?? intent.type });
}

const CARD_FIELDS = ['card', 'attachTo', 'onto', 'target', 'targets'] as const;

/**
 * Whether `reader` could see every card the move names now. A move the AI makes is named in
 * full (making it shows the card), but one it only weighed is named only when this holds.
 */
export function openTo(s: GameState, layout: GameLayout, intent: RulesIntent, reader: Seat): boolean {
  if (intent.type === 'answer') return !s.pending?.secret;
  for (const field of CARD_FIELDS) {
    const v = intent[field];
    for (const ref of Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]) {
      const card = s.cards[cardIdOf(ref)];
      if (!card || !canSee(layout, card, reader)) return false;
    }
  }
  return true;
}

/** Why the greedy player (Easy) picks a move: its fixed order of preferences, in a few words. */
export function greedyReason(intent: RulesIntent): Message {
  switch (intent.type) {
    case 'attack':
      return ai('why.attack');
    case 'play':
    case 'upgrade':
      return ai('why.develop');
    case 'activate':
      return ai('why.activate');
    case 'pass':
      return ai('why.pass');
    case 'answer':
      return ai('why.answer');
    default:
      return ai('why.other');
  }
}

/** The details behind a reason, with the question quoted first when the move answers one. */
export function withQuestion(question: MessageParam | null, details: Message): Message {
  return question === null ? details : ai('details.asked', { question, details });
}
