/**
 * A parsed keyword as a reader of one language sees it: Japanese readers get the special
 * effect's printed Japanese name (`宇宙戦闘 (2)` for `Space Battle (2)`), with the same
 * parameters; keywords without a Japanese name (M.S. War's, which was printed in English only)
 * keep their English label.
 */
import type { LanguageCode } from '../../i18n/languages';
import type { GameId, Keyword } from '../model';
import { GUNDAM_WAR_KEYWORDS, JAPANESE_KEYWORD_NAMES } from './definitions';

/** Each keyword id's English name, as `parse.ts` starts its labels with it. */
const ENGLISH_NAMES: ReadonlyMap<string, string> = new Map(
  GUNDAM_WAR_KEYWORDS.flatMap((d) => [
    [d.id, d.name] as const,
    ...(d.expandsTo ?? []).map((e) => [e.id, e.name] as const),
  ]),
);

export function keywordLabel(keyword: Keyword, game: GameId, lang: LanguageCode): string {
  if (lang !== 'ja' || game !== 'gundam-war') return keyword.label;
  const ja = JAPANESE_KEYWORD_NAMES[keyword.id]?.[0];
  const en = ENGLISH_NAMES.get(keyword.id);
  if (!ja || !en || !keyword.label.startsWith(en)) return keyword.label;
  return ja + keyword.label.slice(en.length);
}
