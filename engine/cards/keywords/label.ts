/**
 * A parsed keyword as a reader of one language sees it: Japanese readers get the special
 * effect's printed Japanese name (`宇宙戦闘 (2)` for `Space Battle (2)`), with the same
 * parameters. M.S. War was printed in English only: its keywords go by the Japanese names Sortie
 * gives them (ms-war-ja.ts).
 */
import type { LanguageCode } from '../../i18n/languages';
import type { GameId, Keyword } from '../model';
import { GUNDAM_WAR_KEYWORDS, JAPANESE_KEYWORD_NAMES, MS_WAR_KEYWORDS, SENTENCE_KEYWORDS } from './definitions';
import { MS_WAR_JAPANESE_KEYWORD_NAMES } from './ms-war-ja';

/** Each keyword id's English name, as `parse.ts` starts its labels with it. */
const ENGLISH_NAMES: ReadonlyMap<string, string> = new Map(
  GUNDAM_WAR_KEYWORDS.flatMap((d) => [
    [d.id, d.name] as const,
    ...(d.expandsTo ?? []).map((e) => [e.id, e.name] as const),
  ]),
);

export function keywordLabel(keyword: Keyword, game: GameId, lang: LanguageCode): string {
  if (lang !== 'ja') return keyword.label;
  if (game === 'ms-war') return msWarLabel(keyword);
  const ja = JAPANESE_KEYWORD_NAMES[keyword.id]?.[0];
  const en = ENGLISH_NAMES.get(keyword.id);
  if (!ja || !en || !keyword.label.startsWith(en)) return keyword.label;
  return ja + keyword.label.slice(en.length);
}

const MS_WAR_NAMES: ReadonlyMap<string, string> = new Map([
  ...MS_WAR_KEYWORDS.map((d) => [d.id, d.name] as const),
  ...SENTENCE_KEYWORDS['ms-war'].map((d) => [d.id, d.label] as const),
]);

function msWarLabel(keyword: Keyword): string {
  const ja = MS_WAR_JAPANESE_KEYWORD_NAMES[keyword.id];
  const en = MS_WAR_NAMES.get(keyword.id);
  if (!ja || !en || !keyword.label.toLowerCase().startsWith(en.toLowerCase())) return ja ?? keyword.label;
  return ja + keyword.label.slice(en.length);
}
