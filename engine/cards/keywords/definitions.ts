/**
 * The keywords ("special effects") each game prints on its cards, as data.
 * Gundam War: every heading of the Advanced Rulebook chapter "Special Effects"
 * (rules/gundam-war/21-special-effects.txt) that a card can carry, with the
 * alternative English-CCG names as aliases. M.S. War: the keywords section of
 * Rulebook Ver 2.1 (rules/ms-war/00-rulebook-2.1.txt, "Keywords").
 */
import type { GameId } from '../model';

/**
 * How a keyword takes its parameter:
 * - `none`: bare word(s), e.g. `High Mobility`
 * - `number`: `(X)` required, e.g. `Space Battle (2)`
 * - `optional-number`: `(X)` optional, e.g. `PS Armor` / `PS Armor (3)`
 * - `bracket`: `[A]` or `(A)` required, e.g. `Change [Emperor Frame]`
 * - `optional-paren`: `(A)` optional, e.g. `Royalty (Solaris)`
 * - `stats`: `(+X/+Y/+Z)`, e.g. `Cruiser-use-Modification (+0/+2/+1)`
 * - `arrow-rest`: `-> A` to the end of the line, e.g. `Multiple -> (Battle Phase): …`
 * - `team`: `->[A]B` (B may be empty, to the end of the line) or `(A)`
 * - `substitute`: `->[B]: A` to the end of the line
 */
export type KeywordParam =
  | 'none'
  | 'number'
  | 'optional-number'
  | 'bracket'
  | 'optional-paren'
  | 'stats'
  | 'arrow-rest'
  | 'team'
  | 'substitute';

export interface KeywordDefinition {
  id: string;
  /** Canonical printed name, used for labels. */
  name: string;
  /** Other printings of the same keyword (older translations, the English CCG). */
  aliases?: string[];
  param: KeywordParam;
  /** When one printing stands for several keywords (`Set/Character/G`). */
  expandsTo?: { id: string; name: string }[];
}

export const GUNDAM_WAR_KEYWORDS: readonly KeywordDefinition[] = [
  { id: 'high-mobility', name: 'High Mobility', param: 'none' },
  { id: 'water', name: 'Water', param: 'none' },
  { id: 'desert', name: 'Desert', param: 'none' },
  { id: 'raid', name: 'Raid', aliases: ['Assault'], param: 'none' },
  { id: 'swift-strike', name: 'Swift Strike', aliases: ['Preemptive Attack'], param: 'none' },
  { id: 'vulture', name: 'Vulture', aliases: ['Voucher'], param: 'none' },
  { id: 'space-battle', name: 'Space Battle', param: 'number' },
  { id: 'special-shield', name: 'Special Shield', param: 'number' },
  { id: 'psycommu', name: 'Psycommu', param: 'number' },
  { id: 'area-weapon', name: 'Area Weapon', aliases: ['Wide Range Weapon'], param: 'number' },
  { id: 'atmospheric-entry', name: 'Atmospheric Entry', param: 'none' },
  { id: 'multiple', name: 'Multiple', param: 'arrow-rest' },
  { id: 'team', name: 'Team', param: 'team' },
  { id: 'change', name: 'Change', aliases: ['Switch'], param: 'bracket' },
  { id: 'dismantle', name: 'Dismantle', param: 'none' },
  { id: 'ps-armor', name: 'PS Armor', param: 'optional-number' },
  { id: 'transformer', name: 'Transformer', aliases: ['Transform'], param: 'none' },
  {
    id: 'cruiser-use-modification',
    name: 'Cruiser-use-Modification',
    aliases: ['Crusier-use-Modification', 'Battleship Booster'],
    param: 'stats',
  },
  { id: 'cruiser', name: 'Cruiser', aliases: ['Crusier', 'Battleship'], param: 'none' },
  { id: 'base', name: 'Base', aliases: ['Stronghold'], param: 'none' },
  { id: 'support', name: 'Support', param: 'none' },
  { id: 'resupply', name: 'Resupply', aliases: ['Supply'], param: 'optional-number' },
  { id: 'mf', name: 'MF', param: 'none' },
  { id: 'variable', name: 'Variable', param: 'number' },
  { id: 'quick', name: 'Quick', param: 'none' },
  { id: 'restrict-1-turn', name: 'Restrict to 1/Turn', param: 'none' },
  { id: 'extra-cost', name: 'Extra Cost', param: 'arrow-rest' },
  { id: 'substitute-cost', name: 'Substitute Cost', param: 'substitute' },
  { id: 'prevent', name: 'Prevent', param: 'number' },
  { id: 'restrict-1-self', name: 'Restrict to 1/Self', aliases: ['Restrict to 1/Own'], param: 'none' },
  { id: 'restrict-1-deck', name: 'Restrict to 1/Deck', param: 'none' },
  { id: 'restrict-1', name: 'Restrict to 1', param: 'none' },
  {
    id: 'set-character-g',
    name: 'Set/Character/G',
    aliases: ['Set/Ch/G'],
    param: 'none',
    // The rulebook treats this printing as both Set/Character and Set/G.
    expandsTo: [
      { id: 'set-character', name: 'Set/Character' },
      { id: 'set-g', name: 'Set/G' },
    ],
  },
  { id: 'set-character', name: 'Set/Character', aliases: ['Set/Ch'], param: 'none' },
  { id: 'set-g', name: 'Set/G', param: 'none' },
  { id: 'colony', name: 'Colony', param: 'none' },
  { id: 'tire', name: 'Tire', param: 'none' },
  { id: 'royalty', name: 'Royalty', aliases: ['Family Name', 'Family'], param: 'optional-paren' },
  { id: 'school-undefeatable-east', name: 'School : Undefeatable East', param: 'none' },
];

export const MS_WAR_KEYWORDS: readonly KeywordDefinition[] = [
  { id: 'attack', name: 'Attack', param: 'none' },
  { id: 'battleship', name: 'Battleship', param: 'none' },
  { id: 'mobile-armor', name: 'Mobile Armor', param: 'none' },
  { id: 'preemptive-strike', name: 'Preemptive Strike', param: 'none' },
  { id: 'sand', name: 'Sand', param: 'none' },
  { id: 'sea', name: 'Sea', param: 'none' },
  { id: 'dock-pilot', name: 'Dock Pilot', param: 'none' },
  // Ver 2.1 "Building Your Deck" C: some cards are limited to one copy.
  { id: 'limit-1-deck', name: 'Limit one per deck', aliases: ['Limit 1 per deck'], param: 'none' },
];

/**
 * Keywords that are whole sentences naming the card itself, so they are found
 * anywhere in a line rather than as a keyword list.
 */
export interface SentenceKeyword {
  id: string;
  label: string;
  pattern: RegExp;
}

export const SENTENCE_KEYWORDS: Record<GameId, readonly SentenceKeyword[]> = {
  'ms-war': [
    {
      id: 'additional-defender',
      label: 'May defend with an additional M.S. Card',
      pattern: /\bmay\s+defend\s+with\s+an\s+additional\s+M\.?\s?S\.?\s+Card\b/i,
    },
  ],
  'gundam-war': [
    {
      // Deck-building exception printed on a card (the usual limit is 3 copies).
      id: 'any-number-per-deck',
      label: 'Any number per Deck',
      pattern: /\bdeck\s+may\s+contain\s+any\s+number\s+of\b/i,
    },
  ],
};

export const KEYWORDS_BY_GAME: Record<GameId, readonly KeywordDefinition[]> = {
  'gundam-war': GUNDAM_WAR_KEYWORDS,
  'ms-war': MS_WAR_KEYWORDS,
};
