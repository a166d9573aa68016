/**
 * Scenarios (docs/scenarios.md): `setup.at` names the moment a hand-built table starts
 * from — `setup` (mulligans), `turn-start`, or a station of the timing chart such as
 * `disposition`, `attack`, `attack-after` (the attacker's sortie), `defend`, `defend-after`,
 * `damage` (start of Damage Calculation: engagement fixed, Desert), `damage-after` (battle
 * damage is dealt), `return`, `return-after`, `end`. Entering the station runs its Fixed
 * Effect. Options: `first` (seat), `damage` ({card: n}), `destroyed` ([cards]),
 * `vultureAreas` ([[areas of seat 0], [areas of seat 1]]), `abolishedIn` ({earth, space}),
 * `sortied` ([cards]), `perTurn` (counts such as `{ "g": 1 }`).
 */
import { Draft } from '../../core/draft';
import { cardIdOf, cardIdsOf } from '../../core/ids';
import {
  isRuleError,
  type CardId,
  type GameState,
  type RuleError,
  type Seat,
  type StepOk,
  type StepResult,
} from '../../core/types';
import { stamp } from '../../effects';
import { STATIONS, stationName } from './chart';
import { syncPending } from './asks';
import { enterStation, startTurn } from './flow';
import { EFFECTS_LENS } from './moves';
import { totalCostNow } from './moves/play-check';
import { spaceBattleX } from './keywords/space-battle';
import { coinsOn } from './coin-counters';
import { cardType, controllerOf, damageOf, effectsOf, has, statsOf } from './read';
import { enteredTable, initialRules, rulesOf, rw, type Area } from './state';

export const SCENARIO_MOMENTS = ['setup', 'turn-start', ...STATIONS.map(stationName)];

/** A list of cards among the options (aliases already replaced by their ids). */
function cardsOption(
  state: GameState,
  options: Record<string, unknown>,
  key: 'destroyed' | 'sortied',
): CardId[] | RuleError {
  const ids = cardIdsOf(options[key]);
  const bad = ids.findIndex((id) => !state.cards[id]);
  return bad < 0
    ? ids.slice()
    : { error: `options.${key}: "${String((options[key] as unknown[])[bad])}" is not a card.` };
}

export function prepareScenario(
  state: GameState,
  at: string,
  options: Record<string, unknown>,
  startRules: (s: GameState) => StepOk,
): StepResult {
  if (at === 'setup') return startRules({ ...state, turn: { ...state.turn, number: 0 } });
  const index = STATIONS.findIndex((st) => stationName(st) === at);
  if (at !== 'turn-start' && index < 0)
    return { error: `Gundam War scenarios start at one of: ${SCENARIO_MOMENTS.join(', ')}.` };
  const active = state.turn.active;
  const rules = initialRules((options.first as Seat | undefined) ?? active);
  const d = new Draft({ ...state, rules: rules as never });
  for (const c of state.cards) {
    const t = stamp(d, EFFECTS_LENS);
    enteredTable(d)[c.id] = t.timestamp;
  }
  const r = rw(d);
  for (const [key, n] of Object.entries((options.damage as Record<string, number>) ?? {})) {
    const id = cardIdOf(key);
    if (!state.cards[id])
      return { error: `options.damage: "${key}" is not a card id (aliases name cards in values, not keys).` };
    d.card(id).counters.damage = n;
  }
  const destroyed = cardsOption(state, options, 'destroyed');
  if (isRuleError(destroyed)) return destroyed;
  const sortied = cardsOption(state, options, 'sortied');
  if (isRuleError(sortied)) return sortied;
  r.destroyed = destroyed;
  r.sortied = sortied;
  if (options.vultureAreas) r.vultureAreas = options.vultureAreas as [Area[], Area[]];
  r.perTurn = { ...r.perTurn, ...((options.perTurn as object) ?? {}) };
  if (options.abolishedIn) r.perTurn.abolishedIn = { earth: 0, space: 0, ...(options.abolishedIn as object) };
  if (at === 'turn-start') {
    d.state.turn = { ...d.state.turn, number: state.turn.number - 1 };
    startTurn(d, active);
  } else {
    d.state.turn = { ...d.state.turn, phase: STATIONS[index].phase, step: STATIONS[index].step };
    enterStation(d, index);
  }
  syncPending(d);
  return { state: d.state, events: d.events };
}

const MARKS = [
  ['destroyed', 'destroyed'],
  ['transformed', 'transformed'],
  ['variableG', 'variable-g'],
  ['sortied', 'sortied'],
  ['resupplied', 'resupplied'],
] as const;

/** The statuses a card carries (ch. 16 Destroyed, ch. 21 Transformed Mode…), and `playing` while it is a card being played. */
function cardMarks(state: GameState, id: CardId): string[] {
  const r = rulesOf(state);
  const out: string[] = MARKS.filter(([k]) => r[k].includes(id)).map(([, name]) => name);
  if (r.playing[id] !== undefined) out.push('playing');
  return out;
}

/** Values a scenario can check: `stats` ([melee, ranged, Defence]), `damage`, `type`, `effects`, `space-battle`, `cost` (Total Nation Power to play it now), `marks`, `owner`, `controller`, `coins`, `has-<effect>`. */
export function deriveValue(state: GameState, id: CardId, name: string): unknown {
  if (!state.cards[id]) return undefined;
  switch (name) {
    case 'stats': {
      const st = statsOf(state, id);
      return [st.melee, st.ranged, st.hp];
    }
    case 'damage':
      return damageOf(state, id);
    case 'type':
      return cardType(state, id);
    case 'effects':
      return effectsOf(state, id).map((e) => e.kind);
    case 'space-battle':
      return spaceBattleX(state, id);
    case 'cost':
      return totalCostNow(state, id);
    case 'marks':
      return cardMarks(state, id);
    // Who owns the card (put it in their deck) and who controls it now (null off the Field): ch. 04.
    case 'owner':
      return state.cards[id].owner;
    case 'controller':
      return controllerOf(state, id);
    // The coins on it by kind: `{ "+1/+1/+1": 2 }`.
    case 'coins':
      return coinsOn(state.cards[id].counters);
    default:
      return name.startsWith('has-') ? has(state, id, name.slice(4) as never) : undefined;
  }
}
