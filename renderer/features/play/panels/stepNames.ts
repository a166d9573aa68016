/**
 * The engine's step ids in each game's own words, for the turn tracker. M.S. War: rulebook
 * 2.1 "Phases of Play" (the Preliminary Phase A–E with its action window, the Attack Phase
 * B–G, the Strategic Phase, the Recuperation Phase B–C, Rebel Forces). Gundam War: the
 * Battle Phase's four steps (basic rules, "Turn structure").
 */
import type { GameId } from '../../../../engine/cards/model';

const MS_WAR: Record<string, string> = {
  'setup/mulligan': 'Mulligan',
  'preliminary/regenerate': 'Regenerate Materials',
  'preliminary/rebels': 'Rebel Forces attack',
  'preliminary/draw': 'Draw',
  'preliminary/produce': 'Top card to the Factory',
  'preliminary/exchange': 'Face-up Material from hand',
  'preliminary/take': 'Face-down Material to hand',
  'preliminary/window': 'Action window',
  'attack/declare': 'Declare attackers',
  'attack/defend': 'Declare defenders',
  'attack/battle': 'Battle: Events and effects',
  'attack/window': 'Action window',
  'strategic/main': 'Play M.S., Pilots and Battlefields',
  'recuperation/hand-size': 'Discard to hand size',
  'recuperation/recycle': 'Dry Dock to Supply Base',
};

const GUNDAM_WAR: Record<string, string> = {
  'battle/attack': 'Attack Step',
  'battle/defend': 'Defend Step',
  'battle/damage': 'Damage Calculation Step',
  'battle/return': 'Return Step',
};

const NAMES: Record<GameId, Record<string, string>> = { 'ms-war': MS_WAR, 'gundam-war': GUNDAM_WAR };

/** Words for a step id the table has no name for yet: never the raw id with its hyphens. */
function words(step: string): string {
  const text = step.replace(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The step's name as the game calls it, or null when the phase has no steps. */
export function stepLabel(game: GameId, phase: string, step: string | undefined): string | null {
  if (!step) return null;
  return NAMES[game][`${phase}/${step}`] ?? words(step);
}
