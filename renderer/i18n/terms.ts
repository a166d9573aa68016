/** Card game words shared by many screens, told in the interface language (engine `terms:` catalog). */
import { i18n } from './index';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A card type's name (`unit` → Unit / ユニット); an unknown type is shown as written. */
export function typeLabel(type: string): string {
  return i18n.t(`terms:type.${type}` as never, { defaultValue: capitalised(type) }) as string;
}

/** A Gundam War colour's name (`blue` → Blue / 青). */
export function colorLabel(color: string): string {
  return i18n.t(`terms:color.${color}` as never, { defaultValue: capitalised(color) }) as string;
}

/** A name as a catalog key: `Earth Alliance` → `earth-alliance`. */
const slug = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');

/**
 * Words M.S. War prints in English only, on Sortie's own demo cards and the usual values of
 * imported ones — a corps (`Earth Alliance` → 地球連合), an M.S. type, a set's name — told in the
 * interface language where the `terms` catalog knows them; anything else is card data, shown as
 * written (issue 47).
 */
function dataWord(group: 'corps' | 'msType' | 'set' | 'trait', word: string | undefined): string | undefined {
  if (!word) return word;
  return i18n.t(`terms:${group}.${slug(word)}` as never, { defaultValue: word }) as string;
}

export const corpsLabel = (corps: string | undefined) => dataWord('corps', corps);
export const msTypeLabel = (msType: string | undefined) => dataWord('msType', msType);
export const setLabel = (set: string | undefined) => dataWord('set', set);
/** A Gundam War trait (`Officer` → 士官); the abbreviations the Japanese cards print too (MS, NT) stay as written. */
export const traitLabel = (trait: string) => dataWord('trait', trait) ?? trait;
