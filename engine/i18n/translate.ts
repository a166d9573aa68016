/**
 * Message → text in one language, for the command line and the worker. The app's renderer
 * loads the same catalogs into its own i18next instance (renderer/i18n).
 */
import i18next from 'i18next';
import type { LanguageCode } from './languages';
import type { Message } from './message';
import { ENGINE_NAMESPACES, ENGINE_RESOURCES } from './resources';

export type Translate = (msg: Message) => string;

export function createTranslator(lang: LanguageCode): Translate {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'en',
    resources: ENGINE_RESOURCES,
    ns: ENGINE_NAMESPACES,
    defaultNS: false,
    // Plain text out: the command line prints it, the renderer escapes what it shows.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // Keys arrive as data (from messages), so they are checked by the catalog test, not the type checker.
  const t = instance.t as unknown as (key: string, params: object) => string;
  return (msg) => t(msg.key, msg.params ?? {});
}
