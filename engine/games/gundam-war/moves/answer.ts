/**
 * Answer: the player a decision waits for picks its options (the mulligan, a sortie, a discard,
 * the order of simultaneous effects, what Vulture Points buy…; decisions.ts carries them out).
 * Listed only while a decision is pending, and then it is the only move.
 */
import type { Draft } from '../../../core/draft';
import { cardIdOf, cardIdsOf, idText } from '../../../core/ids';
import type { GameState, RuleError, RulesIntent, Seat } from '../../../core/types';
import { message } from '../../../i18n/message';
import { answer } from '../decisions';
import { cite, player, question, refused } from '../refused';
import { checkSortie, opposingSquads, sortiePlan, type Sortie } from '../sortie';
import { rulesOf } from '../state';
import { answerIntent, type AnswerIntent } from './intents';
import { defineMove } from './move';

/** The answers a seat may give the pending decision: for a sortie, none, each Unit alone and each area's eligible Units together. */
export function answerIntents(s: GameState, seat: Seat, full: boolean): RulesIntent[] {
  const p = s.pending!;
  if (p.seat !== seat) return [];
  const a = (choice: string[], label: string): RulesIntent => answerIntent(seat, choice, label);
  switch (p.kind) {
    case 'sortie': {
      // No Units is always a legal sortie (`checkSortie` finds nothing to refuse in empty squads).
      const out = [a([], 'Sortie no Units')];
      const attacking = (rulesOf(s).ask as { attacking?: boolean } | null)?.attacking === true;
      // The enemy squads read once for every try (a defender's tries all face the same ones),
      // or by each check when listed in full.
      const enemy = full ? undefined : opposingSquads(s, seat, attacking);
      const ok = (plan: Sortie) => checkSortie(s, seat, attacking, plan, enemy) === null;
      // Each Unit alone, then every eligible Unit of an area together: each option's area and
      // Unit read once from its id (`sortiePlan`'s reading), not again for every try.
      const earth: string[] = [];
      const space: string[] = [];
      const all: Sortie = { earth: [], space: [] };
      for (const o of p.options) {
        const choice = [o.id];
        const plan = sortiePlan(choice);
        if (ok(plan)) out.push(a(choice, `Sortie ${o.label}`));
        if (o.id.startsWith('earth:')) {
          earth.push(o.id);
          all.earth.push(plan.earth[0]);
        } else if (o.id.startsWith('space:')) {
          space.push(o.id);
          all.space.push(plan.space[0]);
        }
      }
      if (earth.length > 1 && ok({ earth: all.earth, space: [] }))
        out.push(a(earth, 'Sortie every eligible Unit to the Earth Area'));
      if (space.length > 1 && ok({ earth: [], space: all.space }))
        out.push(a(space, 'Sortie every eligible Unit to the Space Area'));
      return out;
    }
    case 'discard':
    // The computer players and the listing take the cards' order as it is, or reversed (好きな順番で).
    case 'order-rest':
    case 'order-effects': {
      const ids = p.options.map((o) => o.id);
      const discard = p.kind === 'discard';
      const out = [a(ids.slice(0, p.min), discard ? 'Discard' : 'This order')];
      if (ids.length > 1) {
        const back = ids.reverse();
        out.push(a(discard ? back.slice(0, p.min) : back, discard ? 'Discard' : 'Reverse order'));
      }
      return out;
    }
    default:
      return p.options.map((o) => a([o.id], o.label));
  }
}

/**
 * The options an answer picks. Besides option ids, a card id picks the one option about
 * that card (handy in scenarios, where effect ids are not known in advance), and a sortie
 * may be given as `earth`/`space` lists of Units, head first.
 */
function choiceOf(s: GameState, intent: AnswerIntent): string[] {
  const p = s.pending!;
  if (p.kind === 'sortie' && (intent.earth !== undefined || intent.space !== undefined)) {
    return [
      ...cardIdsOf(intent.earth).map((id) => `earth:${idText(id)}`),
      ...cardIdsOf(intent.space).map((id) => `space:${idText(id)}`),
    ];
  }
  const choice: unknown[] = Array.isArray(intent.choice) ? intent.choice : [];
  return choice.map((c) => {
    if (typeof c === 'string' && p.options.some((o) => o.id === c)) return c;
    const id = cardIdOf(c);
    const about = p.options.filter((o) => o.cards?.length === 1 && o.cards[0] === id);
    return about.length === 1 ? about[0].id : String(c);
  });
}

export const ANSWER = defineMove<AnswerIntent>({
  type: 'answer',
  apply(d: Draft, intent): RuleError | null {
    const s = d.state;
    if (!s.pending)
      return { error: 'There is no question to answer now.', msg: message('gundam-war:refusal.noQuestion') };
    if (s.pending.seat !== intent.seat)
      return refused(
        'answersThis',
        { player: player(s, s.pending.seat), other: player(s, intent.seat), prompt: question(s) },
        cite('pending'),
      );
    return answer(d, intent.seat, choiceOf(s, intent));
  },
});
