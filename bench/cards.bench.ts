/**
 * Card database figures (docs/performance.md, "Card database"): the import
 * pipeline (CSV parse + validation + keyword parsing) and search p95 over
 * 20,000 generated cards with a mixed query set.
 */
import { performance } from 'node:perf_hooks';
import { loadCardFile } from '../engine/cards/import';
import { buildSearchIndex, queryIndex, sortedPositions } from '../engine/cards/search';
import { generateCardCsv } from '../engine/cards/testing/generate';
import { report, timeIt } from './measure';

const COUNT = 20_000;
const csv = generateCardCsv(COUNT);

const t0 = performance.now();
const result = loadCardFile(csv, 'generated.csv');
const importMs = performance.now() - t0;
if (!result.ok) throw new Error(`generated file did not import: ${result.error ?? result.issues[0]?.reason}`);
process.stdout.write(
  `card import pipeline (parse + validate + keywords), ${COUNT} cards, ${(csv.length / 1e6).toFixed(1)} MB: ${importMs.toFixed(0)} ms, ${Math.round(COUNT / (importMs / 1000))} cards/s\n`,
);
report('card import pipeline, repeated', timeIt(() => loadCardFile(csv, 'generated.csv'), 5, 1));

const cards = result.cards;
const t1 = performance.now();
const index = buildSearchIndex(cards);
const t2 = performance.now();
const SORT = { key: 'number', dir: 'asc' } as const;
sortedPositions(index, SORT);
const t3 = performance.now();
process.stdout.write(`search index build, ${COUNT} cards: ${(t2 - t1).toFixed(0)} ms; natural sort by number (once per sort): ${(t3 - t2).toFixed(0)} ms\n`);

const QUERIES = [
  'heron',
  't:unit c:blue cost<=3',
  'kw:"space battle"',
  'clash>=5 game:ms',
  '(kw:sand OR kw:sea) -t:event',
  'o:destroy OR o:draw',
  '"vanguard heron"',
  'set:"set 1" r:r',
  'ユニット cost>2',
  '-t:g hp>=4 terrain:space',
];
// Columns are built the first time a query needs them: the first pass pays for that.
const cold = buildSearchIndex([...cards]);
const coldTimes = QUERIES.map((query) => {
  const t = performance.now();
  queryIndex(cold, query, SORT);
  return performance.now() - t;
});
process.stdout.write(
  `first pass over the ${QUERIES.length} queries on a fresh index (columns built as needed, sort order included): ${coldTimes.reduce((a, b) => a + b, 0).toFixed(0)} ms, slowest ${Math.max(...coldTimes).toFixed(0)} ms\n`,
);

let q = 0;
const samples = timeIt(() => {
  queryIndex(index, QUERIES[q++ % QUERIES.length], SORT);
}, 2000, 100);
report(`search (compile + run + results in number order), mixed set of ${QUERIES.length} queries over ${COUNT} cards`, samples);
