/**
 * Words the table shows for a game's moves, for the app: the renderer reads these here and
 * never a game's own files (a game folder's files are its inside, free to change).
 */
import type { Card } from '../cards/model';
import { abilityLabel as msWarAbilityLabel } from './ms-war/ability-label';

/**
 * An activated ability in a menu's words, from the card's script (M.S. War: its cost, then what
 * it does), or null where the game names abilities otherwise (Gundam War: by its played text).
 */
export function abilityLabel(card: Card, index: number): string | null {
  return card.game === 'ms-war' ? msWarAbilityLabel(card, index) : null;
}
