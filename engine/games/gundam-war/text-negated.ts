/**
 * Whether a card's text is negated by card text now (negation.ts makes it so): read by read.ts's
 * `textActive`, so it stands apart, needing the rules state alone.
 */
import type { CardId, GameState } from '../../core/types';
import { rulesOf } from './state';

/** Whether a lasting negation takes away the text of `id` (this stay of it) now. */
export function textNegated(s: GameState, id: CardId): boolean {
  const lasting = rulesOf(s).effects.continuous;
  if (lasting.length === 0) return false;
  const entered = rulesOf(s).entered[id];
  for (const e of lasting)
    if (e.change.kind === 'lose' && e.change.abilities === 'all' && e.scope.kind === 'instanced')
      for (const o of e.scope.objects) if (o.id === id && o.entered === entered) return true;
  return false;
}
