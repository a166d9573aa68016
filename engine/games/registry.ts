/**
 * Game modules by GameId. A game whose rules module is not registered still gets a
 * manual table from its layout (engine/core/layouts).
 */
import type { GameId } from '../cards/model';
import type { GameModule } from '../core/module';
import { gundamWarModule } from './gundam-war/module';
import { msWarModule } from './ms-war/module';

const MODULES: Record<GameId, GameModule> = {
  'ms-war': msWarModule,
  'gundam-war': gundamWarModule,
};

export function gameModule(id: GameId): GameModule {
  const module = MODULES[id];
  if (!module) throw new Error(`No game "${String(id)}"; games are ${Object.keys(MODULES).join(', ')}.`);
  return module;
}

export function gameIds(): GameId[] {
  return Object.keys(MODULES) as GameId[];
}
