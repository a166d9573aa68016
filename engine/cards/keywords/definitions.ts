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
  /**
   * The Japanese name as printed on the cards, first, then other written forms (see
   * docs/card-data.md for the sources). Matched after NFKC like the English names, so
   * `ＰＳ装甲（３）` and `PS装甲(3)` are one keyword.
   */
  ja?: string[];
  param: KeywordParam;
  /** When one printing stands for several keywords (`Set/Character/G`). */
  expandsTo?: { id: string; name: string }[];
}

export const GUNDAM_WAR_KEYWORDS: readonly KeywordDefinition[] = [
  { id: 'high-mobility', name: 'High Mobility', ja: ['高機動'], param: 'none' },
  { id: 'water', name: 'Water', ja: ['水'], param: 'none' },
  { id: 'desert', name: 'Desert', ja: ['砂漠'], param: 'none' },
  { id: 'raid', name: 'Raid', ja: ['強襲'], aliases: ['Assault'], param: 'none' },
  { id: 'swift-strike', name: 'Swift Strike', ja: ['速攻'], aliases: ['Preemptive Attack'], param: 'none' },
  { id: 'vulture', name: 'Vulture', ja: ['バルチャー', 'ハイエナ'], aliases: ['Voucher'], param: 'none' },
  { id: 'space-battle', name: 'Space Battle', ja: ['宇宙戦闘', '宇宙戦'], param: 'number' },
  { id: 'special-shield', name: 'Special Shield', ja: ['特殊シールド'], param: 'number' },
  { id: 'psycommu', name: 'Psycommu', ja: ['サイコミュ'], param: 'number' },
  { id: 'area-weapon', name: 'Area Weapon', ja: ['範囲兵器'], aliases: ['Wide Range Weapon'], param: 'number' },
  { id: 'atmospheric-entry', name: 'Atmospheric Entry', ja: ['大気圏突入'], param: 'none' },
  { id: 'multiple', name: 'Multiple', ja: ['マルチプル'], param: 'arrow-rest' },
  { id: 'team', name: 'Team', ja: ['チーム'], param: 'team' },
  { id: 'change', name: 'Change', ja: ['換装', '改装'], aliases: ['Switch'], param: 'bracket' },
  { id: 'dismantle', name: 'Dismantle', ja: ['解体'], param: 'none' },
  { id: 'ps-armor', name: 'PS Armor', ja: ['PS装甲', 'フェイズシフト装甲'], param: 'optional-number' },
  { id: 'transformer', name: 'Transformer', ja: ['変形'], aliases: ['Transform'], param: 'none' },
  {
    id: 'cruiser-use-modification',
    name: 'Cruiser-use-Modification',
    ja: ['艦船用改造', '艦船用改装'],
    aliases: ['Crusier-use-Modification', 'Battleship Booster'],
    param: 'stats',
  },
  { id: 'cruiser', name: 'Cruiser', ja: ['艦船'], aliases: ['Crusier', 'Battleship'], param: 'none' },
  { id: 'base', name: 'Base', ja: ['拠点'], aliases: ['Stronghold'], param: 'none' },
  { id: 'support', name: 'Support', ja: ['サポート'], param: 'none' },
  { id: 'resupply', name: 'Resupply', ja: ['補給'], aliases: ['Supply'], param: 'optional-number' },
  { id: 'mf', name: 'MF', ja: ['モビルファイター'], param: 'none' },
  { id: 'variable', name: 'Variable', ja: ['ヴァリアブル', 'バリアブル'], param: 'number' },
  { id: 'quick', name: 'Quick', ja: ['クイック'], param: 'none' },
  { id: 'restrict-1-turn', name: 'Restrict to 1/Turn', ja: ['ターン1枚制限', '1ターン1枚制限'], param: 'none' },
  { id: 'extra-cost', name: 'Extra Cost', ja: ['エクストラコスト', '追加コスト'], param: 'arrow-rest' },
  {
    id: 'substitute-cost',
    name: 'Substitute Cost',
    ja: ['サブスティテュートコスト', '代替コスト'],
    param: 'substitute',
  },
  { id: 'prevent', name: 'Prevent', ja: ['プリベント'], param: 'number' },
  {
    id: 'restrict-1-self',
    name: 'Restrict to 1/Self',
    ja: ['1枚制限/自軍'],
    aliases: ['Restrict to 1/Own'],
    param: 'none',
  },
  { id: 'restrict-1-deck', name: 'Restrict to 1/Deck', ja: ['1枚制限/デッキ'], param: 'none' },
  { id: 'restrict-1', name: 'Restrict to 1', ja: ['1枚制限'], param: 'none' },
  {
    id: 'set-character-g',
    name: 'Set/Character/G',
    ja: ['セット/キャラ・G', 'セット/キャラクター・G', 'セット/キャラ/G'],
    aliases: ['Set/Ch/G'],
    param: 'none',
    // The rulebook treats this printing as both Set/Character and Set/G.
    expandsTo: [
      { id: 'set-character', name: 'Set/Character' },
      { id: 'set-g', name: 'Set/G' },
    ],
  },
  {
    id: 'set-character',
    name: 'Set/Character',
    ja: ['セット/キャラ', 'セット/キャラクター'],
    aliases: ['Set/Ch'],
    param: 'none',
  },
  { id: 'set-g', name: 'Set/G', ja: ['セット/G'], param: 'none' },
  { id: 'colony', name: 'Colony', ja: ['コロニー'], param: 'none' },
  { id: 'tire', name: 'Tire', ja: ['タイヤ'], param: 'none' },
  {
    id: 'royalty',
    name: 'Royalty',
    ja: ['一族', '名家', '王家'],
    aliases: ['Family Name', 'Family'],
    param: 'optional-paren',
  },
  {
    id: 'school-undefeatable-east',
    name: 'School : Undefeatable East',
    ja: ['流派東方不敗', '流派:東方不敗'],
    param: 'none',
  },
];

/** Each Gundam War special effect's Japanese names (printed name first), by keyword id: for the text compiler and the Japanese UI. */
export const JAPANESE_KEYWORD_NAMES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  GUNDAM_WAR_KEYWORDS.filter((k) => k.ja).map((k) => [k.id, k.ja!]),
);

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
  /**
   * The keyword is its sentence, naming the card before it: no comma earlier in the sentence
   * ("With an attached Pilot, this card can Defend …" is a condition) and nothing after it but
   * the sentence's end ("… an additional M.S. when defending." is not the keyword).
   */
  whole?: true;
}

export const SENTENCE_KEYWORDS: Record<GameId, readonly SentenceKeyword[]> = {
  'ms-war': [
    {
      id: 'additional-defender',
      label: 'May defend with an additional M.S. Card',
      // Printed "can Defend" on the cards, "may defend" in the rulebook; "Card" is often left out.
      pattern: /\b(?:may|can)\s+defend\s+with\s+an\s+additional\s+M\.?\s?S\.?(?:\s+Card\b|(?=\s|$))/i,
      whole: true,
    },
    {
      // A Pilot printed "Place this card on your M.S. Dock until destroyed" stays on the Dock, as a
      // Dock Pilot does (Ver 2.1 Keywords G); many print it beside the keyword, some without it.
      id: 'dock-pilot',
      label: 'Dock Pilot',
      pattern:
        /\b(?:place|put)\s+this\s+card\s+on\s+your\s+M\.S\.\s+Dock\s+until\s+(?:it\s+is\s+|this\s+card\s+is\s+)?destroyed\b/i,
      whole: true,
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
