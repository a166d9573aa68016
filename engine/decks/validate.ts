/**
 * Checks a deck against a format. Every violation names its rule (with the rulebook
 * section for built-in formats), the cards involved and a message a player can act on.
 * Cards in the side deck count towards copy limits with the main deck, because a side
 * card may be swapped in between games and must stay legal there.
 */
import type { Card } from '../cards/model';
import type { Deck, DeckEntry } from './model';
import type { CardCatalog } from './catalog';
import { RULE_NAMES, type Format, type RuleId } from './format-model';
import { baseName, deckBuildingName, numberKey, printingKey } from './names';
import { allowsThreeOrMore, hasRestrictToOneDeck, hasSpecialEffect, isG, isSpecialG, printedCopyLimit } from './card-rules';
import { describeRef, refMatcher } from './refs';
import { setKey, setLabel } from './sets';

export interface ViolationCard {
  number: string;
  name: string;
  count: number;
}

export interface Violation {
  rule: RuleId;
  ruleName: string;
  citation?: string;
  cards: ViolationCard[];
  message: string;
}

interface Held {
  card: Card;
  count: number;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const total = (entries: readonly DeckEntry[]) => entries.reduce((sum, e) => sum + e.count, 0);

function sizeProblem(count: number, size: Format['deckSize'], what: string): string | undefined {
  const { min, max } = size;
  if (max !== null && min === max && count !== min) return `The ${what} has ${plural(count, 'card')}; it must have exactly ${min}.`;
  if (count < min) return `The ${what} has ${plural(count, 'card')}; it needs at least ${min}.`;
  if (max !== null && count > max) return `The ${what} has ${plural(count, 'card')}; it may have at most ${max}.`;
  return undefined;
}

function describe(held: Held[]): ViolationCard[] {
  return held.map(({ card, count }) => ({ number: card.number, name: card.name, count }));
}

function groupBy(held: Held[], key: (card: Card) => string): Map<string, Held[]> {
  const groups = new Map<string, Held[]>();
  for (const h of held) {
    const k = key(h.card);
    groups.set(k, [...(groups.get(k) ?? []), h]);
  }
  return groups;
}

export function validateDeck(deck: Pick<Deck, 'game' | 'main' | 'side'>, format: Format, catalog: CardCatalog): Violation[] {
  const violations: Violation[] = [];
  const add = (rule: RuleId, cards: ViolationCard[], message: string) =>
    violations.push({ rule, ruleName: RULE_NAMES[rule], citation: format.citations[rule], cards, message });

  if (deck.game !== format.game) {
    add('wrong-game', [], `This is a ${deck.game} deck but the format "${format.name}" is for ${format.game}.`);
  }

  const mainSize = sizeProblem(total(deck.main), format.deckSize, 'main deck');
  if (mainSize) add('deck-size', [], mainSize);
  const sideSize = sizeProblem(total(deck.side), format.sideSize, 'side deck');
  if (sideSize) add('side-size', [], sideSize);

  // Main and side merged by card: the unit every other rule counts in.
  const held = new Map<string, Held>();
  for (const entry of [...deck.main, ...deck.side]) {
    const card = catalog.byNumber(entry.number);
    if (!card) {
      add('unknown-card', [{ number: entry.number, name: '', count: entry.count }], `No card numbered ${entry.number} is in the ${catalog.game} card library.`);
      continue;
    }
    const key = numberKey(card.number);
    const existing = held.get(key);
    held.set(key, { card, count: (existing?.count ?? 0) + entry.count });
  }
  const cards = [...held.values()];

  // "The same card" for bans and limits: the deck-building name where the format counts copies
  // by name (every printing and every card of that name), else one card across its printings.
  const identity = (card: Card) => (format.copiesBy === 'name' ? deckBuildingName(card) : printingKey(card));
  const bannedRef = refMatcher(format.banned, catalog, identity);
  for (const h of cards) {
    const ref = bannedRef(h.card);
    if (!ref) continue;
    const same = ref.number && numberKey(ref.number) !== numberKey(h.card.number) ? `: it counts as ${describeRef(ref)}, which is` : ' is';
    add('banned', describe([h]), `${h.card.name} (${h.card.number})${same} banned in ${format.name}.`);
  }

  for (const effect of format.bannedEffects) {
    for (const h of cards.filter((h) => hasSpecialEffect(h.card, effect))) {
      add('banned-effect', describe([h]), `${h.card.name} (${h.card.number}) has ${effect}; cards with ${effect} are banned in ${format.name}.`);
    }
  }

  const forbidden = new Set(format.forbiddenTypes);
  for (const h of cards.filter((h) => forbidden.has(h.card.type))) {
    add('forbidden-type', describe([h]), `${h.card.name} (${h.card.number}) is a ${h.card.type} card; ${h.card.type} cards are not allowed in ${format.name}.`);
  }

  checkSets(cards, format, catalog, add);

  const limits = new Map<string, { max: number; why: string }>();
  const limitOf = (key: string, max: number, why: string) => {
    const existing = limits.get(key);
    if (!existing || max < existing.max) limits.set(key, { max, why });
  };
  const limitedRef = refMatcher(format.limited, catalog, identity);
  for (const h of cards) {
    const max = limitedRef(h.card)?.max;
    if (max !== undefined) limitOf(identity(h.card), max, `is limited to ${max} per deck`);
    const printed = format.printedLimits ? printedCopyLimit(h.card) : undefined;
    if (printed !== undefined) limitOf(identity(h.card), printed, printed === 1 ? 'is limited to 1 per deck' : `prints "up to ${printed} in a deck"`);
  }
  for (const [key, group] of groupBy(cards, identity)) {
    const limit = limits.get(key);
    const count = group.reduce((sum, h) => sum + h.count, 0);
    if (!limit || count <= limit.max) continue;
    const first = group[0].card;
    add('limited', describe(group), `${first.name} (${first.number}) ${limit.why}; the deck has ${count}.`);
  }

  checkCopyLimit(cards, format, (card) => limits.has(identity(card)), add);

  if (format.specialGLimit !== null) {
    const basic = refMatcher(format.basicG, catalog, printingKey);
    const specials = cards.filter((h) => isSpecialG(h.card) && !basic(h.card));
    const count = specials.reduce((sum, h) => sum + h.count, 0);
    if (count > format.specialGLimit) {
      add('special-g', describe(specials), `The deck has ${plural(count, 'special G')}; at most ${format.specialGLimit} are allowed in total.`);
    }
  }

  if (format.restrictToOneDeck) {
    const byBase = groupBy(cards, baseName);
    for (const group of byBase.values()) {
      const restricted = group.find((h) => hasRestrictToOneDeck(h.card));
      const count = group.reduce((sum, h) => sum + h.count, 0);
      if (restricted && count > 1) {
        add(
          'restrict-1-deck',
          describe(group),
          `${restricted.card.name} (${restricted.card.number}) has Restrict to 1/Deck, so it must be the only card named "${restricted.card.name}" in the deck; there are ${count}.`,
        );
      }
    }
  }

  return violations;
}

type Add = (rule: RuleId, cards: ViolationCard[], message: string) => void;

/**
 * Set pools: a card is allowed when its set is in the pool or, with the reprint rule, when another
 * printing of it (same name, type and text) is, unless the format excepts that card.
 */
function checkSets(cards: Held[], format: Format, catalog: CardCatalog, add: Add): void {
  if (format.allowedSets.length === 0) return;
  const allowed = new Set(format.allowedSets.map(setKey));
  const inPool = (card: Card) => allowed.has(setKey(card.set));
  const excepted = refMatcher(format.reprintExceptions, catalog, printingKey);
  for (const h of cards.filter((h) => !inPool(h.card))) {
    const pooled = catalog.printings(h.card).filter(inPool);
    if (format.reprints && pooled.length > 0 && !excepted(h.card)) continue;
    const set = setLabel(h.card.set);
    const why =
      pooled.length > 0
        ? `${format.name} does not allow its reprints outside the pool (printed as ${pooled[0].number} in ${setLabel(pooled[0].set)})`
        : `which ${format.name} does not allow, and the card was not printed in an allowed set`;
    add('set-not-allowed', describe([h]), `${h.card.name} (${h.card.number}) is from set ${set}, ${why}.`);
  }
}

function checkCopyLimit(cards: Held[], format: Format, limited: (card: Card) => boolean, add: Add): void {
  const counted = cards.filter(
    (h) =>
      !(format.gUnlimited && isG(h.card)) &&
      !(format.threeOrMoreExemption && allowsThreeOrMore(h.card)) &&
      // A limited card (by the format or its own text) is governed by its own limit instead.
      !limited(h.card),
  );
  const groups = groupBy(counted, (card) => (format.copiesBy === 'number' ? numberKey(card.number) : deckBuildingName(card)));
  for (const group of groups.values()) {
    const count = group.reduce((sum, h) => sum + h.count, 0);
    if (count <= format.copyLimit) continue;
    const first = group[0].card;
    const what = group.length > 1 ? `cards named "${first.name}"` : `copies of ${first.name} (${first.number})`;
    add('copy-limit', describe(group), `The deck has ${count} ${what}; at most ${format.copyLimit} are allowed.`);
  }
}

/** Numbers of every card a violation names, for highlighting in the editor. */
export function offendingNumbers(violations: readonly Violation[]): Set<string> {
  return new Set(violations.flatMap((v) => v.cards.map((c) => numberKey(c.number))));
}
