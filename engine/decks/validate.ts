/**
 * Checks a deck against a format. Every violation names its rule (with the rulebook
 * section for built-in formats), the cards involved and a message a player can act on.
 * Cards in the side deck count towards copy limits with the main deck, because a side
 * card may be swapped in between games and must stay legal there.
 */
import type { Card } from '../cards/model';
import type { Deck, DeckEntry } from './model';
import type { CardCatalog } from './catalog';
import { RULE_NAMES, type Format, type RuleId } from './formats';
import { baseName, deckBuildingName, numberKey } from './names';
import { allowsThreeOrMore, hasRestrictToOneDeck, isG, isLimitOnePerDeck, isSpecialG } from './card-rules';

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

  const banned = new Set(format.banned.map(numberKey));
  for (const h of cards.filter((h) => banned.has(numberKey(h.card.number)))) {
    add('banned', describe([h]), `${h.card.name} (${h.card.number}) is banned in ${format.name}.`);
  }

  const forbidden = new Set(format.forbiddenTypes);
  for (const h of cards.filter((h) => forbidden.has(h.card.type))) {
    add('forbidden-type', describe([h]), `${h.card.name} (${h.card.number}) is a ${h.card.type} card; ${h.card.type} cards are not allowed in ${format.name}.`);
  }

  if (format.allowedSets.length > 0) {
    const allowed = new Set(format.allowedSets.map((s) => s.toUpperCase()));
    for (const h of cards.filter((h) => !allowed.has(h.card.set.toUpperCase()))) {
      add('set-not-allowed', describe([h]), `${h.card.name} (${h.card.number}) is from set ${h.card.set}, which ${format.name} does not allow.`);
    }
  }

  const limits = new Map(format.limited.map((l) => [numberKey(l.number), l.max]));
  if (format.printedLimits) {
    for (const h of cards) {
      const key = numberKey(h.card.number);
      if (isLimitOnePerDeck(h.card)) limits.set(key, Math.min(limits.get(key) ?? 1, 1));
    }
  }
  for (const h of cards) {
    const max = limits.get(numberKey(h.card.number));
    if (max !== undefined && h.count > max) {
      add('limited', describe([h]), `${h.card.name} (${h.card.number}) is limited to ${max} per deck; the deck has ${h.count}.`);
    }
  }

  checkCopyLimit(cards, format, limits, add);

  if (format.specialGLimit !== null) {
    const specials = cards.filter((h) => isSpecialG(h.card));
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

function checkCopyLimit(
  cards: Held[],
  format: Format,
  limits: Map<string, number>,
  add: (rule: RuleId, cards: ViolationCard[], message: string) => void,
): void {
  const counted = cards.filter(
    (h) =>
      !(format.gUnlimited && isG(h.card)) &&
      !(format.threeOrMoreExemption && allowsThreeOrMore(h.card)) &&
      // A card on the limited list is governed by its own limit instead.
      !limits.has(numberKey(h.card.number)),
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
