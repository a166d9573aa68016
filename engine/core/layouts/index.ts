/** Each game's table layout by game id: what core code that serves every game reads a game's zones from. */
import type { GameId } from '../../cards/model';
import type { GameLayout } from '../layout';
import { GUNDAM_WAR_LAYOUT } from './gundam-war';
import { MS_WAR_LAYOUT } from './ms-war';

export const LAYOUTS: Readonly<Record<GameId, GameLayout>> = Object.freeze({
  'gundam-war': GUNDAM_WAR_LAYOUT,
  'ms-war': MS_WAR_LAYOUT,
});
