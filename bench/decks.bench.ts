/** Deck builder figures: live validation, list parse/serialise and exact draw odds. */
import { loadDemoSets, searchCards } from '../engine/cards';
import { createCatalog } from '../engine/decks/catalog';
import { findFormat } from '../engine/decks/formats';
import { parseDeckList, serializeDeckList } from '../engine/decks/list';
import { validateDeck } from '../engine/decks/validate';
import { BUILT_IN_FORMATS } from '../engine/decks/formats';
import { legalityMatrix } from '../engine/decks/matrix';
import { drawOdds } from '../engine/decks/odds';
import { FACTOR } from '../engine/hostile/work';
import { gw } from '../engine/decks/test-cards';
import { report, timeGrowth, timeIt } from './measure';
import { say, sayLine } from './say';

const cards = loadDemoSets('gundam-war');
// A 2,000-card library: the demo set plus renumbered copies, as a large user import would be.
const library = Array.from({ length: 34 }, (_, i) => cards.map((c) => ({ ...c, number: i === 0 ? c.number : `${c.number}-${i}` }))).flat();
const catalog = createCatalog('gundam-war', library);
const format = findFormat('gundam-war')!;
const deck = { game: 'gundam-war' as const, main: cards.slice(0, 17).map((c) => ({ number: c.number, count: 3 })), side: cards.slice(20, 25).map((c) => ({ number: c.number, count: 1 })) };
const text = serializeDeckList(deck, { catalog });

report(say('decks.validate', { cards: library.length }), timeIt(() => validateDeck(deck, format, catalog), 20_000));
report(say('decks.parse'), timeIt(() => parseDeckList(text, { catalogs: [catalog] }), 5_000));
report(say('decks.serialise'), timeIt(() => serializeDeckList(deck, { catalog }), 20_000));
report(say('decks.odds'), timeIt(() => drawOdds({ game: 'gundam-war', deckSize: 50, hits: 12, atLeast: 2, byTurn: 5, onThePlay: true, mulligan: true }), 20_000));
// The editor's search box: the index is built once per library, then each keystroke runs one query.
searchCards(library, '');
report(say('decks.search', { query: '`t:unit cost<=3 -kw:"space battle"`', cards: library.length }), timeIt(() => searchCards(library, 't:unit cost<=3 -kw:"space battle"'), 2_000));
report(say('decks.loadDemo'), timeIt(() => loadDemoSets(), 50));
report(say('decks.catalog', { cards: library.length }), timeIt(() => createCatalog('gundam-war', library), 200));
// The catalog test's worst shape (every number twice, one shared name), whose work it counts: here timed at 1× and 8×.
const sameName = (n: number) => {
  const copies = Array.from({ length: n }, (_, i) => gw(`U-${i}`, 'Zaku', { text: 'Quick' }));
  return [...copies, ...copies.map((c) => ({ ...c }))];
};
const [oneName, oneNameLarge] = [sameName(1_000), sameName(1_000 * FACTOR)];
sayLine('decks.catalogGrowth', {
  cards: oneName.length,
  factor: FACTOR,
  ...timeGrowth(
    () => createCatalog('gundam-war', oneName).printings(oneName[0]),
    () => createCatalog('gundam-war', oneNameLarge).printings(oneNameLarge[0]),
    5,
  ),
});
// The Problems tab's matrix: the deck against every format of its game (presets included), on each edit.
report(say('decks.matrix', { formats: legalityMatrix(deck, BUILT_IN_FORMATS, catalog).length }), timeIt(() => legalityMatrix(deck, BUILT_IN_FORMATS, catalog), 2_000));
// "Did you mean": one misspelt name against every name of the library (capped at 10 lines per list).
report(say('decks.suggest', { cards: library.length }), timeIt(() => catalog.suggest('Sentinal Frme'), 500));
