/** Dock Pilot (M.S. War 2.1 — Keywords G): the Pilot stays on the M.S. Dock and never boards an M.S. Card. */
import type { CardId, GameState, RuleError } from '../../../core/types';
import { hasKeyword, printed } from '../cards';

export const DOCK_PILOT = 'dock-pilot';

export function dockPilotRefusal(state: GameState, pilot: CardId): RuleError | null {
  if (!hasKeyword(state, pilot, DOCK_PILOT)) return null;
  return {
    error: `${printed(state, pilot).name} is a Dock Pilot: it stays on the M.S. Dock and cannot pilot an M.S. Card.`,
    rule: 'M.S. War 2.1 — Keywords G (Dock Pilot)',
  };
}
