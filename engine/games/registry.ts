/**
 * Game modules by GameId. A game whose rules module is not registered still gets a
 * manual table from its layout (engine/core/layouts).
 */
import type { GameId } from '../cards/model';
import { GUNDAM_WAR_LAYOUT } from '../core/layouts/gundam-war';
import { manualModule } from '../core/manual-module';
import type { GameModule } from '../core/module';
import { msWarModule } from './ms-war/module';

const MODULES: Record<GameId, GameModule> = {
  'ms-war': msWarModule,
  'gundam-war': manualModule(GUNDAM_WAR_LAYOUT),
};

export function gameModule(id: GameId): GameModule {
  const module = MODULES[id];
  if (!module) throw new Error(`No game "${String(id)}"; games are ${Object.keys(MODULES).join(', ')}.`);
  return module;
}

export function gameIds(): GameId[] {
  return Object.keys(MODULES) as GameId[];
}
