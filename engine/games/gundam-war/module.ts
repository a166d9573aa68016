/**
 * Gundam War (Advanced Rules) as a GameModule over the core state: setup with mulligans,
 * rules intents (`answer`, `pass`, `play`, `activate`, `change`), legal intents, state
 * checks after a manual override, and scenario support.
 */
import { Draft, nextState, NO_EVENTS } from '../../core/draft';
import { Memo, memoPart } from '../../core/memo';
import { announceDummy } from '../../core/dummy';
import { GUNDAM_WAR_LAYOUT } from '../../core/layouts/gundam-war';
import type { GameModule } from '../../core/module';
import { nextInt } from '../../core/prng';
import { cardIdOf } from '../../core/ids';
import {
  type CardId,
  type GameState,
  type RuleError,
  type RulesIntent,
  type Seat,
  type StepOk,
  type StepResult,
} from '../../core/types';
import { passWithoutResolving, playsThisTurn, stamp } from '../../effects';
import { gundamWarCut } from './cut-view';
import { askMulligan, OPENING_HAND, syncPending } from './asks';
import { abolishHolds, knownClean } from './destruction';
import { checkWin, finishedEnds } from './endings';
import { enteredIdle, noSquads } from './flow';
import { noteVulture } from './keywords/vulture';
import { legalIntents, seatToAct, sharedLegalIntents } from './legal';
import { applyMove } from './moves/registry';
import { wireGundamWar } from './wiring';
import { draw, EFFECTS_LENS, gw } from './moves';
import { onField } from './read';
import { deriveValue, prepareScenario } from './scenario';
import { AREAS, initialRules, rulesOf, rw, withEffects, ZONE, zk } from './state';
import { refusal } from '../../core/refusal';
import { message } from '../../i18n/message';

function startRules(state: GameState, quiet = false): StepOk {
  const [first, prng] = state.seats === 2 ? nextInt(state.prng, 2) : [0, state.prng];
  const d = new Draft(
    {
      ...state,
      prng,
      rules: initialRules(first as Seat) as never,
      turn: { number: 0, active: first as Seat, phase: 'reroll', step: '' },
    },
    quiet,
  );
  d.log('setup', null, gw('setup', { player: { seat: first as Seat }, count: OPENING_HAND }));
  announceDummy(d);
  for (let s = 0; s < state.seats; s++) draw(d, s as Seat, OPENING_HAND);
  askMulligan(d, first as Seat);
  return { state: d.state, events: d.events };
}

/** The last state a step finished in the Battle Phase, its all-Vulture squads noted. */
const VULTURE = memoPart('Vulture noted', () => ({ noted: null as GameState | null }));

/**
 * Whether the squads' special effects are those of a state whose all-Vulture squads are noted:
 * a step from it that writes no card, zone or value and keeps the lasting effects and the
 * marks that change what a card is (a pass, an empty window) leaves every special effect as
 * it was (read.ts `effectsOf` reads nothing else), so there is nothing new to note.
 */
function vultureKnown(d: Draft, noted: GameState | null): boolean {
  const from = d.startedFrom();
  if (from !== noted || !d.tablesUntouched()) return false;
  const was = rulesOf(from);
  const now = rulesOf(d.state);
  return (
    was.effects.continuous === now.effects.continuous &&
    was.transformed === now.transformed &&
    was.variableG === now.variableG
  );
}

function finish(d: Draft): void {
  syncPending(d);
  // A squad may become all-Vulture at any moment of the battle (its other Units abolished,
  // moved away): it is noted then, as at its sortie (ch. 21 Vulture).
  if (d.state.turn.phase === 'battle') {
    const v = d.memo?.get(VULTURE);
    if (!v || !vultureKnown(d, v.noted)) for (const area of AREAS) noteVulture(d, area);
    if (v) v.noted = d.state;
  }
  checkWin(d);
}

/**
 * A pass that resolves nothing, built at once without a draft when `finish` would find nothing
 * to do: no decision waits or arises, no Nation is empty, and in the Battle Phase the squads'
 * all-Vulture marks were noted on this very table (or there is no squad). The most common
 * moves of a game: the first pass of a window, which only hands priority to the other player
 * (its state differs from the one it starts from only in the effects slice), and in a quiet
 * step the second, which closes the window and enters the next station when that station's
 * Fixed Effect has nothing to do (`enteredIdle`) and the table is known to hold nothing to
 * destroy. Null when the step must go through a draft (always, with no memo: nothing is known).
 */
