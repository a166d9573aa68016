/**
 * A move in a player's words, for the short reason the AI gives in the log. The log is read
 * by its opponent, so the words never name a card the opponent may not see.
 */
import { cardIdOf } from '../core/ids';
import type { GameLayout } from '../core/layout';
import type { GameState, RulesIntent, Seat } from '../core/types';
import { canSee } from '../core/visibility';

function cardName(s: GameState, ref: unknown): string {
  if (ref === undefined || ref === null) return 'a card';
  const card = s.cards[cardIdOf(ref)];
  return (card && s.catalog[card.key]?.name) ?? 'a card';
}

function answerWords(s: GameState, intent: RulesIntent): string {
  const p = s.pending;
  const choice = (intent.choice as string[] | undefined) ?? [];
  const labels = choice.map((id) => p?.options.find((o) => o.id === id)?.label ?? id);
  const what = p ? p.prompt.replace(/[?.:]$/, '') : 'the question';
  if (p?.secret) return `answers "${what}" (its choice is hidden from you)`;
  if (!labels.length) return `answers "${what}" with none`;
  return `answers "${what}": ${labels.join(', ')}`;
}

/** "plays Zaku II", "attacks with Gouf", "passes", "answers …" — the move as a player would say it. */
export function describeMove(s: GameState, intent: RulesIntent): string {
  const label = typeof intent.label === 'string' ? intent.label : null;
  switch (intent.type) {
    case 'pass':
      return 'passes';
    case 'answer':
      return answerWords(s, intent);
    case 'attack':
      return `attacks with ${cardName(s, intent.card)}`;
    case 'play': {
      if (label) return label.charAt(0).toLowerCase() + label.slice(1);
      const host = intent.attachTo !== undefined ? ` on ${cardName(s, intent.attachTo)}` : '';
      const targets =
        Array.isArray(intent.targets) && intent.targets.length
          ? ` targeting ${intent.targets.map((t) => cardName(s, t)).join(', ')}`
          : '';
      return `plays ${cardName(s, intent.card)}${host}${targets}`;
    }
    case 'upgrade':
      return `upgrades ${cardName(s, intent.onto)} to ${cardName(s, intent.card)}`;
    case 'activate':
      return label ? `uses ${label}` : `uses an ability of ${cardName(s, intent.card)}`;
    default:
      return label ?? intent.type;
  }
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

/** Why the greedy player (Easy) picks a move: its fixed order of preferences. */
export function greedyReason(intent: RulesIntent): string {
  switch (intent.type) {
    case 'attack':
      return 'always attacks when it can';
    case 'play':
    case 'upgrade':
      return 'develops its board, costliest card first';
    case 'activate':
      return 'uses abilities when nothing better is open';
    case 'pass':
      return 'nothing it would rather do is open';
    case 'answer':
      return 'takes the answer its simple rules prefer';
    default:
      return 'its simple rules prefer this';
  }
}
