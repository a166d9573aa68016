/**
 * Game modules by GameId. A game whose rules module is not registered still gets a
 * manual table from its layout (engine/core/layouts). Each session (a game in the app, a
 * room, a simulated game, one search of the AI) asks for its own module: what a module
 * remembers between steps (its memo, core/memo.ts) is that session's alone.
 */
import type { GameId } from '../cards/model';
import type { GameModule } from '../core/module';
import { gundamWarSession } from './gundam-war/module';
import { msWarModule } from './ms-war/module';

const MODULES: Record<GameId, () => GameModule> = {
  // M.S. War remembers nothing between steps: one module serves every session.
  'ms-war': () => msWarModule,
  'gundam-war': gundamWarSession,
};

/** The module of game `id` for one session: made anew at each call (keep it for the session's steps). */
export function gameModule(id: GameId): GameModule {
  const session = MODULES[id];
  if (!session) throw new Error(`No game "${String(id)}"; games are ${Object.keys(MODULES).join(', ')}.`);
  return session();
}

export function gameIds(): GameId[] {
  return Object.keys(MODULES) as GameId[];
}
