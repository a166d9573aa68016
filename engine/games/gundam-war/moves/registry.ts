/**
 * Every Gundam War move by the `type` of its intent: the step carries an intent out through the
 * move it names (module.ts), and a type no move has is refused. One file per move beside this one;
 * a new move is a new file and a line here (and, if players may choose it, a place in the listing
 * order, ../legal.ts).
 */
import type { Draft } from '../../../core/draft';
import { refusal } from '../../../core/refusal';
import type { RuleError, RulesIntent } from '../../../core/types';
import { message } from '../../../i18n/message';
import { cite, player, question, refused } from '../refused';
import { ACTIVATE } from './activate';
import { ANSWER } from './answer';
import { CHANGE } from './change';
import type { GwIntent, GwIntentType } from './intents';
import type { Move } from './move';
import { PASS } from './pass';
import { PLAY } from './play';

export const MOVES: Readonly<{ [T in GwIntentType]: Move<Extract<GwIntent, { type: T }>> }> = Object.freeze({
  pass: PASS,
  answer: ANSWER,
  play: PLAY,
  activate: ACTIVATE,
  change: CHANGE,
});

const isMoveType = (type: string): type is GwIntentType => Object.hasOwn(MOVES, type);

/** Carries out `intent` on the draft through the move it names; while a decision is pending, only its answer. */
export function applyMove(d: Draft, intent: RulesIntent): RuleError | null {
  const s = d.state;
  if (s.pending && intent.type !== 'answer')
    return refused('waitingToAnswer', { player: player(s, s.pending.seat), prompt: question(s) }, cite('pending'));
  if (!isMoveType(intent.type)) return refusal(message('gundam-war:refusal.notMove', { type: intent.type }));
  // The intent is JSON from a player, a scenario or a saved game: each move reads its own fields defensively.
  return (MOVES[intent.type] as Move).apply(d, intent as GwIntent);
}
