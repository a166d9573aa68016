/**
 * A special effect named in a script or a move (`High Mobility`, `area-weapon`): a keyword's id
 * is told by its English name, and Japanese readers get its printed Japanese name where it has
 * one (issue 47: an id such as `area-weapon` is never shown to a player).
 */
import { GUNDAM_WAR_KEYWORDS, MS_WAR_KEYWORDS } from '../cards/keywords/definitions';
import { MS_WAR_JAPANESE_KEYWORD_NAMES } from '../cards/keywords/ms-war-ja';
import type { LogName } from '../core/types';

export function keywordName(text: string): LogName {
  const low = text.toLowerCase();
  const k = GUNDAM_WAR_KEYWORDS.find((x) => x.id === low || x.name.toLowerCase() === low);
  // An op shared by both games (`gain`) names M.S. War's keywords by their ids too.
  if (!k && MS_WAR_JAPANESE_KEYWORD_NAMES[low]) return msWarKeywordName(low);
  const name = k && k.id === low ? k.name : text;
  return k?.ja ? { name, name_ja: k.ja[0] } : { name };
}

/** An M.S. War keyword by its id (`preemptive-strike`): its printed English name, and the Japanese Sortie gives it. */
export function msWarKeywordName(id: string): LogName {
  const name = MS_WAR_KEYWORDS.find((x) => x.id === id)?.name ?? id;
  const ja = MS_WAR_JAPANESE_KEYWORD_NAMES[id];
  return ja ? { name, name_ja: ja } : { name };
}
