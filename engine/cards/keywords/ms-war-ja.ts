/**
 * M.S. War was printed in English only, so its keywords have no printed Japanese names. These are
 * the names Sortie's Japanese interface tells them by (Gundam War's word where the idea is the
 * same, as docs/i18n.md's table of M.S. War terms does). They are words for readers only: card
 * text is never read by them (the parser knows M.S. War keywords by their English names).
 */
export const MS_WAR_JAPANESE_KEYWORD_NAMES: Readonly<Record<string, string>> = {
  attack: 'アタック',
  battleship: '戦艦',
  'mobile-armor': 'モビルアーマー',
  'preemptive-strike': '先制攻撃',
  sand: '砂地',
  sea: '海',
  'dock-pilot': 'ドックパイロット',
  'limit-1-deck': 'デッキに1枚まで',
  'additional-defender': 'M.S.カード1枚を追加で防御に出せる',
};
