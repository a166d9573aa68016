/** A special effect named in a script (`High Mobility`), with its printed Japanese name where it has one. */
import { GUNDAM_WAR_KEYWORDS } from '../cards/keywords/definitions';
import type { LogName } from '../core/types';

export function keywordName(text: string): LogName {
  const low = text.toLowerCase();
  const k = GUNDAM_WAR_KEYWORDS.find((x) => x.id === low || x.name.toLowerCase() === low);
  return k?.ja ? { name: text, name_ja: k.ja[0] } : { name: text };
}
