/**
 * Every format Sortie knows: the two games' own rules, the community presets shipped as data
 * (engine/decks/presets), and custom formats exchanged as JSON.
 */
import { GAME_FORMATS, parseFormat, type Format } from './format-model';
import { COMMUNITY_PRESETS } from './presets';
import { normaliseName } from './names';
import { parseJson, refuse, type Result } from './result';
import { message } from '../i18n/message';
import { shownValue } from '../text/excerpt';

export * from './format-model';

export const BUILT_IN_FORMATS: readonly Format[] = [...GAME_FORMATS, ...COMMUNITY_PRESETS];

/**
 * A format by id, or by name as people write it in a list's `Format:` line: the whole name
 * (`関西クラシック (Kansai Classic)`) or either part of it (`関西クラシック`, `Kansai Classic`).
 */
export function findFormat(id: string, custom: readonly Format[] = []): Format | undefined {
  const key = id.trim().toLowerCase();
  const all = [...BUILT_IN_FORMATS, ...custom];
  return all.find((f) => f.id === key) ?? all.find((f) => namesOf(f).includes(normaliseName(id)));
}

function namesOf(format: Format): string[] {
  // "Own name (other name)": the other name runs from the first bracket to the closing one at the end.
  const name = format.name.trimEnd();
  const open = name.indexOf('(');
  const both = open >= 0 && name.endsWith(')') ? [name.slice(0, open), name.slice(open + 1, -1)] : [];
  return [format.name, ...both].filter(Boolean).map(normaliseName);
}

/** The exchange form of a custom format (one JSON object, pretty-printed). */
export function formatToJson(format: Format): string {
  return `${JSON.stringify({ sortie: 'format', version: 1, ...format }, null, 2)}\n`;
}

export function formatFromJson(text: string): Result<Format, string> {
  const json = parseJson(text);
  if (!json.ok) return json;
  const data = json.value;
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return refuse([message('files:format.notObject')]);
  const { sortie, version, ...rest } = data as Record<string, unknown>;
  if (sortie !== undefined && sortie !== 'format')
    return refuse([message('files:format.otherKind', { kind: shownValue(sortie) })]);
  if (version !== undefined && version !== 1)
    return refuse([message('files:format.version', { version: shownValue(version) })]);
  const parsed = parseFormat(rest);
  if (parsed.ok && BUILT_IN_FORMATS.some((f) => f.id === parsed.value.id)) {
    return refuse([message('files:format.builtIn', { id: parsed.value.id })]);
  }
  return parsed;
}
