/** M.S. War 2.1 as a GameModule: setup, the rules intents, legal intents and state checks. */
import { Draft } from '../../core/draft';
import { stateMessage } from '../../core/log';
import { announceDummy } from '../../core/dummy';
import { cardIdOf, cardIdsOf, idText } from '../../core/ids';
import { MS_WAR_LAYOUT } from '../../core/layouts/ms-war';
import type { GameModule } from '../../core/module';
import type { GameState, RuleError, RulesIntent, Seat, StepOk, StepResult } from '../../core/types';
import { answer, askMulligan } from './answer';
import { priorityOf, whenWindowCloses } from './chain';
import { declareAttack } from './battle';
import { closeWindow, endAttacks, passPriority } from './flow';
import { legalIntents } from './legal';
import { checkWinner, draw } from './moves';
import { activate, movePilot, playCard, upgrade } from './play';
import { msWarCut } from './cut-view';
import { derive, prepareScenario } from './scenario';
import { cite, line, refuse } from './say';
import { initialRules, rulesOf } from './state';
import { refusal } from '../../core/refusal';
import { playsThisTurn } from '../../effects';
import { message } from '../../i18n/message';

// The turn moves on when a window closes; the chain, below the turn, is told how here.
whenWindowCloses(closeWindow);

function startRules(state: GameState, quiet = false): StepOk {
  const d = new Draft(
    {
      ...state,
      rules: initialRules(state.seats) as never,
      turn: { number: 0, active: 0, phase: 'setup', step: 'mulligan' },
    },
    quiet,
  );
  d.log('setup', null, line('setup'));
  announceDummy(d);
  for (let s = 0; s < state.seats; s++) draw(d, s as Seat, 7);
  askMulligan(d, 0);
  return { state: d.state, events: d.events };
}

/**
 * The option ids of an answer: the list itself when it holds only strings (the usual case);
 * a card named by its number is read as its option's id. The rules copy what they keep.
 */
function optionIds(v: unknown): string[] {
  if (!Array.isArray(v)) return [];
  for (const x of v)
    if (typeof x !== 'string')
      return v.flatMap((y) => (typeof y === 'string' ? [y] : typeof y === 'number' && y >= 0 ? [idText(y)] : []));
  return v as string[];
}

function apply(d: Draft, intent: RulesIntent): RuleError | null {
  const { seat } = intent;
  const s = d.state;
  if (s.pending) {
    if (intent.type !== 'answer' || s.pending.seat !== seat)
      return refuse('waiting', {
        player: s.players[s.pending.seat],
        prompt: s.pending.msg ? stateMessage(s.pending.msg, s.pending.refs, s, MS_WAR_LAYOUT, seat) : s.pending.prompt,
      });
    return answer(d, seat, optionIds(intent.choice));
  }
  switch (intent.type) {
    case 'answer':
      return refuse('noQuestion');
    case 'pass': {
      const r = rulesOf(s);
      if (s.turn.phase === 'attack' && s.turn.step === 'declare' && !r.window) {
        if (seat !== s.turn.active) return refuse('turnPlayerAttacks', undefined, cite('attack', 'B'));
        endAttacks(d);
        return null;
      }
      if (!r.window || priorityOf(s) !== seat) return refuse('noPriority', undefined, cite('activating'));
      passPriority(d, seat);
      return null;
    }
    case 'attack':
      return declareAttack(d, seat, cardIdOf(intent.card));
    case 'play':
      return playCard(d, seat, {
        card: cardIdOf(intent.card),
        pay: intent.pay ? cardIdsOf(intent.pay) : undefined,
        attachTo: intent.attachTo !== undefined && intent.attachTo !== null ? cardIdOf(intent.attachTo) : null,
        targets: cardIdsOf(intent.targets),
      });
    case 'upgrade':
      return upgrade(
        d,
        seat,
        cardIdOf(intent.card),
        cardIdOf(intent.onto),
        intent.pay ? cardIdsOf(intent.pay) : undefined,
      );
    case 'pilot':
      return movePilot(
        d,
        seat,
        cardIdOf(intent.card),
        intent.to !== undefined && intent.to !== null ? cardIdOf(intent.to) : null,
      );
    case 'activate':
      return activate(
        d,
        seat,
        cardIdOf(intent.card),
        Number(intent.ability ?? 0),
        cardIdsOf(intent.targets),
        intent.pay ? cardIdsOf(intent.pay) : undefined,
      );
    default:
      return refusal(message('ms-war:refuse.notMove', { type: intent.type }));
  }
}

function applyRules(state: GameState, intent: RulesIntent, quiet = false): StepResult {
  if (intent.seat !== 0 && intent.seat !== 1) return refusal(message('core:refuse.seats'));
  if (intent.seat >= state.seats) return refusal(message('core:refuse.oneSeat'));
  const d = new Draft(state, quiet);
  const err = apply(d, intent);
  if (err) return err;
  // The game is won on War Experience (values) or an empty Supply Base (zones, or a goldfish
  // dummy's): a step that changed none of them (most passes and answers) cannot end it.
  if (d.state.values !== state.values || d.state.zones !== state.zones || d.state.dummy !== state.dummy) checkWinner(d);
  return { state: d.state, events: d.events };
}

function afterOverride(state: GameState): StepOk {
  const d = new Draft(state);
  checkWinner(d);
  return { state: d.state, events: d.events };
}

export const msWarModule: GameModule = {
  id: 'ms-war',
  layout: MS_WAR_LAYOUT,
  hasRules: true,
  startRules,
  applyRules,
  legalIntents,
  afterOverride,
  prepareScenario: (state, at, options) => prepareScenario(state, at, options, startRules),
  derive,
  cut: msWarCut,
  // An activated ability used again (its index is the Effect Chain's ability key).
  repeatsThisTurn: (state, intent) => {
    const effects = rulesOf(state)?.effects;
    return intent.type === 'activate' && effects && typeof intent.ability === 'number'
      ? playsThisTurn(effects, cardIdOf(intent.card), String(intent.ability))
      : 0;
  },
};
