/**
 * Stops and auto-pass as the table offers them. What they decide lives in the engine
 * (engine/table/passing.ts), where the worker passes for a seat by itself; this file adds a
 * stop's label in the interface language.
 */
import { i18n } from '../../../i18n';
import type { StopKind } from '../../../../engine/table/passing';

export {
  autoMove,
  liveStops,
  stopAt,
  stopReached,
  type AutoMoveCheck,
  type SeatStops,
  type Stop,
  type StopKind,
} from '../../../../engine/table/passing';

/** A stop's button label, in the interface language. */
export function stopLabel(kind: StopKind): string {
  return i18n.t(`playflow:stop.${kind}`);
}
