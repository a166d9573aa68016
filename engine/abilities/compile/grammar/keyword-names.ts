/** A special effect named in text ("「高機動」", "High Mobility", "Space Battle (2)") as its keyword id, or null when it is none. */
import { GUNDAM_WAR_KEYWORDS } from '../../../cards/keywords';

const fold = (name: string): string =>
  name
    .normalize('NFKC')
    .toLowerCase()
    // A parameter is not part of the name ("Space Battle (2)"); a bracket is at most a parameter's length.
    .replace(/\([^)\n]{0,200}\)/g, '')
    .replace(/[\s\u3000「」"]+/g, '');

const BY_NAME: ReadonlyMap<string, string> = new Map(
  GUNDAM_WAR_KEYWORDS.flatMap((k) =>
    [k.id.replace(/-/g, ''), k.name, ...(k.aliases ?? []), ...(k.ja ?? [])].map((n) => [fold(n), k.id] as const),
  ),
);

export function keywordOfName(name: string): string | null {
  return BY_NAME.get(fold(name).replace(/-/g, '')) ?? null;
}

const PLAIN: ReadonlySet<string> = new Set(GUNDAM_WAR_KEYWORDS.filter((k) => k.param === 'none').map((k) => k.id));

/** A special effect a text may give whole ("「高機動」を得る"): one with no number or text of its own to carry. */
export function plainKeywordOfName(name: string): string | null {
  const id = keywordOfName(name);
  return id && PLAIN.has(id) ? id : null;
}
