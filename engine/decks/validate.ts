/**
 * Checks a deck against a format. Every violation names its rule (with the rulebook
 * section for built-in formats), the cards involved and a message a player can act on.
 * Cards in the side deck count towards copy limits with the main deck, because a side
 * card may be swapped in between games and must stay legal there.
 */
import type { Card } from '../cards/model';
import { cardCount, type Deck } from './model';
import type { CardCatalog } from './catalog';
import { RULE_NAMES, type Format, type RuleId } from './format-model';
import { baseName, deckBuildingName, numberKey, printingKey } from './names';
import {
  allowsThreeOrMore,
  hasRestrictToOneDeck,
  hasSpecialEffect,
  isG,
  isSpecialG,
  printedCopyLimit,
} from './card-rules';
import { describeRef, refMatcher } from './refs';
import { setKey, setLabel } from './sets';
import { cardName, message, type Message, type MessageParam } from '../i18n/message';
import { inEnglish } from '../i18n/translate';

export interface ViolationCard {
  number: string;
  name: string;
  count: number;
}

export interface Violation {
  rule: RuleId;
  ruleName: string;
  citation?: string;
  /** The citation in Japanese, where the format gives one. */
  citation_ja?: string;
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

function sizeProblem(count: number, size: Format['deckSize'], part: 'main' | 'side'): Message | undefined {
  const { min, max } = size;
  const problem = (kind: string, limit: number) =>
    message(`rules:size.${kind}`, { what: message(`rules:part.${part}`), count, limit });
  if (max !== null && min === max && count !== min) return problem('exact', min);
  if (count < min) return problem('at-least', min);
  if (max !== null && count > max) return problem('at-most', max);
  return undefined;
}

/** The parameters naming one card: its name (in the reader's language) and number. */
const named = (card: Card): Record<string, MessageParam> => ({ card: cardName(card), number: card.number });
const game = (id: string) => message(`games:${id}`);
/** The format's name in the reader's language: a Japanese reader sees 関西グロリアス, not its English name beside it. */
const formatName = (format: Format): MessageParam => cardName({ name: format.name, name_ja: format.name_ja });

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

export function validateDeck(
  deck: Pick<Deck, 'game' | 'main' | 'side'>,
  format: Format,
  catalog: CardCatalog,
): Violation[] {
  const violations: Violation[] = [];
  const add: Add = (rule, cards, detail) =>
    violations.push({
      rule,
      ruleName: RULE_NAMES[rule],
      citation: format.citations[rule],
      ...(format.citations_ja?.[rule] ? { citation_ja: format.citations_ja[rule] } : {}),
      cards,
      detail,
      message: inEnglish(detail),
    });

  if (deck.game !== format.game) {
    add(
      'wrong-game',
      [],
      message('rules:wrong-game', {
        deckGame: game(deck.game),
        format: formatName(format),
        formatGame: game(format.game),
      }),
    );
  }

  const mainSize = sizeProblem(cardCount(deck.main), format.deckSize, 'main');
  if (mainSize) add('deck-size', [], mainSize);
  const sideSize = sizeProblem(cardCount(deck.side), format.sideSize, 'side');
  if (sideSize) add('side-size', [], sideSize);

  // Main and side merged by card: the unit every other rule counts in.
  const held = new Map<string, Held>();
  for (const entry of [...deck.main, ...deck.side]) {
    const card = catalog.byNumber(entry.number);
    if (!card) {
      add(
        'unknown-card',
        [{ number: entry.number, name: '', count: entry.count }],
        message('rules:unknown-card', { number: entry.number, game: game(catalog.game) }),
      );
      continue;
    }
    const key = numberKey(card.number);
    const existing = held.get(key);
    held.set(key, { card, count: (existing?.count ?? 0) + entry.count });
  }
  const cards = [...held.values()];

  // "The same card" for bans and limits: the deck-building name where the format counts copies
  // by name (every printing and every card of that name), else one card across its printings.
  const identity = format.copiesBy === 'name' ? deckBuildingName : printingKey;
  const bannedRef = refMatcher(format.banned, catalog, identity);
  for (const h of cards) {
    const ref = bannedRef(h.card);
    if (!ref) continue;
    const other = ref.number && numberKey(ref.number) !== numberKey(h.card.number);
    const params = { ...named(h.card), format: formatName(format) };
    add(
      'banned',
      describe([h]),
      other ? message('rules:banned-as', { ...params, ref: describeRef(ref) }) : message('rules:banned', params),
    );
  }

  for (const effect of format.bannedEffects) {
    for (const h of cards.filter((h) => hasSpecialEffect(h.card, effect))) {
      add(
        'banned-effect',
        describe([h]),
        message('rules:banned-effect', { ...named(h.card), effect, format: formatName(format) }),
      );
    }
  }

  const forbidden = new Set(format.forbiddenTypes);
  for (const h of cards.filter((h) => forbidden.has(h.card.type))) {
    const type = message(`terms:type.${h.card.type}`);
    add(
      'forbidden-type',
      describe([h]),
      message('rules:forbidden-type', { ...named(h.card), type, format: formatName(format) }),
    );
  }

  checkSets(cards, format, catalog, add);

  // Why a card is limited: the format's list, or the card's own text ("up to N in a deck").
  const limits = new Map<string, { max: number; why: 'limited' | 'printed' }>();
  const limitOf = (key: string, max: number, why: 'limited' | 'printed') => {
    const existing = limits.get(key);
    if (!existing || max < existing.max) limits.set(key, { max, why });
  };
  const limitedRef = refMatcher(format.limited, catalog, identity);
  for (const h of cards) {
    const max = limitedRef(h.card)?.max;
    if (max !== undefined) limitOf(identity(h.card), max, 'limited');
    const printed = format.printedLimits ? printedCopyLimit(h.card) : undefined;
    if (printed !== undefined) limitOf(identity(h.card), printed, printed === 1 ? 'limited' : 'printed');
  }
  for (const [key, group] of groupBy(cards, identity)) {
    const limit = limits.get(key);
    const count = group.reduce((sum, h) => sum + h.count, 0);
    if (!limit || count <= limit.max) continue;
    const first = group[0].card;
    add(
      'limited',
      describe(group),
      message(`rules:${limit.why === 'limited' ? 'limited' : 'limited-printed'}`, {
        ...named(first),
        max: limit.max,
        count,
      }),
    );
  }

  checkCopyLimit(cards, format, (card) => limits.has(identity(card)), add);

  if (format.specialGLimit !== null) {
    const basic = refMatcher(format.basicG, catalog, printingKey);
    const specials = cards.filter((h) => isSpecialG(h.card) && !basic(h.card));
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

type Add = (rule: RuleId, cards: ViolationCard[], detail: Message) => void;

// Each format's pool as set keys, read once.
const pools = new WeakMap<readonly string[], Set<string>>();

/**
 * Set pools: a card is allowed when its set is in the pool or, with the reprint rule, when another
 * printing of it (same name, type and text) is, unless the format excepts that card.
 */
function checkSets(cards: Held[], format: Format, catalog: CardCatalog, add: Add): void {
  if (format.allowedSets.length === 0) return;
  let allowed = pools.get(format.allowedSets);
  if (!allowed) pools.set(format.allowedSets, (allowed = new Set(format.allowedSets.map(setKey))));
  const inPool = (card: Card) => allowed.has(setKey(card.set));
  const excepted = refMatcher(format.reprintExceptions, catalog, printingKey);
  for (const h of cards.filter((h) => !inPool(h.card))) {
    const pooled = catalog.printings(h.card).filter(inPool);
    if (format.reprints && pooled.length > 0 && !excepted(h.card)) continue;
    const params = { ...named(h.card), set: setLabel(h.card.set), format: formatName(format) };
    const detail =
      pooled.length > 0
        ? message('rules:set-reprint', { ...params, printedAs: pooled[0].number, printedSet: setLabel(pooled[0].set) })
        : message('rules:set-not-allowed', params);
    add('set-not-allowed', describe([h]), detail);
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
  const groups = groupBy(counted, (card) =>
    format.copiesBy === 'number' ? numberKey(card.number) : deckBuildingName(card),
  );
  for (const group of groups.values()) {
    const count = group.reduce((sum, h) => sum + h.count, 0);
    if (count <= format.copyLimit) continue;
    const first = group[0].card;
    const kind = group.length > 1 ? 'named' : 'copies';
    add(
      'copy-limit',
      describe(group),
      message(`rules:copy-limit.${kind}`, { ...named(first), count, max: format.copyLimit }),
    );
  }
}

/** Numbers of every card a violation names, for highlighting in the editor. */
export function offendingNumbers(violations: readonly Violation[]): Set<string> {
  return new Set(violations.flatMap((v) => v.cards.map((c) => numberKey(c.number))));
}
