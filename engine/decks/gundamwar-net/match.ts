/**
 * Which card a deck line names, and how it was found: by card number, by the official card id,
 * by printed code and colour (gundamwar.net's `3 青 U-347 ガンダム`), a basic G by its colour
 * (`12 青 G-* 基本G`), or by name. The import report tells the reader which lines matched how.
 */
import type { Card, GundamWarColor } from '../../cards/model';
import type { CardCatalog } from '../catalog';
import { printingKey } from '../names';
import { resolveCard, type CardProblem } from '../resolve';
import { libraryOf, listSaid } from '../said';
import type { CodeIndex } from './index';
import { BASIC_G_CODE, BASIC_G_NAME, COLOUR_LABELS, COLOUR_WORD, colourLabel, normaliseLabel } from './labels';

export type MatchHow = 'number' | 'card-id' | 'code' | 'basic-g' | 'name';

export type LineResolution = { card: Card; how: MatchHow } | { problem: CardProblem };

const OFFICIAL_ID = /^\d{9}$/;
const COLOUR_OF = Object.fromEntries(Object.entries(COLOUR_LABELS).map(([c, label]) => [label, c])) as Record<
  string,
  GundamWarColor
>;

const firstWord = (text: string) => text.split(' ')[0];

/** Printings of one card count as one: the first (library order) stands for them. */
function distinct(cards: readonly Card[]): Card[] {
  const seen = new Map<string, Card>();
  for (const card of cards) if (!seen.has(printingKey(card))) seen.set(printingKey(card), card);
  return [...seen.values()];
}

function ambiguousCode(text: string, code: string, cards: readonly Card[]): { problem: CardProblem } {
  return {
    problem: {
      kind: 'ambiguous-card',
      ...listSaid('ambiguousCode', { text, code, count: cards.length, numbers: cards.map((c) => c.number).join(', ') }),
      candidates: cards.map((c) => ({ number: c.number, name: c.name })),
    },
  };
}

/** `count colour code name` as gundamwar.net writes it (the count already read). */
function resolveNetLine(
  label: string,
  code: string,
  name: string,
  catalog: CardCatalog,
  index: CodeIndex,
  suggest: boolean,
): LineResolution {
  const text = [label, code, name].filter(Boolean).join(' ');
  if (code === BASIC_G_CODE || name === BASIC_G_NAME) {
    const colour = COLOUR_OF[label];
    const card = colour ? index.basicG(colour) : undefined;
    if (card) return { card, how: 'basic-g' };
    return {
      problem: {
        kind: 'unknown-card',
        ...listSaid('noBasicG', { text, colour: label, game: libraryOf(catalog.game) }),
        query: text,
      },
    };
  }
  if (OFFICIAL_ID.test(code)) {
    const card = index.byCardId(code);
    if (card) return { card, how: 'card-id' };
  }
  const coded = index.byCode(code);
  if (coded.length) {
    const ofColour = coded.filter((c) => colourLabel(c) === label);
    // A library without colours for these cards: the code alone is enough when it names one card.
    let pool = distinct(ofColour.length ? ofColour : coded);
    if (pool.length > 1 && name) {
      const named = new Set(catalog.byName(name));
      const narrowed = pool.filter((c) => named.has(c) || catalog.printings(c).some((p) => named.has(p)));
      if (narrowed.length) pool = narrowed;
    }
    if (pool.length === 1) return { card: pool[0], how: 'code' };
    if (ofColour.length) return ambiguousCode(text, code, pool);
  }
  const numbered = catalog.byNumber(code);
  if (numbered) return { card: numbered, how: 'number' };
  if (name) {
    const named = distinct(catalog.byName(name));
    const ofColour = named.filter((c) => colourLabel(c) === label);
    if (named.length === 1 || ofColour.length === 1)
      return { card: (ofColour.length ? ofColour : named)[0], how: 'name' };
  }
  const found = resolveCard(name ? [name] : [code], catalog, { suggest });
  return 'card' in found ? { card: found.card, how: 'name' } : found;
}

/**
 * `texts` are the readings of one line's card part, most likely first (list.ts). A line whose
 * first word is a colour label is read as gundamwar.net writes it; any other line by number or
 * name, then by official card id or printed code.
 */
export function resolveLine(
  texts: readonly string[],
  catalog: CardCatalog,
  index: () => CodeIndex,
  { suggest = true } = {},
): LineResolution {
  const words = texts[0].split(' ');
  if (words.length >= 2 && COLOUR_WORD.test(normaliseLabel(words[0])) && catalog.game === 'gundam-war') {
    return resolveNetLine(normaliseLabel(words[0]), words[1], words.slice(2).join(' '), catalog, index(), suggest);
  }
  const found = resolveCard(texts, catalog, { suggest });
  if ('card' in found) {
    const byNumber = texts.some((t) => catalog.byNumber(firstWord(t)) === found.card);
    return { card: found.card, how: byNumber ? 'number' : 'name' };
  }
  if (catalog.game !== 'gundam-war' || found.problem.kind !== 'unknown-card') return found;
  const word = firstWord(texts[0]);
  const byId = OFFICIAL_ID.test(word) ? index().byCardId(word) : undefined;
  if (byId) return { card: byId, how: 'card-id' };
  // A colourless card: `2 U-12 name`.
  const coded = distinct(index().byCode(word));
  if (coded.length === 1) return { card: coded[0], how: 'code' };
  return found;
}
