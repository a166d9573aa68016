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
import { cardName, message, type Message, type MessageParam } from '../i18n/message';
import { inEnglish } from '../i18n/translate';
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
  /** What is wrong, as a message for the reader's language (`rules:` catalog). */
  detail: Message;
  /** `detail` in English, for the command line's plain reports and for logs. */
  message: string;
}

interface Held {
  card: Card;
  count: number;
}

const total = (entries: readonly DeckEntry[]) => entries.reduce((sum, e) => sum + e.count, 0);

function sizeProblem(count: number, size: Format['deckSize'], part: 'main' | 'side'): Message | undefined {
  const { min, max } = size;
  const problem = (kind: string, limit: number) => message(`rules:size.${kind}`, { what: message(`rules:part.${part}`), count, limit });
  if (max !== null && min === max && count !== min) return problem('exact', min);
  if (count < min) return problem('at-least', min);
  if (max !== null && count > max) return problem('at-most', max);
  return undefined;
}

/** The parameters naming one card: its name (in the reader's language) and number. */
const named = (card: Card): Record<string, MessageParam> => ({ card: cardName(card), number: card.number });

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
  const add = (rule: RuleId, cards: ViolationCard[], detail: Message) =>
    violations.push({ rule, ruleName: RULE_NAMES[rule], citation: format.citations[rule], cards, detail, message: inEnglish(detail) });
  const game = (id: string) => message(`games:${id}`);

  if (deck.game !== format.game) {
    add('wrong-game', [], message('rules:wrong-game', { deckGame: game(deck.game), format: format.name, formatGame: game(format.game) }));
  }

  const mainSize = sizeProblem(total(deck.main), format.deckSize, 'main');
  if (mainSize) add('deck-size', [], mainSize);
  const sideSize = sizeProblem(total(deck.side), format.sideSize, 'side');
  if (sideSize) add('side-size', [], sideSize);

  // Main and side merged by card: the unit every other rule counts in.
  const held = new Map<string, Held>();
  for (const entry of [...deck.main, ...deck.side]) {
    const card = catalog.byNumber(entry.number);
    if (!card) {
      add('unknown-card', [{ number: entry.number, name: '', count: entry.count }], message('rules:unknown-card', { number: entry.number, game: game(catalog.game) }));
      continue;
    }
    const key = numberKey(card.number);
    const existing = held.get(key);
    held.set(key, { card, count: (existing?.count ?? 0) + entry.count });
  }
  const cards = [...held.values()];

  const banned = new Set(format.banned.map(numberKey));
  for (const h of cards.filter((h) => banned.has(numberKey(h.card.number)))) {
    add('banned', describe([h]), message('rules:banned', { ...named(h.card), format: format.name }));
  }

  const forbidden = new Set(format.forbiddenTypes);
  for (const h of cards.filter((h) => forbidden.has(h.card.type))) {
    const type = message(`terms:type.${h.card.type}`);
    add('forbidden-type', describe([h]), message('rules:forbidden-type', { ...named(h.card), type, format: format.name }));
  }

  if (format.allowedSets.length > 0) {
    const allowed = new Set(format.allowedSets.map((s) => s.toUpperCase()));
    for (const h of cards.filter((h) => !allowed.has(h.card.set.toUpperCase()))) {
      add('set-not-allowed', describe([h]), message('rules:set-not-allowed', { ...named(h.card), set: h.card.set, format: format.name }));
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
      add('limited', describe([h]), message('rules:limited', { ...named(h.card), max, count: h.count }));
    }
  }

  checkCopyLimit(cards, format, limits, add);

  if (format.specialGLimit !== null) {
    const specials = cards.filter((h) => isSpecialG(h.card));
    const count = specials.reduce((sum, h) => sum + h.count, 0);
    if (count > format.specialGLimit) {
      add('special-g', describe(specials), message('rules:special-g', { count, max: format.specialGLimit }));
    }
  }

  if (format.restrictToOneDeck) {
    const byBase = groupBy(cards, baseName);
    for (const group of byBase.values()) {
      const restricted = group.find((h) => hasRestrictToOneDeck(h.card));
      const count = group.reduce((sum, h) => sum + h.count, 0);
      if (restricted && count > 1) {
        add('restrict-1-deck', describe(group), message('rules:restrict-1-deck', { ...named(restricted.card), count }));
      }
    }
  }

  return violations;
}

function checkCopyLimit(
  cards: Held[],
  format: Format,
  limits: Map<string, number>,
  add: (rule: RuleId, cards: ViolationCard[], detail: Message) => void,
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
    const kind = group.length > 1 ? 'named' : 'copies';
    add('copy-limit', describe(group), message(`rules:copy-limit.${kind}`, { ...named(first), count, max: format.copyLimit }));
  }
}

/** Numbers of every card a violation names, for highlighting in the editor. */
export function offendingNumbers(violations: readonly Violation[]): Set<string> {
  return new Set(violations.flatMap((v) => v.cards.map((c) => numberKey(c.number))));
}
