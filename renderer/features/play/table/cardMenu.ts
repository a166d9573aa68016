/**
 * A card's menu: the moves the rules allow with it first, then the table's moves by hand. The
 * move P makes by the rules (play, attack…) is one of the rules' entries already, so it is
 * listed once — the rules' entry, showing P — rather than again as "Attack (by the rules)"
 * among the moves by hand. Where the rules allow no move, P's entry is the move by hand.
 */
import type { RulesIntent } from '../../../../engine/core/types';
import type { MenuItem } from './ContextMenu';

/** A move by hand for the menu: the action registry's entry, told for this card. */
export interface HandEntry extends MenuItem {
  /** What the entry does in a rules game: the rules' moves it makes (P's play, or none). */
  rules: readonly RulesIntent[];
}

const same = (a: RulesIntent, b: RulesIntent) => JSON.stringify(a) === JSON.stringify(b);

export function cardMenuItems(
  rules: readonly { intent: RulesIntent; item: MenuItem }[],
  hand: readonly HandEntry[],
): MenuItem[] {
  const merged = new Map<number, string | undefined>();
  const kept = hand.filter((h) => {
    if (h.rules.length !== 1) return true;
    const at = rules.findIndex((r) => same(r.intent, h.rules[0]));
    if (at < 0) return true;
    merged.set(at, h.shortcut);
    return false;
  });
  return [
    ...rules.map((r, at) => (merged.has(at) ? { ...r.item, shortcut: merged.get(at) } : r.item)),
    ...kept.map(({ rules: _, ...item }) => item),
  ];
}
