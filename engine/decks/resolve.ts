/**
 * What card a deck line names: a card number (any numbering, the official 9-digit ones too) or a
 * name in either language. A name that fits only printings of one card (same name, type and
 * text) is that card; different cards that share a name stay ambiguous; an unknown name gets the
 * library's closest names as suggestions.
 */
import type { Card } from '../cards/model';
import type { CardCatalog } from './catalog';
import { printingKey } from './names';
import { cardName, message, type Message } from '../i18n/message';
import { libraryOf, listSaid } from './said';

export interface CardProblem {
  kind: 'unknown-card' | 'ambiguous-card';
  message: string;
  /** `message` for the reader. */
  said: Message;
  /** For an ambiguous name: the cards it could mean (one per distinct card, with its other printings' numbers). */
  candidates?: { number: string; name: string; printings?: string[] }[];
  /** For an unknown name: the closest names in the library, and the text that was looked up. */
  suggestions?: string[];
  query?: string;
}

export type Resolution = { card: Card } | { problem: CardProblem };

const looksLikeNumber = (token: string) => /^[A-Za-z]{0,6}[-_]?[A-Za-z]{0,3}\d[\w-]*$/.test(token) && /\d/.test(token);

/** Distinct cards among name matches: printings of one card are one entry, first printing first. */
function distinctCards(cards: readonly Card[]): Card[][] {
  const groups = new Map<string, Card[]>();
  for (const card of cards) {
    const key = printingKey(card);
    groups.set(key, [...(groups.get(key) ?? []), card]);
  }
  return [...groups.values()];
}

/**
 * `texts` are the readings of one line's card part, most likely first. `suggest: false` leaves
 * out the "did you mean" search (a few milliseconds in a large library), which a list full of
 * unknown names (the wrong game, a missing card file) would otherwise repeat on every line.
 */
export function resolveCard(texts: readonly string[], catalog: CardCatalog, { suggest = true } = {}): Resolution {
  for (const text of texts) {
    const byNumber = catalog.byNumber(text.split(/\s+/)[0]);
    if (byNumber) return { card: byNumber };
  }
  for (const text of texts) {
    const cards = distinctCards(catalog.byName(text));
    if (cards.length === 1) return { card: cards[0][0] };
    if (cards.length > 1) {
      const candidates = cards.map(([first, ...others]) => ({
        number: first.number,
        name: first.name,
        ...(others.length ? { printings: others.map((c) => c.number) } : {}),
      }));
      const listed = cards.map(([first, ...others]) =>
        others.length
          ? message('list:candidateAlso', {
              number: first.number,
              name: cardName(first),
              printings: others.map((c) => c.number).join(', '),
            })
          : message('list:candidate', { number: first.number, name: cardName(first) }),
      );
      return {
        problem: {
          kind: 'ambiguous-card',
          ...listSaid('ambiguous', {
            text,
            n: cards.length,
            listed: listed.reduce((a, b) => message('list:comma', { a, b })),
          }),
          candidates,
        },
      };
    }
  }
  const text = texts[0];
  const first = text.split(/\s+/)[0];
  const suggestions = suggest ? catalog.suggest(text) : [];
  const hint = suggestions.length
    ? message('list:didYouMean', { names: suggestions.map((s) => `"${s}"`).join(', ') })
    : '';
  const game = libraryOf(catalog.game);
  return {
    problem: {
      kind: 'unknown-card',
      ...(looksLikeNumber(first)
        ? listSaid('unknownNumberOrName', { number: first, text, game, hint })
        : listSaid('unknownName', { text, game, hint })),
      suggestions,
      query: text,
    },
  };
}
