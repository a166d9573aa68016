/** Rulebook sections the library cites in its errors (Gundam War Advanced Rules, fan translation), as messages (`core:effects.rule.*`). */
import { message, type Message } from '../i18n/message';

const cite = (key: string): Message => message(`core:effects.rule.${key}`);

export const RULE = {
  freeTiming: cite('freeTiming'),
  priority: cite('priority'),
  noCutIn: cite('noCutIn'),
  simultaneous: cite('simultaneous'),
  timesPerTurn: cite('timesPerTurn'),
  decision: cite('decision'),
  conditions: cite('conditions'),
  endOfTurn: cite('endOfTurn'),
} as const;
