/** The interface languages Sortie ships, each named in its own language for the switcher. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ja', name: '日本語' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

/** Where the user's choice is kept; absent until they choose, so first start follows the system. */
export const LANGUAGE_KEY = 'sortie.language';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((l) => l.code === value);
}
