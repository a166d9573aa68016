/**
 * What `npm run bench` prints, in the reader's language like the other command-line tools:
 * `--lang en|ja`, else the locale (`LANG`…), else English (engine/cli/lang.ts). The figures'
 * words live in bench/locales/<lang>/bench.json; the English is what docs/performance.md quotes.
 */
import i18next from 'i18next';
import enBench from './locales/en/bench.json' with { type: 'json' };
import jaBench from './locales/ja/bench.json' with { type: 'json' };
import { refusalLanguage } from '../engine/cli/lang';
import type { LanguageCode } from '../engine/i18n/languages';
import { message, type Message, type MessageParam } from '../engine/i18n/message';
import { tell, type LooseT } from '../engine/i18n/translate';

/** The language of this run: a bench file gets `--lang` from `bench/index.ts`, or reads the locale. */
export const benchLang: LanguageCode = refusalLanguage(process.argv.slice(2));

const instance = i18next.createInstance();
void instance.init({
  lng: benchLang,
  fallbackLng: 'en',
  resources: { en: { bench: enBench }, ja: { bench: jaBench } },
  ns: ['bench'],
  defaultNS: 'bench',
  interpolation: { escapeValue: false },
  initAsync: false,
});
const t = instance.t as unknown as LooseT;

/** A `bench:` message, to nest in another's parameters. */
export const said = (key: string, params?: Record<string, MessageParam>): Message => message(`bench:${key}`, params);

/** A `bench:` message told in this run's language. */
export const say = (key: string, params?: Record<string, MessageParam>): string => tell(said(key, params), t, benchLang);

/** One printed line. */
export const sayLine = (key: string, params?: Record<string, MessageParam>): void => {
  process.stdout.write(`${say(key, params)}\n`);
};

/** Milliseconds as the figures show them, µs under 1 ms (units are notation in either language). */
export const duration = (ms: number, digits: number, usDigits = digits): string =>
  ms < 1 ? `${(ms * 1000).toFixed(usDigits)} µs` : `${ms.toFixed(digits)} ms`;
