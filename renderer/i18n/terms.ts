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
