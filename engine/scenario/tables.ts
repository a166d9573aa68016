/**
 * Scenario-only tables: small test games that a library's scenarios run on, named by a
 * scenario's `table`. They are kept out of the app's game registry (engine/games/registry.ts).
 */
import type { Card } from '../cards/model';
import type { GameModule } from '../core/module';
import { EFFECTS_TABLE } from '../effects/testing/module';

export const SCENARIO_TABLES: Record<string, { module: GameModule; cards: Card[] }> = {
  /** The effect system's stand-in table (engine/effects/testing). */
  effects: EFFECTS_TABLE,
};
