/**
 * `npm run simulate -- --deck <a> [--deck <b>] [--games N] [--players random|greedy] [--seed S] [--cards <file>]...`
 * Plays automatic rules games (one deck: goldfish; two: a match) of M.S. War or Gundam War —
 * the deck lists say which — and prints game length, wins and how games ended. Decks are
 * deck-list text files, JSON decks, or a bare JSON array of card numbers, read against the
 * bundled demo sets plus any `--cards` files (through the card database's import pipeline).
 * Exit codes: 0 done; 1 some game got stuck (the rules engine found no move); 2 could not run.
 */
import { parseArgs } from 'node:util';
import { GAME_IDS, type GameId } from '../cards/model';
import { createCatalog, type CardCatalog } from '../decks/catalog';
import type { DeckEntry } from '../decks/model';
import { readDeckFile } from '../decks/read';
import { greedyPlayer, randomPlayer } from '../sim/players';
import { simulate } from '../sim/stats';
import { readText, refusal, runIfMain, UsageError, type CommandResult } from './command';
import { loadDemoSets, readCardFile } from './validate/cards';

const USAGE = 'usage: npm run simulate -- --deck <a> [--deck <b>] [--games N] [--players random|greedy] [--seed S] [--cards <file>]...';
const GAME_NAMES: Record<GameId, string> = { 'ms-war': 'M.S. War 2.1', 'gundam-war': 'Gundam War' };
/** Where a goldfish game ends: the pile a player draws from runs out. */
const DECK_PILE: Record<GameId, string> = { 'ms-war': 'Supply Base', 'gundam-war': 'Nation' };

function options(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: {
        deck: { type: 'string', multiple: true },
        cards: { type: 'string', multiple: true },
        games: { type: 'string' },
        seed: { type: 'string' },
        players: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message.split('\n')[0]}; ${USAGE}`);
  }
}

/** A bare JSON array of card numbers (`["SD-001", "SD-001", …]`): the game whose cards it names. */
function readNumbers(file: string, text: string, catalogs: CardCatalog[]): { game: GameId; main: DeckEntry[] } {
  let numbers: unknown;
  try {
    numbers = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file}: ${(error as Error).message}`);
  }
  if (!Array.isArray(numbers) || numbers.some((n) => typeof n !== 'string')) throw new UsageError(`${file}: a JSON list of card numbers holds strings only`);
  const catalog = catalogs.find((c) => numbers.every((n) => c.byNumber(n)));
  if (!catalog) {
    const unknown = numbers.find((n) => !catalogs.some((c) => c.byNumber(n)));
    throw new UsageError(`${file}: ${unknown !== undefined ? `unknown card ${unknown}` : 'the cards are not all of one game'}`);
  }
  const main: DeckEntry[] = [];
  for (const written of numbers as string[]) {
    // Numbers match whatever their case; the game knows each card by its printed number.
    const number = catalog.byNumber(written)!.number;
    const entry = main.find((e) => e.number === number);
    if (entry) entry.count++;
    else main.push({ number, count: 1 });
  }
  return { game: catalog.game, main };
}

function readDeck(file: string, catalogs: CardCatalog[]): { game: GameId; main: DeckEntry[] } {
  const text = readText(file, 'deck file');
  if (text.trimStart().startsWith('[')) return readNumbers(file, text, catalogs);
  const read = readDeckFile(text, { catalogs });
  const problem = read.problems[0];
  if (problem) throw new UsageError(`${file}${problem.line ? ` line ${problem.line}` : ''}: ${problem.message}`);
  if (!read.list.main.length) throw new UsageError(`${file}: the main deck is empty`);
  return { game: read.list.game, main: read.list.main };
}

function whole(value: string | undefined, fallback: number, what: string, min: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`${what} must be a whole number${min > 0 ? ` of at least ${min}` : ''}, not "${value}"`);
  return n;
}

export function run(argv: string[]): CommandResult {
  try {
    const { values } = options(argv);
    if (values.help) return { code: 0, stdout: `${USAGE}\n`, stderr: '' };
    const files = values.deck ?? [];
    if (files.length < 1 || files.length > 2) throw new UsageError(`give one --deck (goldfish) or two (a match); ${USAGE}`);
    const games = whole(values.games, 100, '--games', 1);
    const seed = whole(values.seed, 1, '--seed', 0);
    const kind = values.players ?? 'greedy';
    if (kind !== 'random' && kind !== 'greedy') throw new UsageError(`--players is random or greedy, not "${kind}"`);
    const cards = [...loadDemoSets(), ...(values.cards ?? []).flatMap((f) => readCardFile(f))];
    const catalogs = GAME_IDS.map((game) => createCatalog(game, cards));
    const decks = files.map((file) => readDeck(file, catalogs));
    const game = decks[0].game;
    if (decks.some((d) => d.game !== game)) throw new UsageError(`${files[0]} is for ${GAME_NAMES[game]} and ${files[1]} for ${GAME_NAMES[decks[1].game]}: a match needs two decks of one game`);

    const player = kind === 'random' ? randomPlayer : greedyPlayer;
    const t0 = performance.now();
    const s = simulate({ game, decks: decks.map((d) => d.main), cards: cards.filter((c) => c.game === game), players: decks.map(() => player), games, seed });
    const seconds = (performance.now() - t0) / 1000;
    const pct = (n: number) => `${((100 * n) / s.games).toFixed(1)}%`;
    const out = [
      `${s.games} ${kind} games of ${GAME_NAMES[game]} (${files.join(' vs ')}) in ${seconds.toFixed(2)} s`,
      `turns: mean ${s.turns.mean.toFixed(1)}, median ${s.turns.median}, min ${s.turns.min}, max ${s.turns.max}; steps per game ${s.steps.mean.toFixed(0)}`,
      files.length === 2
        ? `wins: ${files[0]} ${s.wins[0]} (${pct(s.wins[0])}), ${files[1]} ${s.wins[1]} (${pct(s.wins[1])}), draws ${s.draws}`
        : `goldfish: the ${DECK_PILE[game]} runs out on turn ${s.turns.median} (median)`,
      `endings: ${Object.entries(s.endings)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    ];
    if (s.stuck.length) out.push(`stuck games: ${s.stuck.length}\n  ${s.stuck.slice(0, 5).join('\n  ')}`);
    return { code: s.stuck.length ? 1 : 0, stdout: `${out.join('\n')}\n`, stderr: '' };
  } catch (error) {
    return refusal('simulate', error);
  }
}

runIfMain(import.meta.url, run);
