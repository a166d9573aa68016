/**
 * The stand-in table as a GameModule, for the effect system's scenarios only (it is not in
 * the app's game registry; engine/scenario/tables.ts names it `effects`). Intents are the
 * happenings a real game would report to the effect system: play a card or text, pass,
 * answer an ordering, automatic effects arising, a timing, the end of the turn. Cards are
 * moved by hand with the core's manual moves; a moved card starts a new stay.
 */
import type { GameLayout } from '../../core/layout';
import { cutEntries, type GameModule } from '../../core/module';
import { cardIdOf, cardIdsOf } from '../../core/ids';
import {
  isRuleError,
  type GameState,
  type JsonValue,
  type RuleError,
  type RulesIntent,
  type Seat,
  type StepOk,
  type StepResult,
} from '../../core/types';
import {
  activate,
  activatePlayerAuto,
  answer,
  createEffectsState,
  endTurn,
  openFreeTiming,
  pass,
  runTiming,
  trigger,
} from '../index';
import type { ActivationDraft, EffectsResult, UseLimit } from '../types';
import { STAND_IN_CARDS } from './cards';
import { toGameEvents } from './events';
import { autoDraft, HOOKS, onField, pin, restamp, rulesOf, standIn } from './ops';
import type { AutoText, Op, TableRules } from './table';
import { valuesOf } from './values';

const LAYOUT: GameLayout = {
  game: 'gundam-war',
  zones: [
    { id: 'deck', label: 'Deck', visibility: 'hidden', kind: 'pile', faceUp: false },
    { id: 'hand', label: 'Hand', visibility: 'owner', kind: 'hand', faceUp: true },
    { id: 'field', label: 'Field', visibility: 'public', kind: 'area', faceUp: true },
    { id: 'junkyard', label: 'Junkyard', visibility: 'public', kind: 'pile', faceUp: true },
  ],
  deckZone: 'deck',
  handZone: 'hand',
  openingHand: 0,
  phases: [{ id: 'turn', label: 'Turn' }],
  values: [{ id: 'resources', label: 'Resources', initial: 0, min: 0 }],
};

const INTENTS = 'play, play-text, player-auto, pass, answer, trigger, timing, free-timing, end-turn';

function fresh(state: GameState): GameState {
  const rules: TableRules = { effects: createEffectsState(), stays: {}, log: [], damage: {} };
  return restamp({ ...state, rules: rules as unknown as JsonValue });
}

