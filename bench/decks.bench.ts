/** Deck builder figures: live validation, list parse/serialise and exact draw odds. */
import { loadDemoSets, searchCards } from '../engine/cards';
import { createCatalog } from '../engine/decks/catalog';
import { findFormat } from '../engine/decks/formats';
import { parseDeckList, serializeDeckList } from '../engine/decks/list';
import { validateDeck } from '../engine/decks/validate';
import { BUILT_IN_FORMATS } from '../engine/decks/formats';
import { legalityMatrix } from '../engine/decks/matrix';
import { drawOdds } from '../engine/decks/odds';
import { report, timeIt } from './measure';

const cards = loadDemoSets('gundam-war');
// A 2,000-card library: the demo set plus renumbered copies, as a large user import would be.
const library = Array.from({ length: 34 }, (_, i) => cards.map((c) => ({ ...c, number: i === 0 ? c.number : `${c.number}-${i}` }))).flat();
const catalog = createCatalog('gundam-war', library);
const format = findFormat('gundam-war')!;
const deck = { game: 'gundam-war' as const, main: cards.slice(0, 17).map((c) => ({ number: c.number, count: 3 })), side: cards.slice(20, 25).map((c) => ({ number: c.number, count: 1 })) };
const text = serializeDeckList(deck, { catalog });

report(`validate a 56-card Gundam War deck (library of ${library.length} cards)`, timeIt(() => validateDeck(deck, format, catalog), 20_000));
report('parse a 22-line deck list', timeIt(() => parseDeckList(text, { catalogs: [catalog] }), 5_000));
report('serialise a deck list', timeIt(() => serializeDeckList(deck, { catalog }), 20_000));
report('draw odds, Gundam War with Mulligan B by turn 5', timeIt(() => drawOdds({ game: 'gundam-war', deckSize: 50, hits: 12, atLeast: 2, byTurn: 5, onThePlay: true, mulligan: true }), 20_000));
// The editor's search box: the index is built once per library, then each keystroke runs one query.
searchCards(library, '');
report(`editor search \`t:unit cost<=3 -kw:"space battle"\` over ${library.length} cards`, timeIt(() => searchCards(library, 't:unit cost<=3 -kw:"space battle"'), 2_000));
report('load both demo sets through the card import pipeline (validate CLI start-up)', timeIt(() => loadDemoSets(), 50));
report(`build the catalog of ${library.length} cards`, timeIt(() => createCatalog('gundam-war', library), 200));
// The Problems tab's matrix: the deck against every format of its game (presets included), on each edit.
report(`legality matrix: one deck against ${legalityMatrix(deck, BUILT_IN_FORMATS, catalog).length} formats`, timeIt(() => legalityMatrix(deck, BUILT_IN_FORMATS, catalog), 2_000));
// "Did you mean": one misspelt name against every name of the library (capped at 10 lines per list).
report(`suggest names for one unknown card (library of ${library.length} cards)`, timeIt(() => catalog.suggest('Sentinal Frme'), 500));
