/**
 * The words of a deck list's headers and headings (docs/deck-lists.md), in English and in the
 * forms Japanese players write: `デッキ名：…`, `【メインデッキ】（50枚）`, `■サイド`. Matching
 * ignores case, width (the line is NFKC-normalised first), spaces, dots, dashes, `・`, a leading
 * bullet and enclosing brackets.
 */
import type { LanguageCode } from '../i18n/languages';
import { wordTable } from '../text/lookup';

export type HeaderField = 'deck' | 'format';
export type Heading = 'main' | 'side' | 'group';

/** `Deck: <name>` and `Format: <id>`. */
const HEADER_FIELDS = wordTable<HeaderField>({
  deck: 'deck',
  name: 'deck',
  deckname: 'deck',
  デッキ: 'deck',
  デッキ名: 'deck',
  名前: 'deck',
  format: 'format',
  レギュレーション: 'format',
  フォーマット: 'format',
});

/** A heading alone on its line, with an optional colon and count: `Main: (50)`, `サイド（10枚）`. */
const HEADING_WORDS: Record<string, Heading> = {
  main: 'main',
  maindeck: 'main',
  mainboard: 'main',
  deck: 'main',
  メイン: 'main',
  メインデッキ: 'main',
  デッキ: 'main',
  side: 'side',
  sidedeck: 'side',
  sideboard: 'side',
  サイド: 'side',
  サイドデッキ: 'side',
  サイドボード: 'side',
};

// Deck recipes on Japanese sites group the cards by type (`ユニット（15枚）`, `G（12枚）`); such a
// heading is passed over and the cards stay in the section they are in.
// gundamwar.net's export heads its sections ACE, UNIT, CHARACTER, COMMAND, OPERATION, GENERATION.
const TYPES = [
  'ace',
  'generation',
  'unit',
  'character',
  'command',
  'operation',
  'g',
  'ms',
  'pilot',
  'event',
  'battlefield',
  'mission',
];
const JAPANESE_TYPES = [
  'ユニット',
  'キャラクター',
  'コマンド',
  'オペレーション',
  'ジェネレーション',
  'パイロット',
  'イベント',
];
for (const type of [...TYPES, ...TYPES.map((t) => `${t}s`), ...JAPANESE_TYPES]) HEADING_WORDS[type] ??= 'group';
const HEADINGS = wordTable(HEADING_WORDS);

const BULLET = /^[■□●○◆◇★☆▼▽▶▷※*・]+ ?/;
const BRACKETED = /^[[【〔《〈「『<](.*)[\]】〕》〉」』>]$/s;

/** A heading's words reduced for lookup: `【Main Deck】` → `maindeck`, `メイン・デッキ` → `メインデッキ`. */
function wordsKey(words: string): string {
  const bare = words.trim().replace(BULLET, '');
  return (BRACKETED.exec(bare)?.[1] ?? bare).toLowerCase().replace(/[\s._\-・]+/g, '');
}

export const headerField = (words: string): HeaderField | undefined => HEADER_FIELDS[wordsKey(words)];
export const headingOf = (words: string): Heading | undefined => HEADINGS[wordsKey(words)];

/** The words a written list uses, in the reader's language (each is one the reader knows). */
export interface ListWords {
  deck: string;
  format: string;
  main: string;
  side: string;
}

export const LIST_WORDS: Record<LanguageCode, ListWords> = {
  en: { deck: 'Deck', format: 'Format', main: 'Main', side: 'Side' },
  ja: { deck: 'デッキ名', format: 'レギュレーション', main: 'メイン', side: 'サイド' },
};
