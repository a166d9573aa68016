/**
 * The renderer's i18next instance. Catalogs are JSON files, one per language and namespace
 * (`locales/<lang>/<namespace>.json`), found by a glob so a feature adds a namespace by adding
 * files, with no list to edit. The engine's own catalogs (rule names, log lines, step names)
 * come from `engine/i18n`, which the command line reads too. See docs/i18n.md.
 */
import i18n, { type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { addFormats } from '../../engine/i18n/formats';
import { ENGINE_RESOURCES } from '../../engine/i18n/resources';
import { LANGUAGE_KEY, LANGUAGES, type Language } from './languages';
import { platform } from '../platform';

const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

function resources(): Resource {
  const out: Resource = { en: { ...ENGINE_RESOURCES.en }, ja: { ...ENGINE_RESOURCES.ja } };
  for (const [path, module] of Object.entries(files)) {
    const [, lang, ns] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
    (out[lang] ??= {})[ns] = module.default;
  }
  return out;
}

const all = resources();

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: all,
    ns: Object.keys(all.en),
    defaultNS: 'common',
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map((l) => l.code),
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // The saved choice first, then the system's languages. Nothing is cached on detection:
    // until the user picks a language, each start follows the system again.
    detection: { order: ['localStorage', 'navigator'], lookupLocalStorage: LANGUAGE_KEY, caches: [] },
    // React escapes what it renders; escaping here too would show `&amp;` in card names.
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
addFormats(i18n);

/** The language the interface is shown in now. */
export function currentLanguage(): Language {
  return (i18n.resolvedLanguage as Language | undefined) ?? 'en';
}

/** Switches the interface and remembers the choice for the next start. */
export async function setLanguage(lang: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, lang);
  await i18n.changeLanguage(lang);
}

// `lang` on <html> lets the browser pick Japanese glyph forms from the font stack and
// read the page aloud in the right voice.
function markDocument(lang: string | undefined) {
  if (typeof document !== 'undefined') document.documentElement.lang = lang ?? 'en';
}
// The desktop shell's menu speaks the interface language too (a browser has no such menu).
function tellShell(lang: string | undefined) {
  void platform.setLanguage?.(lang === 'ja' ? 'ja' : 'en').catch(() => undefined);
}

markDocument(i18n.resolvedLanguage);
tellShell(i18n.resolvedLanguage);
i18n.on('languageChanged', () => {
  markDocument(i18n.resolvedLanguage);
  tellShell(i18n.resolvedLanguage);
});

export { i18n };
