/**
 * Gundam War's rules intents as listing makes them: every kind with the same fields in the same
 * order, those it does not use left undefined (which JSON drops, so a saved game, a replay and a
 * fingerprint read them as before). The step, the players and the search read every intent they
 * are handed: intents of one shape are read by V8's compiled code in a few instructions, where
 * each kind's own shape made every such read a megamorphic lookup. The fields are in the order
 * each kind had them, so an intent's JSON is spelled as before.
 */
import type { CardId, RulesIntent, Seat } from '../../core/types';

export function gwIntent(
  type: 'pass' | 'answer' | 'play' | 'activate' | 'change',
  seat: Seat,
  label: string,
  card?: CardId,
  targets?: CardId[],
  ability?: string,
  choice?: string[],
  target?: CardId,
): RulesIntent {
  return {
    type,
    seat,
    card,
    ability,
    target,
    targets,
    choice,
    substitute: undefined,
    asG: undefined,
    x: undefined,
    label,
  };
}
