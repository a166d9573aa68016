/** The one entry point that advances a game: manual intents everywhere, rules intents in rules mode. */
import { applyManual } from './manual';
import type { GameModule } from './module';
import {
  isManualType,
  isRuleError,
  type ConcedeIntent,
  type GameState,
  type Intent,
  type ManualIntent,
  type RulesIntent,
  type StepResult,
} from './types';
import { concede } from './concede';
import { refusal } from './refusal';
import { message } from '../i18n/message';

/**
 * `quiet` (simulations): the same new state, with no events. A concession is the core's own
 * rules move, taken for every game before the module's rules (engine/core/concede.ts).
 */
export function step(module: GameModule, state: GameState, intent: Intent, quiet = false): StepResult {
  if (typeof intent !== 'object' || intent === null) return refusal(message('core:refuse.intentShape'));
  // Read once: intents come in many shapes, so each read of one of their fields is a slow lookup.
  const type = intent.type;
  if (typeof type !== 'string') return refusal(message('core:refuse.intentShape'));
  // A pass, most moves of a game, is a rules intent: no set to look it up in.
  if (type !== 'pass' && isManualType(type)) {
    const result = applyManual(state, module.layout, intent as ManualIntent);
    if (isRuleError(result) || state.mode !== 'rules') return result;
    const checked = module.afterOverride(result.state);
    return {
      state: checked.state,
      events: [...result.events.map((e) => ({ ...e, override: true })), ...checked.events],
    };
  }
  if (state.mode !== 'rules') return refusal(message('core:refuse.rulesMove', { type }));
  if (type === 'concede') return concede(state, intent as ConcedeIntent, quiet);
  if (state.winner !== null) return refusal(message('core:refuse.over'));
  return module.applyRules(state, intent as RulesIntent, quiet);
}
