/** Starting points for scenarios ("setup.at") and derived values they can check. */
import { Draft } from '../../core/draft';
import type { CardId, GameState, Seat, StepResult } from '../../core/types';
import { ZONE_KEYS as K } from '../../core/layouts/ms-war';
import { mayAttack } from './battle';
import { keywordsOf, msIn, msTypes, printed } from './cards';
import { priceOf } from './play';
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

/**
 * A card's derived values: `clash`, `keywords`, `price` (what playing it costs now: an Event's
 * with the Battlefields' and this turn's Price changes), `ms-types` (printed and read from Sand / Sea) and `may-attack`
 * (an M.S. on its owner's M.S. Dock whose text does not forbid it, Attack Phase B).
 */
export function derive(state: GameState, id: CardId, name: string): unknown {
  if (name === 'clash') return clashOf(state, id);
  if (name === 'keywords') return [...keywordsOf(state, id)].sort();
  if (name === 'price') {
    return priceOf(state, printed(state, id));
  }
  if (name === 'ms-types') return [...msTypes(state, id)].sort();
  if (name === 'may-attack') {
    const c = state.cards[id];
    return c.zone === K[c.owner]['ms-dock'] && msIn(state, c.zone).includes(id) && mayAttack(state, id);
  }
  return undefined;
}
