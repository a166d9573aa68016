/** The columns of the card index a search leaf can test (index-cards.ts builds them, plan.ts reads them). */
export type NumberColumn = 'cost' | 'clash' | 'nation_cost' | 'resource_cost' | 'melee' | 'ranged' | 'hp';
export type TextColumn =
  | 'name'
  | 'number'
  | 'card_id'
  | 'code'
  | 'text'
  | 'set'
  | 'corps'
  | 'model'
  | 'keywords'
  | 'traits'
  | 'rarity'
  | 'type'
  | 'color'
  | 'game'
  | 'terrain'
  /** `x` for a card whose Resource Cost is X, empty otherwise (`rc:x`). */
  | 'resource';