export function passWithoutDraft(
  state: GameState,
  intent: RulesIntent,
  quiet: boolean,
  memo: Memo | null,
): StepOk | null {
  if (memo === null || intent.type !== 'pass' || state.pending !== null) return null;
  const r = rulesOf(state);
  const e = r.effects;
  if (e.pending !== null || !e.free || e.priority !== intent.seat || r.ask !== null) return null;
  const next = passWithoutResolving(e, intent.seat, state.seats === 1 ? 1 : 2);
  if (next === null || finishedEnds(state, memo)) return null;
  let s: GameState;
  if (next.free) {
    s = nextState(state);
    s.rules = withEffects(r, next) as never;
  } else {
    const entered = quiet && knownClean(state, memo) ? enteredIdle(state, r.station + 1, next) : null;
    if (entered === null) return null;
    s = entered;
  }
  if (s.turn.phase === 'battle') {
    const v = memo.get(VULTURE);
    if (state !== v.noted && !noSquads(state)) return null;
    v.noted = s;
  }
  return { state: s, events: quiet ? NO_EVENTS : [] };
}

function drafted(state: GameState, intent: RulesIntent, quiet: boolean, memo: Memo | null): StepResult {
  const d = new Draft(state, quiet, memo);
  let err: RuleError | null;
  try {
    err = applyMove(d, intent);
  } catch (e) {
    // A broken invariant must not leave a half-applied step: the draft is dropped.
    return refusal(message('core:refuse.internal', { type: intent.type, error: (e as Error).message }));
  }
  if (err) return err;
  finish(d);
  return { state: d.state, events: d.events };
}

/** After a manual move: forget statuses of cards that left the Field, and check the win. */
function afterOverride(state: GameState): StepOk {
  const d = new Draft(state);
  const r = rulesOf(state);
  if (r) {
    // The table changed outside the rules: a tick of the effects clock makes derived values be worked out again.
    stamp(d, EFFECTS_LENS);
    const keep = (ids: CardId[]) => ids.filter((id) => onField(state, id));
    for (const mark of ['destroyed', 'transformed', 'variableG', 'sortied', 'resupplied'] as const) {
      if (r[mark].some((id) => !onField(state, id))) rw(d)[mark] = keep(r[mark]);
    }
    if (r.destroyed.some((id) => !abolishHolds(state, id)))
      rw(d).destroyed = r.destroyed.filter((id) => abolishHolds(state, id));
    // The record's keys are the ids' spellings.
    const playing = Object.entries(r.playing).filter(([id, seat]) => {
      const zone = state.cards[Number(id)].zone;
      return zone === zk(seat, ZONE.hand) || zone === zk(seat, ZONE.hangar);
    });
    if (playing.length !== Object.keys(r.playing).length) rw(d).playing = Object.fromEntries(playing);
  }
  checkWin(d);
  return { state: d.state, events: d.events };
}

/**
 * Gundam War as a game module remembering what it worked out in `memo` (core/memo.ts), or with
 * `null`, working out every step and listing afresh: in full, with no shortcut that rests on
 * what an earlier step found (what tests hold the remembering module to).
 */
export function createGundamWarModule(memo: Memo | null): GameModule {
  wireGundamWar();
  const applyRules = (state: GameState, intent: RulesIntent, quiet = false): StepResult => {
    if (intent.seat !== 0 && intent.seat !== 1) return refusal(message('core:refuse.seats'));
    if (intent.seat >= state.seats) return refusal(message('core:refuse.oneSeat'));
    return passWithoutDraft(state, intent, quiet, memo) ?? drafted(state, intent, quiet, memo);
  };
  return {
    id: 'gundam-war',
    layout: GUNDAM_WAR_LAYOUT,
    hasRules: true,
    startRules,
    applyRules,
    legalIntents: (s, seat) => legalIntents(s, seat, memo),
    sharedLegalIntents: (s, seat) => sharedLegalIntents(s, seat, memo),
    seatToAct,
    afterOverride,
    prepareScenario: (state, at, options) => prepareScenario(state, at, options, startRules),
    derive: deriveValue,
    cut: gundamWarCut,
    // A text played again (ch. 21 special effects a player uses, or a played text on the Field).
    repeatsThisTurn: (state, intent) =>
      intent.type === 'activate' && typeof intent.ability === 'string'
        ? playsThisTurn(rulesOf(state).effects, cardIdOf(intent.card), intent.ability)
        : 0,
  };
}

/** Gundam War for one session (a game, a room, one search of the AI), with a memo of its own. */
export const gundamWarSession = (): GameModule => createGundamWarModule(new Memo());
