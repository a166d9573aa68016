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
import { say, sayLine } from './say';

const COUNT = 20_000;
const csv = generateCardCsv(COUNT);

const t0 = performance.now();
const result = loadCardFile(csv, 'generated.csv');
const importMs = performance.now() - t0;
if (!result.ok) throw new Error(`generated file did not import: ${result.error ?? result.issues[0]?.reason}`);
sayLine('cards.import', {
  count: COUNT,
  mb: (csv.length / 1e6).toFixed(1),
  ms: importMs.toFixed(0),
  rate: Math.round(COUNT / (importMs / 1000)),
});
report(say('cards.importRepeated'), timeIt(() => loadCardFile(csv, 'generated.csv'), 5, 1));

const cards = result.cards;
const t1 = performance.now();
const index = buildSearchIndex(cards);
const t2 = performance.now();
const SORT = { key: 'number', dir: 'asc' } as const;
sortedPositions(index, SORT);
const t3 = performance.now();
sayLine('cards.index', { count: COUNT, build: (t2 - t1).toFixed(0), sort: (t3 - t2).toFixed(0) });

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
sayLine('cards.cold', {
  queries: QUERIES.length,
  total: coldTimes.reduce((a, b) => a + b, 0).toFixed(0),
  slowest: Math.max(...coldTimes).toFixed(0),
});

let q = 0;
const samples = timeIt(() => {
  queryIndex(index, QUERIES[q++ % QUERIES.length], SORT);
}, 2000, 100);
report(say('cards.search', { queries: QUERIES.length, count: COUNT }), samples);
