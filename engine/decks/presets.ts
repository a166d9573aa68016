/**
 * The community formats shipped as data (engine/decks/presets/*.json): the Kansai community's
 * formats, the 添削杯 rounds and Card Land Akihabara's formats, each with its source and the
 * date of its list. They start from Gundam War's own rules like any custom format.
 */
import kansai from './presets/kansai.json' with { type: 'json' };
import tensaku from './presets/tensaku.json' with { type: 'json' };
import cardland from './presets/cardland.json' with { type: 'json' };
import { gameFormat, parseFormat, type Format, type RuleId } from './format-model';

const CITED: RuleId[] = ['banned', 'banned-effect', 'limited', 'set-not-allowed', 'side-size'];

function preset(data: unknown): Format {
  const parsed = parseFormat(data);
  // The files ship with the app; a broken one is a build error, not a user error.
  if (!parsed.ok) throw new Error(`Bundled format preset is invalid: ${parsed.errors.join('; ')}`);
  const format = parsed.value;
  const list = `${format.name}, list of ${format.source?.date ?? 'unknown date'}`;
  const listJa = `${format.name_ja ?? format.name}、${format.source?.date ?? '日付不明'}時点のリスト`;
  const own = Object.fromEntries(CITED.map((rule) => [rule, list]));
  const ownJa = Object.fromEntries(CITED.map((rule) => [rule, listJa]));
  const base = gameFormat(format.game);
  return {
    ...format,
    citations: { ...base.citations, ...own },
    citations_ja: { ...base.citations, ...base.citations_ja, ...ownJa },
  };
}

export const COMMUNITY_PRESETS: readonly Format[] = [kansai, tensaku, cardland].flatMap((file) =>
  file.formats.map(preset),
);
