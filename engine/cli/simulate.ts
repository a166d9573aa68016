/**
 * `npm run simulate -- --deck <a> [--deck <b>] [--games N] [--players random|greedy] [--seed S]`
 * Plays automatic M.S. War games (one deck: goldfish) and prints game length and win
 * statistics. Decks are deck-list text files or JSON decks (engine/decks), read against the
 * demo cards plus any `--cards <file.json>` card files.
 */
import { readFileSync } from 'node:fs';
import type { Card } from '../cards/model';
import { createCatalog } from '../decks/catalog';
import { readDeckFile } from '../decks/read';
import type { DeckEntry } from '../decks/model';
import { DEMO_CARDS } from '../core/testing/demo';
import { greedyPlayer, randomPlayer } from '../sim/players';
import { simulate } from '../sim/stats';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const args = process.argv.slice(2);
const decks: string[] = [];
const cardFiles: string[] = [];
let games = 100;
let seed = 1;
let kind = 'greedy';
const flags: Record<string, (v: string) => void> = {
  '--deck': (v) => decks.push(v),
  '--cards': (v) => cardFiles.push(v),
  '--games': (v) => (games = Number(v)),
  '--seed': (v) => (seed = Number(v)),
  '--players': (v) => (kind = v),
};
for (let i = 0; i < args.length; i += 2) {
  const set = flags[args[i]];
  if (!set || args[i + 1] === undefined) fail(`unknown argument "${args[i]}"\nusage: npm run simulate -- --deck <a> [--deck <b>] [--games N] [--players random|greedy] [--seed S] [--cards file.json]`);
  set(args[i + 1]);
}
if (decks.length < 1 || decks.length > 2) fail('give one --deck (goldfish) or two (a match)');
if (!Number.isInteger(games) || games < 1) fail('--games must be a positive whole number');
if (kind !== 'random' && kind !== 'greedy') fail('--players is random or greedy');

const cards: Card[] = [...DEMO_CARDS['ms-war']];
for (const file of cardFiles) {
  try {
    cards.push(...(JSON.parse(readFileSync(file, 'utf8')) as Card[]).map((c) => ({ ...c, keywords: c.keywords ?? [] })));
  } catch (e) {
    fail(`${file}: ${(e as Error).message}`);
  }
}
const catalog = createCatalog('ms-war', cards);
const lists: DeckEntry[][] = decks.map((file) => {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    fail(`${file}: ${(e as Error).message}`);
  }
  // A bare JSON array of card numbers is accepted too: ["SD-001", "SD-001", ...].
  if (text.trimStart().startsWith('[')) {
    const numbers = JSON.parse(text) as string[];
    const out: DeckEntry[] = [];
    for (const n of numbers) {
      const e = out.find((x) => x.number === n);
      if (e) e.count++;
      else out.push({ number: n, count: 1 });
    }
    return out;
  }
  const read = readDeckFile(text, { catalogs: [catalog], game: 'ms-war' });
  if (read.problems.length) fail(`${file}:\n${read.problems.map((p) => `  ${p.line ? `line ${p.line}: ` : ''}${p.message}`).join('\n')}`);
  if (read.list.game !== 'ms-war') fail(`${file}: the simulator plays M.S. War decks`);
  return read.list.main;
});

const player = kind === 'random' ? randomPlayer : greedyPlayer;
const t0 = performance.now();
const s = simulate({ game: 'ms-war', decks: lists, cards, players: lists.map(() => player), games, seed });
const ms = performance.now() - t0;
const pct = (n: number) => `${((100 * n) / s.games).toFixed(1)}%`;
const out = [
  `${s.games} ${kind} games of M.S. War 2.1 (${decks.join(' vs ')}) in ${(ms / 1000).toFixed(2)} s`,
  `turns: mean ${s.turns.mean.toFixed(1)}, median ${s.turns.median}, min ${s.turns.min}, max ${s.turns.max}; steps per game ${s.steps.mean.toFixed(0)}`,
  lists.length === 2 ? `wins: ${decks[0]} ${s.wins[0]} (${pct(s.wins[0])}), ${decks[1]} ${s.wins[1]} (${pct(s.wins[1])}), draws ${s.draws}` : `goldfish: the Supply Base runs out on turn ${s.turns.median} (median)`,
  `endings: ${Object.entries(s.endings).map(([k, n]) => `${k} ${n}`).join(', ')}`,
];
if (s.stuck.length) out.push(`stuck games: ${s.stuck.length}\n  ${s.stuck.slice(0, 5).join('\n  ')}`);
process.stdout.write(out.join('\n') + '\n');
process.exit(s.stuck.length ? 1 : 0);
