/**
 * How cards are told apart for deck building. Gundam War compares names, and for
 * deck construction the name carries the unit number with dots and dashes ignored
 * (Advanced Rulebook ch. 02, "Name"); M.S. War compares card numbers (Rulebook 2.1,
 * "Building Your Deck" B). Card numbers are compared without regard to case because
 * printed lists and spreadsheets spell them both ways (`Ms-067`, `MS-067`).
 */
import type { Card } from '../cards/model';

export function numberKey(number: string): string {
  return number.trim().toUpperCase();
}

/** Lower-case, dots and dashes dropped, runs of spaces collapsed. */
export function normaliseName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[.\-‐‑‒–—―．－・･]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function modelOf(card: Card): string {
  return 'model' in card && card.model ? normaliseName(card.model) : '';
}

/** The Gundam War name without the unit number: what Restrict to 1/Deck compares. */
export function baseName(card: Card): string {
  return cached(baseNames, card, readBaseName);
}

/** Per-card memo for names validation asks for on every check (cards are not changed in place). */
function cached(memo: WeakMap<Card, string>, card: Card, read: (card: Card) => string): string {
  let value = memo.get(card);
  if (value === undefined) {
    value = read(card);
    memo.set(card, value);
  }
  return value;
}

const baseNames = new WeakMap<Card, string>();
const buildingNames = new WeakMap<Card, string>();
const printingKeys = new WeakMap<Card, string>();

function readBaseName(card: Card): string {
  const name = normaliseName(card.name);
  const model = modelOf(card);
  if (!model) return name;
  return name.split(model).join(' ').replace(/\s+/g, ' ').trim() || name;
}

/** The Gundam War deck-building name: the base name plus the unit number, if any. */
export function deckBuildingName(card: Card): string {
  return cached(buildingNames, card, readDeckBuildingName);
}

function readDeckBuildingName(card: Card): string {
  const model = modelOf(card);
  const base = baseName(card);
  return model ? `${model} ${base}` : base;
}

/**
 * One card across its printings: a reprint under another number (and set) keeps the
 * deck-building name, the type and the text, while different cards that share a name differ in
 * text. Cards imported without text are told apart by name and type only.
 */
export function printingKey(card: Card): string {
  return cached(printingKeys, card, (c) =>
    [deckBuildingName(c), c.type, normaliseName((c.text ?? '').normalize('NFKC'))].join('\u0000'),
  );
}
