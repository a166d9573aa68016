/** The one entry point that advances a game: manual intents everywhere, rules intents in rules mode. */
import { applyManual } from './manual';
import type { GameModule } from './module';
import { isManualIntent, isRuleError, type GameState, type Intent, type StepResult } from './types';

/** `quiet` (simulations): the same new state, with no events. */
export function step(module: GameModule, state: GameState, intent: Intent, quiet = false): StepResult {
  if (typeof intent !== 'object' || intent === null || typeof intent.type !== 'string')
    return { error: 'An intent is an object with a "type".' };
  if (isManualIntent(intent)) {
    const result = applyManual(state, module.layout, intent);
    if (isRuleError(result) || state.mode !== 'rules') return result;
    const checked = module.afterOverride(result.state);
    return {
      state: checked.state,
      events: [...result.events.map((e) => ({ ...e, override: true })), ...checked.events],
    };
  }
  if (state.mode !== 'rules')
    return { error: `"${intent.type}" is a rules move; this game is in manual mode — use manual moves.` };
  if (state.winner !== null) return { error: 'The game is over.' };
  return module.applyRules(state, intent, quiet);
}
