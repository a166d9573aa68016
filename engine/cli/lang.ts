/**
 * The command line's language: `--lang en|ja`, else the POSIX locale (`LC_ALL`, then
 * `LC_MESSAGES`, then `LANG`: the first one set decides), else English.
 */
import { isLanguageCode, LANGUAGE_CODES, languageOf, type LanguageCode } from '../i18n/languages';
import { UsageError } from './command';

export const LANG_OPTION = { lang: { type: 'string' } } as const;

export function cliLanguage(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): LanguageCode {
  if (flag !== undefined) {
    const lang = languageOf(flag);
    if (!isLanguageCode(lang)) throw new UsageError(`unknown language "${flag}" (--lang ${LANGUAGE_CODES.join('|')})`);
    return lang;
  }
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value);
  return languageOf(locale) ?? 'en';
}
