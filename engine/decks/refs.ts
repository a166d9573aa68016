/**
 * How a format names a card (banned, limited, basic G, reprint exceptions): by a card number
 * (official 9-digit or any other), by name, or both. A number stands for the card, not one
 * printing: every card with the same identity (the format's idea of "the same card", e.g. the
 * Gundam War deck-building name) is meant. The name is used when the number is not in the
 * library (a library numbered differently), matched in either language.
 */
import { z } from 'zod';
import type { Card } from '../cards/model';
import type { CardCatalog } from './catalog';
import { deckBuildingName, normaliseName, numberKey } from './names';

export interface CardRef {
  number?: string;
  name?: string;
}

// A bare string is a number when it has a digit and no spaces (`SD-010`, `101020126`), else a name.
const looksLikeNumber = (text: string) => /\d/.test(text) && !/\s/.test(text.trim());

export const cardRefFields = {
  number: z.string().trim().min(1).optional(),
  name: z.string().trim().min(1).optional(),
};

/** A reference typed as text: a number when it looks like one, else a name. */
export const refFromText = (text: string): CardRef =>
  looksLikeNumber(text) ? { number: text.trim() } : { name: text.trim() };

/** How a reference is typed back as text (the number when there is one). */
export const refText = (ref: CardRef): string => ref.number ?? ref.name ?? '';

export const cardRefSchema = z
  .union([z.string().trim().min(1), z.object(cardRefFields)])
  .transform((ref): CardRef => (typeof ref === 'string' ? refFromText(ref) : ref))
  .refine((ref) => ref.number !== undefined || ref.name !== undefined, { message: 'give a card number or a name' });

export function normaliseRef(ref: CardRef): CardRef {
  return { ...(ref.number ? { number: numberKey(ref.number) } : {}), ...(ref.name ? { name: ref.name } : {}) };
}

/** How a reference reads in messages: `チェーミン・ノア (101020126)`. */
export function describeRef(ref: CardRef): string {
  if (ref.name && ref.number) return `${ref.name} (${ref.number})`;
  return ref.name ?? ref.number ?? '';
}

const cardNames = new WeakMap<Card, Set<string>>();

/** Every name a reference may use for the card (asked for each card on every check, so kept). */
function namesOf(card: Card): Set<string> {
  let names = cardNames.get(card);
  if (!names) {
    names = new Set([normaliseName(card.name), deckBuildingName(card)]);
    if (card.name_ja) names.add(normaliseName(card.name_ja));
    cardNames.set(card, names);
  }
  return names;
}

type Matcher<T> = (card: Card) => T | undefined;

// A format's lists and a library do not change while in use: each matcher is built once.
const matchers = new WeakMap<readonly CardRef[], WeakMap<CardCatalog, Map<unknown, Matcher<CardRef>>>>();

/** Decides which cards a list of references names, against one card library. */
export function refMatcher<T extends CardRef>(
  refs: readonly T[],
  catalog: CardCatalog,
  identity: (card: Card) => string,
): Matcher<T> {
  let byCatalog = matchers.get(refs);
  if (!byCatalog) matchers.set(refs, (byCatalog = new WeakMap()));
  let byIdentity = byCatalog.get(catalog);
  if (!byIdentity) byCatalog.set(catalog, (byIdentity = new Map()));
  let matcher = byIdentity.get(identity) as Matcher<T> | undefined;
  if (!matcher) byIdentity.set(identity, (matcher = buildMatcher(refs, catalog, identity)));
  return matcher;
}

function buildMatcher<T extends CardRef>(
  refs: readonly T[],
  catalog: CardCatalog,
  identity: (card: Card) => string,
): Matcher<T> {
  const byIdentity = new Map<string, T>();
  const byName = new Map<string, T>();
  for (const ref of refs) {
    const known = ref.number ? catalog.byNumber(ref.number) : undefined;
    if (known) {
      byIdentity.set(identity(known), ref);
      continue;
    }
    if (ref.number) byIdentity.set(`#${numberKey(ref.number)}`, ref);
    // Without the card in the library its name is all there is; a number-only ref may be a name too.
    const name = ref.name ?? ref.number;
    if (name) byName.set(normaliseName(name), ref);
  }
  return (card) => {
    const found = byIdentity.get(identity(card)) ?? byIdentity.get(`#${numberKey(card.number)}`);
    if (found) return found;
    for (const name of namesOf(card)) {
      const ref = byName.get(name);
      if (ref) return ref;
    }
    return undefined;
  };
}
