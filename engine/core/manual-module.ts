/** A game module for a game played by hand: its layout and no rules of its own. */
import type { GameLayout } from './layout';
import type { GameModule } from './module';
import { refusal } from './refusal';
import { message } from '../i18n/message';

export function manualModule(layout: GameLayout): GameModule {
  return {
    id: layout.game,
    layout,
    hasRules: false,
    startRules: (state) => ({ state, events: [] }),
    applyRules: (_state, intent) =>
      refusal(message('core:refuse.manualModule', { type: intent.type, game: message(`games:${layout.game}`) })),
    legalIntents: () => [],
    afterOverride: (state) => ({ state, events: [] }),
  };
}
