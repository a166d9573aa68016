/**
 * How gundamwar.net (the community's deck site) names a card in its text export: a colour
 * label (`青`, `青黒` for a card of two colours, `特G` for a special G, none for a colourless
 * card), the printed code (`U-347`, `G-*` for every basic G) and the Japanese name (`基本G` for a
 * basic G). docs/deck-lists.md describes the format.
 */
import type { Card, GundamWarColor } from '../../cards/model';
import { isG, isSpecialG } from '../card-rules';

export const COLOUR_LABELS: Record<GundamWarColor, string> = {
  blue: '青',
  green: '緑',
  black: '黒',
  red: '赤',
  brown: '茶',
  white: '白',
  purple: '紫',
};

export const BASIC_G_CODE = 'G-*';
export const BASIC_G_NAME = '基本G';
export const SPECIAL_G_LABEL = '特G';

/** Every colour's label, for reading a line's colour word (one or more labels run together). */
export const COLOUR_WORD = new RegExp(`^(?:${SPECIAL_G_LABEL}|[${Object.values(COLOUR_LABELS).join('')}]+)$`);

export const isBasicG = (card: Card): boolean => isG(card) && !isSpecialG(card);

/** The colour label gundamwar.net writes before a card's code. */
export function colourLabel(card: Card): string {
  if (card.game !== 'gundam-war') return '';
  if (isSpecialG(card)) return SPECIAL_G_LABEL;
  if (card.nation_costs && card.nation_costs.length > 1)
    return card.nation_costs.map((p) => COLOUR_LABELS[p.color]).join('');
  return card.color ? COLOUR_LABELS[card.color] : '';
}

/** A colour label as written, without the separators a site may put between colours (`青・黒`). */
export const normaliseLabel = (label: string): string => label.replace(/[・･\s]+/g, '');

/** The code written for a card: its printed code, `G-*` for a basic G, else its own number. */
export function writtenCode(card: Card): string {
  if (isBasicG(card)) return BASIC_G_CODE;
  return (card.game === 'gundam-war' && card.code) || card.number;
}

/** The name written for a card: Japanese where it has one (the site is Japanese), `基本G` for a basic G. */
export function writtenName(card: Card): string {
  if (isBasicG(card)) return BASIC_G_NAME;
  return card.name_ja ?? card.name;
}

export type NetSection = 'ACE' | 'UNIT' | 'CHARACTER' | 'COMMAND' | 'OPERATION' | 'GENERATION';
export const NET_SECTIONS: readonly NetSection[] = ['ACE', 'UNIT', 'CHARACTER', 'COMMAND', 'OPERATION', 'GENERATION'];

const BY_TYPE: Record<string, NetSection> = {
  ace: 'ACE',
  unit: 'UNIT',
  character: 'CHARACTER',
  command: 'COMMAND',
  operation: 'OPERATION',
  g: 'GENERATION',
};

/** The section a card is listed under: by its type, or an ACE by its printed code (`ACE-…`) as the site does. */
export function netSection(card: Card): NetSection {
  if (card.game === 'gundam-war' && card.code && /^ACE/i.test(card.code)) return 'ACE';
  return BY_TYPE[card.type] ?? 'UNIT';
}
