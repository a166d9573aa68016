/**
 * Card ids were `c0`, `c1`… until they became array-index strings (`0`, `1`…), then numbers
 * (docs/performance-history.md, "M.S. War engine"). Saved games written
 * before then name cards the old way; their intents are read through this mapping.
 */
import type { GameState, Intent } from './types';

const LEGACY = /^c(\d+)$/;

function mapId(state: GameState, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const m = LEGACY.exec(value);
  // Only an id whose new spelling the table has.
  if (!m || state.cards[Number(m[1])] === undefined) return value;
  return m[1];
}

/** The intent with any old-style card id (a field, or an entry of a list field) renamed for `state`. */
export function withCurrentCardIds(state: GameState, intent: Intent): Intent {
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(intent)) {
    const next = Array.isArray(value) ? value.map((v) => mapId(state, v)) : mapId(state, value);
    if (Array.isArray(value) ? (next as unknown[]).some((v, i) => v !== value[i]) : next !== value) changed = true;
    out[field] = next;
  }
  return changed ? (out as unknown as Intent) : intent;
}
