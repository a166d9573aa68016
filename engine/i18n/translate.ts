/**
 * Message → text in one language, for the command line and the worker. The app's renderer
 * loads the same catalogs into its own i18next instance and resolves parameters the same way
 * (renderer/i18n/hooks.ts).
 */
import i18next from 'i18next';
import { addFormats } from './formats';
import { localName, type LanguageCode } from './languages';
import type { Message, MessageParam } from './message';
import { ENGINE_NAMESPACES, ENGINE_RESOURCES } from './resources';

export type Translate = (msg: Message) => string;
/** An i18next `t` taken loosely: message keys are data, checked by the catalog test. */
export type LooseT = (key: string, params: object) => string;

/** Parameters ready for i18next: card names in the language, nested messages told. */
export function resolveParams(msg: Message, t: LooseT, lang: LanguageCode): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(msg.params ?? {})) out[name] = resolveParam(value, t, lang);
  return out;
}

function resolveParam(value: MessageParam, t: LooseT, lang: LanguageCode): string | number {
  if (typeof value !== 'object') return value;
  if ('key' in value) return t(value.key, resolveParams(value, t, lang));
  return localName(value, lang);
}

export function tell(msg: Message, t: LooseT, lang: LanguageCode): string {
  return t(msg.key, resolveParams(msg, t, lang));
}

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
  addFormats(instance);
  const t = instance.t as unknown as LooseT;
  return (msg) => tell(msg, t, lang);
}

/** English, for the engine's own plain-text fields kept for logs and tests: made as the engine loads. */
const english: Translate = createTranslator('en');
export function inEnglish(msg: Message): string {
  return english(msg);
}