/** Carries an effect-system result back into the table: events as log lines, its pending decision as the table's. */
function settle(result: EffectsResult<GameState>): StepResult {
  if (isRuleError(result)) return result;
  const state = { ...result.state, pending: rulesOf(result.state).effects.pending };
  return { state, events: toGameEvents(state, result.events) };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

function targetsOf(s: GameState, v: unknown): ReturnType<typeof pin>[] | RuleError {
  const ids = cardIdsOf(v);
  const unknown = ids.findIndex((id) => !s.cards[id]);
  if (unknown >= 0) return { error: `"${String((v as unknown[])[unknown])}" is not a card on this table.` };
  return ids.map((id) => pin(s, id));
}

function pay(s: GameState, seat: Seat, cost: number, what: string): GameState | RuleError {
  const key = `${seat}:resources`;
  const have = Number(s.values[key] ?? 0);
  if (have < cost) return { error: `${s.players[seat]} cannot pay ${cost} for "${what}": only ${have} resources.` };
  return cost ? { ...s, values: { ...s.values, [key]: have - cost } } : s;
}

function playCard(s: GameState, seat: Seat, intent: RulesIntent): StepResult {
  const id = cardIdOf(intent.card);
  if (!s.cards[id] || s.cards[id].zone !== `${seat}:hand`)
    return { error: `${s.players[seat]} can only play a card from their own hand.` };
  const c = standIn(s, id);
  if (!c.play) return { error: `${c.name} cannot be played.` };
  const targets = targetsOf(s, intent.targets);
  if (isRuleError(targets)) return targets;
  const paid = pay(s, seat, c.play.cost, c.name);
  if (isRuleError(paid)) return paid;
  const draft: ActivationDraft = {
    kind: 'play-card',
    source: id,
    ability: 'play',
    card: id,
    controller: seat,
    op: c.play.op as unknown as JsonValue,
    label: c.name,
    targets,
  };
  return settle(activate(paid, HOOKS, draft, c.play.limit));
}

/** Text written in the scenario: `{label, op, source?, ability?, targets?, condition?, all?, limit?, cost?}`. */
function textDraft(
  s: GameState,
  seat: Seat,
  intent: RulesIntent,
  kind: 'play-text' | 'player-auto',
): ActivationDraft | RuleError {
  const label = str(intent.label);
  if (!label || !intent.op) return { error: `"${intent.type}" needs a "label" and an "op".` };
  const source = intent.source === undefined || intent.source === null ? null : cardIdOf(intent.source);
  if (source !== null && !onField(s, source))
    return { error: `${label}: its source "${String(intent.source)}" is not on the field.` };
  const targets = targetsOf(s, intent.targets);
  if (isRuleError(targets)) return targets;
  return {
    kind,
    source,
    ability: str(intent.ability) ?? null,
    controller: seat,
    op: intent.op as Op as unknown as JsonValue,
    label,
    targets,
    condition: intent.condition ?? null,
    all: intent.all ?? null,
  };
}

function playText(s: GameState, seat: Seat, intent: RulesIntent): StepResult {
  const draft = textDraft(s, seat, intent, 'play-text');
  if (isRuleError(draft)) return draft;
  const paid = pay(s, seat, Number(intent.cost ?? 0), draft.label);
  if (isRuleError(paid)) return paid;
  return settle(activate(paid, HOOKS, draft, intent.limit as UseLimit | undefined));
}

/** The attacking player's order, by option id or by the effect's label. */
function answerOrder(s: GameState, seat: Seat, choice: unknown): StepResult {
  const pending = s.pending;
  if (!pending) return { error: 'There is no question to answer now.' };
  const picks = Array.isArray(choice) ? choice.map(String) : [];
  const ids = picks.map(
    (p) =>
      pending.options.find((o) => o.id === p)?.id ??
      pending.options.filter((o) => o.label === p).map((o) => o.id)[0] ??
      p,
  );
  return settle(answer(s, HOOKS, seat, pending.id, ids));
}

function autos(s: GameState, seat: Seat, v: unknown): ReturnType<typeof autoDraft>[] {
  return (Array.isArray(v) ? (v as AutoText[]) : []).map((t) => autoDraft(s, t, seat));
}

function applyRules(s: GameState, intent: RulesIntent): StepResult {
  const seat = intent.seat;
  if (seat !== 0 && seat !== 1) return { error: 'Every intent names the acting seat (0 or 1).' };
  switch (intent.type) {
    case 'play':
      return playCard(s, seat, intent);
    case 'play-text':
      return playText(s, seat, intent);
    case 'player-auto': {
      const draft = textDraft(s, seat, intent, 'player-auto');
      return isRuleError(draft) ? draft : settle(activatePlayerAuto(s, HOOKS, draft));
    }
    case 'pass':
      return settle(pass(s, HOOKS, seat));
    case 'answer':
      return answerOrder(s, seat, intent.choice);
    case 'trigger':
      return settle(trigger(s, HOOKS, autos(s, seat, intent.effects)));
    case 'timing':
      return settle(
        runTiming(
          s,
          HOOKS,
          str(intent.timing) ?? 'end-of-turn',
          { free: intent.free === true },
          autos(s, seat, intent.effects),
        ),
      );
    case 'free-timing':
      return settle(openFreeTiming(s, HOOKS));
    case 'end-turn': {
      const r = settle(endTurn(s, HOOKS));
      if (isRuleError(r)) return r;
      const next = (s.turn.active === 0 ? 1 : 0) as Seat;
      return {
        state: { ...r.state, turn: { ...r.state.turn, number: s.turn.number + 1, active: next } },
        events: r.events,
      };
    }
    default:
      return { error: `"${intent.type}" is not a move of the effects table; its moves are ${INTENTS}.` };
  }
}

function prepareScenario(state: GameState, at: string): StepResult {
  const s = fresh(state);
  if (at === 'turn-start') return { state: s, events: [] };
  if (at === 'free-timing') return settle(openFreeTiming(s, HOOKS));
  return {
    error: 'The effects table starts at "turn-start" (nothing open) or "free-timing" (the turn player has priority).',
  };
}

function afterOverride(state: GameState): StepOk {
  return { state: restamp(state), events: [] };
}

export const EFFECTS_TABLE_MODULE: GameModule = {
  id: 'gundam-war',
  layout: LAYOUT,
  hasRules: true,
  startRules: (state) => ({ state: fresh(state), events: [] }),
  applyRules,
  legalIntents: (state, seat) => {
    const e = rulesOf(state).effects;
    if (state.pending)
      return state.pending.seat === seat
        ? [{ type: 'answer', seat, choice: state.pending.options.map((o) => o.id) }]
        : [];
    return e.priority === seat ? [{ type: 'pass', seat }] : [];
  },
  afterOverride,
  prepareScenario,
  derive: valuesOf,
  cut: (state) => {
    const e = rulesOf(state).effects;
    return { entries: cutEntries(e.cut, (a) => a.label), priority: e.priority, free: e.free };
  },
};

/** What the scenario runner needs to run a scenario on the effects table. */
export const EFFECTS_TABLE = { module: EFFECTS_TABLE_MODULE, cards: STAND_IN_CARDS };
