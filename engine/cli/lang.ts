/**
 * The command line's language: `--lang en|ja`, else the POSIX locale (`LC_ALL`, then
 * `LC_MESSAGES`, then `LANG`: the first one set decides), else English.
 */
import { isLanguageCode, LANGUAGE_CODES, languageOf, type LanguageCode } from '../i18n/languages';
import { UsageError } from './command';
import { cli } from './told';

export const LANG_OPTION = { lang: { type: 'string' } } as const;

export function cliLanguage(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): LanguageCode {
  if (flag !== undefined) {
    const lang = languageOf(flag);
    if (!isLanguageCode(lang)) throw new UsageError(cli('refused.language', { flag, codes: LANGUAGE_CODES.join('|') }));
    return lang;
  }
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value);
  return languageOf(locale) ?? 'en';
}

/**
 * The language to refuse in, read leniently from the arguments (they may be what is wrong):
 * a `--lang` that names no language is passed over for the locale.
 */
export function refusalLanguage(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): LanguageCode {
  const at = argv.findIndex((a) => a === '--lang' || a.startsWith('--lang='));
  const flag = at < 0 ? undefined : argv[at].startsWith('--lang=') ? argv[at].slice('--lang='.length) : argv[at + 1];
  return languageOf(flag) ?? cliLanguage(undefined, env);
}
