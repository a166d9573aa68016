/** Dock Pilot (M.S. War 2.1 — Keywords G): the Pilot stays on the M.S. Dock and never boards an M.S. Card. */
import type { CardId, GameState, RuleError } from '../../../core/types';
import { cardName } from '../../../i18n/message';
import { hasKeyword, printed } from '../cards';
import { cite, refuse } from '../say';

export const DOCK_PILOT = 'dock-pilot';

export function dockPilotRefusal(state: GameState, pilot: CardId): RuleError | null {
  if (!hasKeyword(state, pilot, DOCK_PILOT)) return null;
  return refuse('dockPilot', { card: cardName(printed(state, pilot)) }, cite('dockPilot'));
}
