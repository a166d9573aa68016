/**
 * Keyword parsing at card load (docs/performance.md, "Card database"): the first pass over the
 * demo sets in a fresh process (patterns compiled as names are met), then CPU time per 1,000
 * cards for libraries of 1,000 to 64,000 cards with texts of their own, names tried per line, and
 * the time for long hostile texts and for texts 8× as long.
 * `npm run bench -- cards` runs it with the other card-database figures.
 */
import { readFileSync } from 'node:fs';
import { loadCardFile } from '../engine/cards/import';
import { keywordWork, parseKeywords } from '../engine/cards/keywords/parse';
import type { Card } from '../engine/cards/model';
import { sayLine } from './say';

const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

type Text = { text: string; game: Card['game'] };
const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const demo = ['../assets/cards/gundam-war-demo.json', '../assets/cards/ms-war-demo.json'].flatMap(
  (file) => JSON.parse(read(file)) as Text[],
);

// Fresh process: no pattern compiled yet.
let start = cpuMs();
for (const card of demo) parseKeywords(card.text ?? '', card.game);
sayLine('cards.keywordsCold', {
  count: demo.length,
  ms: (cpuMs() - start).toFixed(1),
  compiled: keywordWork.compiled,
});

const sample = loadCardFile(read('../e2e/fixtures/gundam-war-ja.csv'), 'gundam-war-ja.csv');
if (!sample.ok) throw new Error('the Japanese sample list does not load');
const printed: Text[] = [...demo, ...sample.cards.map((c) => ({ text: c.text ?? '', game: c.game }))];
/** `n` cards, each with a text of its own: a printed one (English or Japanese) and a sentence naming the card. */
const library = (n: number): Text[] =>
  Array.from({ length: n }, (_, i) => {
    const card = printed[i % printed.length];
    return { game: card.game, text: `${card.text ?? ''}\nCard ${i}.` };
  });

for (const count of [1_000, 8_000, 64_000]) {
  const cards = library(count);
  const lines = cards.reduce((n, c) => n + c.text.split('\n').length, 0);
  let best = Infinity;
  for (let run = 0; run < 5; run++) {
    keywordWork.tries = 0;
    start = cpuMs();
    for (const card of cards) parseKeywords(card.text, card.game);
    best = Math.min(best, cpuMs() - start);
  }
  sayLine('cards.keywords', {
    count,
    ms: best.toFixed(0),
    perThousand: ((best / count) * 1000).toFixed(1),
    tries: (keywordWork.tries / lines).toFixed(2),
  });
}

// One long hostile text, and one 8× as long: about 8× the time while parsing stays linear
// (growth.test.ts checks the same by counting the parser's work, which load cannot change).
for (const unit of [
  'Team [Zeon. Change [Zaku. Royalty (Mineva. ',
  'PS Armor (3)x. Quickly. ',
  'M.S. Card. ',
  '《2. 〔0. ',
  'High Mobility 【Sand. ',
]) {
  const times = Math.ceil(100_000 / unit.length);
  const [once, eight] = [times, times * 8].map((n) => {
    const text = unit.repeat(n);
    let best = Infinity;
    for (let run = 0; run < 3; run++) {
      start = cpuMs();
      parseKeywords(text, 'gundam-war');
      best = Math.min(best, cpuMs() - start);
    }
    return best;
  });
  sayLine('cards.keywordsLongText', {
    unit: JSON.stringify(unit),
    chars: unit.length * times,
    ms: once.toFixed(1),
    msLarge: eight.toFixed(1),
    ratio: (eight / once).toFixed(1),
  });
}

