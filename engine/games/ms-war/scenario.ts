/** Starting points for scenarios ("setup.at") and derived values they can check. */
import { Draft } from '../../core/draft';
import type { CardId, GameState, Seat, StepResult } from '../../core/types';
import { keywordsOf } from './cards';
import { clashOf } from './clash';
import { openWindow } from './chain';
import { enterAttack, enterRecuperation, enterStrategic, startTurn } from './flow';
import { initialRules, rw } from './state';

export const SCENARIO_MOMENTS = ['setup', 'turn-start', 'preliminary-window', 'attack', 'strategic', 'recuperation'];

export function prepareScenario(
  state: GameState,
  at: string,
  options: Record<string, unknown>,
  startRules: (s: GameState) => StepResult,
): StepResult {
  const rules = initialRules(state.seats);
  const active = state.turn.active;
  rules.firstPlayer = (options.firstPlayer as Seat | undefined) ?? active;
  rules.turnsTaken = rules.turnsTaken.map(() => (options.firstTurn ? 0 : 2));
  rules.mulligansLeft = rules.mulligansLeft.map(() => 0);
  rules.attacked = options.attacked === true;
  for (let s = 0; s < state.seats; s++) rules.rebelsRaised[s] = Number(state.values[`${s}:war-experience`] ?? 0) >= 4;
  const base: GameState = { ...state, rules: rules as never };
  if (at === 'setup') return startRules({ ...state, turn: { ...state.turn, number: 0 } });
  const d = new Draft(base);
  rw(d);
  switch (at) {
    case 'turn-start':
      startTurn(d, active, state.turn.number);
      break;
    case 'preliminary-window':
      d.state.turn = { ...d.state.turn, phase: 'preliminary', step: 'window' };
      openWindow(d, 'preliminary');
      break;
    case 'attack':
      d.state.turn = { ...d.state.turn, phase: 'preliminary' };
      enterAttack(d);
      break;
    case 'strategic':
      enterStrategic(d);
      break;
    case 'recuperation':
      enterRecuperation(d);
      break;
    default:
      return { error: `M.S. War scenarios start at one of: ${SCENARIO_MOMENTS.join(', ')}.` };
  }
  if (options.firstTurn) {
    const r = rw(d);
    r.turnsTaken = r.turnsTaken.map((n, s) => (s === active ? 1 : n));
  }
  return { state: d.state, events: d.events };
}

export function derive(state: GameState, id: CardId, name: string): unknown {
  if (name === 'clash') return clashOf(state, id);
  if (name === 'keywords') return [...keywordsOf(state, id)].sort();
  return undefined;
}
