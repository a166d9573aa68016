/** A game module for a game played by hand: its layout and no rules of its own. */
import type { GameLayout } from './layout';
import type { GameModule } from './module';

export function manualModule(layout: GameLayout): GameModule {
  return {
    id: layout.game,
    layout,
    hasRules: false,
    startRules: (state) => ({ state, events: [] }),
    applyRules: (_state, intent) => ({
      error: `"${intent.type}": ${layout.game} has no rules module yet, so only manual moves apply.`,
    }),
    legalIntents: () => [],
    afterOverride: (state) => ({ state, events: [] }),
  };
}
