/** The languages Sortie speaks; English is the fallback for anything else. */
export const LANGUAGE_CODES = ['en', 'ja'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGE_CODES.includes(value as LanguageCode);
}

/**
 * The language a locale tag or POSIX locale names, if Sortie speaks it: `ja`, `ja-JP`,
 * `ja_JP.UTF-8` → `ja`. `C`, `POSIX` and unknown languages give undefined.
 */
export function languageOf(tag: string | undefined): LanguageCode | undefined {
  const base = tag
    ?.trim()
    .toLowerCase()
    .split(/[-_.@]/)[0];
  return isLanguageCode(base) ? base : undefined;
}

/** A card's name in the reader's language where it has one, else in the other. */
export function localName(card: { name: string; name_ja?: string }, lang: LanguageCode): string {
  return (lang === 'ja' ? card.name_ja || card.name : card.name || card.name_ja) ?? '';
}
