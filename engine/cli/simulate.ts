/**
 * `npm run simulate -- --deck <a> [--deck <b>] [--goldfish] [--label <name>]... [--games N] [--seed S]
 * [--players <seat-1>[,<seat-2>]] [--think-ms N] [--iterations N] [--pile N] [--workers N] [--json] [--cards <file>]...`
 * Plays automatic rules games of M.S. War or Gundam War — the deck lists say which.
 * Goldfish (one deck, or two with `--goldfish`): each deck plays against the dummy opponent
 * (engine/core/dummy.ts) and the command reports on which turn it wins — median, quartiles,
 * range, kill rate with its 95% confidence interval — and, for two decks played on the same
 * shuffles, the difference in turns with its 95% confidence interval. A match (two decks) reports
 * game length, wins and how games ended; two different players play every seed twice with seats
 * swapped and get each a win rate with its 95% confidence interval. Players are random, greedy
 * (the AI's Easy level), normal or hard (engine/ai). Decks are deck-list text files, JSON decks,
 * or a bare JSON array of card numbers, read against the bundled demo sets plus any `--cards`
 * files. Many games are played on worker threads (`--workers`; the same results whatever
 * their number). Exit codes: 0 done; 1 some game got stuck (the rules engine found no move); 2
 * could not run.
 */
import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { GAME_IDS, type Card, type GameId } from '../cards/model';
import { defaultDummyPile } from '../core/dummy';
import { createCatalog, type CardCatalog } from '../decks/catalog';
import type { DeckEntry } from '../decks/model';
import { readDeckFile } from '../decks/read';
import { gameModule } from '../games/registry';
import { pairedDifference, type KillTurnStats } from '../sim/kill-turns';
import { summarise, wilson, type SimulationStats } from '../sim/stats';
import { playAll } from './simulate-pool';
import { PLAYER_KINDS, type Budget, type PlayerKind } from './simulate-players';
import { readText, refusal, runIfMain, UsageError, type CommandResult } from './command';
import { loadDemoSets, readCardFile } from './validate/cards';

const USAGE =
  'usage: npm run simulate -- --deck <a> [--deck <b>] [--goldfish] [--label <name>]... [--games N] [--seed S] [--players <seat-1>[,<seat-2>]] [--think-ms N] [--iterations N] [--pile N] [--workers N] [--json] [--cards <file>]...';
const GAME_NAMES: Record<GameId, string> = { 'ms-war': 'M.S. War 2.1', 'gundam-war': 'Gundam War' };
/** The dummy opponent's pile, in each game's words. */
const DECK_PILE: Record<GameId, string> = { 'ms-war': 'Supply Base', 'gundam-war': 'Nation' };
/** Below this many games one thread is quicker than starting workers. */
const PARALLEL_FROM = 50;

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
        'think-ms': { type: 'string' },
        iterations: { type: 'string' },
        json: { type: 'boolean' },
        goldfish: { type: 'boolean' },
        label: { type: 'string', multiple: true },
        pile: { type: 'string' },
        workers: { type: 'string' },
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
  if (!Array.isArray(numbers) || numbers.some((n) => typeof n !== 'string'))
    throw new UsageError(`${file}: a JSON list of card numbers holds strings only`);
  const catalog = catalogs.find((c) => numbers.every((n) => c.byNumber(n)));
  if (!catalog) {
    const unknown = numbers.find((n) => !catalogs.some((c) => c.byNumber(n)));
    throw new UsageError(
      `${file}: ${unknown !== undefined ? `unknown card ${unknown}` : 'the cards are not all of one game'}`,
    );
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
  if (!Number.isInteger(n) || n < min)
    throw new UsageError(`${what} must be a whole number${min > 0 ? ` of at least ${min}` : ''}, not "${value}"`);
  return n;
}

function playerKinds(value: string | undefined, seats: number): PlayerKind[] {
  const kinds = (value ?? 'greedy').split(',').map((k) => k.trim());
  for (const k of kinds)
    if (!PLAYER_KINDS.includes(k as PlayerKind))
      throw new UsageError(`--players takes ${PLAYER_KINDS.join(', ')} per seat, not "${k}"`);
  if (kinds.length === 1) return Array<PlayerKind>(seats).fill(kinds[0] as PlayerKind);
  if (kinds.length !== seats)
    throw new UsageError(`--players names ${kinds.length} players for ${seats} deck${seats > 1 ? 's' : ''}`);
  return kinds as PlayerKind[];
}

/**
 * How the decks are named in the report: `--label`s, else their file names — with as much of
 * the path as tells two apart, and a number when the same file is given twice.
 */
export function deckLabels(files: string[], labels: string[] = []): string[] {
  if (labels.length && labels.length !== files.length)
    throw new UsageError(`give one --label per --deck (${files.length}), not ${labels.length}`);
  if (labels.length) {
    if (new Set(labels).size !== labels.length) throw new UsageError('the --label names must differ');
    return labels;
  }
  const names = files.map((f) => basename(f));
  if (new Set(names).size === names.length) return names;
  if (new Set(files).size === files.length) return files;
  return files.map((f, i) => `${basename(f)} (${i + 1})`);
}

/** Threads for `games` games: `--workers`, else every core (up to 4) for a long run, one for a short one. */
function workerCount(value: string | undefined, games: number): number {
  if (value !== undefined) return whole(value, 1, '--workers', 1);
  return games < PARALLEL_FROM ? 1 : Math.max(1, Math.min(4, availableParallelism()));
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ciText = ([lo, hi]: [number, number]) => `${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)}%`;
const turnsText = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(1));
const signed = (x: number) => `${x > 0 ? '+' : x < 0 ? '−' : '±'}${Math.abs(x).toFixed(2)}`;

/** One deck's goldfish line: when it wins, how often, and how its kill turns spread. */
function killLine(label: string, k: KillTurnStats): string[] {
  const head = `${label}: won ${k.kills} of ${k.games} (${pct(k.kills / k.games)}, 95% CI ${ciText(k.killRate)})`;
  if (k.median === null) return [`${head}; never won`];
  return [
    `${head}; turn of kill: median ${turnsText(k.median)}, quartiles ${turnsText(k.q1!)}–${turnsText(k.q3!)}, mean ${k.mean!.toFixed(1)}, range ${k.min}–${k.max}`,
    `  won by turn: ${k.byTurn
      .map((n, i) => [i + 1, n])
      .filter(([, n]) => n > 0)
      .map(([t, n]) => `${t}: ${n}`)
      .join(', ')}`,
  ];
}

async function goldfish(o: {
  game: GameId;
  decks: DeckEntry[][];
  labels: string[];
  cards: Card[];
  kind: PlayerKind;
  budget: Budget;
  games: number;
  seed: number;
  pile: number;
  workers: number;
  json: boolean;
}): Promise<CommandResult> {
  const t0 = performance.now();
  const runs: SimulationStats[] = [];
  for (const deck of o.decks) {
    const job = { ...o, decks: [deck], kinds: [o.kind], swapSeats: false, dummy: o.pile };
    runs.push(summarise(job, await playAll(job, o.workers)));
  }
  const seconds = (performance.now() - t0) / 1000;
  const difference = runs.length === 2 ? pairedDifference(runs[0].killTurns!, runs[1].killTurns!) : null;
  const stuck = runs.flatMap((r) => r.stuck);
  const code = stuck.length ? 1 : 0;
  if (o.json) {
    const out = {
      game: o.game,
      seed: o.seed,
      games: o.games,
      pile: o.pile,
      decks: runs.map((r, i) => {
        const { byTurn, ...k } = r.kills!;
        return { label: o.labels[i], ...k, byTurn };
      }),
      ...(difference ? { difference } : {}),
    };
    return { code, stdout: `${JSON.stringify(out)}\n`, stderr: '' };
  }
  const out = [
    `${o.games} ${o.kind} goldfish games of ${GAME_NAMES[o.game]} (${o.labels.join(' vs ')}) against a dummy opponent (${DECK_PILE[o.game]} ${o.pile} cards), seed ${o.seed}, in ${seconds.toFixed(2)} s${o.workers > 1 ? ` on ${o.workers} threads` : ''}`,
    ...runs.flatMap((r, i) => killLine(o.labels[i], r.kills!)),
  ];
  if (difference) {
    const [a, b] = o.labels;
    out.push(
      difference.ci
        ? `${b} − ${a}, on the same shuffles (${difference.pairs} seeds both won): ${signed(difference.mean)} turns, 95% CI ${signed(difference.ci[0])} to ${signed(difference.ci[1])}${difference.ci[0] > 0 || difference.ci[1] < 0 ? '' : ' (no clear difference)'}`
        : `${b} − ${a}: too few seeds both decks won to compare (${difference.pairs})`,
    );
  }
  out.push(
    `endings: ${runs
      .map(
        (r, i) =>
          `${runs.length > 1 ? `${o.labels[i]}: ` : ''}${Object.entries(r.endings)
            .map(([k, n]) => `${k} ${n}`)
            .join(', ')}`,
      )
      .join('; ')}`,
  );
  if (stuck.length) out.push(`stuck games: ${stuck.length}\n  ${stuck.slice(0, 5).join('\n  ')}`);
  return { code, stdout: `${out.join('\n')}\n`, stderr: '' };
}

export async function run(argv: string[]): Promise<CommandResult> {
  try {
    const { values } = options(argv);
    if (values.help) return { code: 0, stdout: `${USAGE}\n`, stderr: '' };
    const files = values.deck ?? [];
    if (files.length < 1 || files.length > 2)
      throw new UsageError(`give one --deck (goldfish) or two (a match, or --goldfish to compare them); ${USAGE}`);
    const games = whole(values.games, 100, '--games', 1);
    const seed = whole(values.seed, 1, '--seed', 0);
    const isGoldfish = files.length === 1 || values.goldfish === true;
    const kinds = playerKinds(values.players, isGoldfish ? 1 : files.length);
    const thinkMs = values['think-ms'] === undefined ? undefined : whole(values['think-ms'], 0, '--think-ms', 1);
    const iterations = values.iterations === undefined ? undefined : whole(values.iterations, 0, '--iterations', 1);
    const budget = { thinkMs, iterations };
    const labels = deckLabels(files, values.label);
    const workers = workerCount(values.workers, games);
    if (values.pile !== undefined && !isGoldfish)
      throw new UsageError('--pile sets the dummy opponent of a goldfish game: give one --deck, or --goldfish');
    const cards = [...loadDemoSets(), ...(values.cards ?? []).flatMap((f) => readCardFile(f))];
    const catalogs = GAME_IDS.map((game) => createCatalog(game, cards));
    const decks = files.map((file) => readDeck(file, catalogs));
    const game = decks[0].game;
    if (decks.some((d) => d.game !== game))
      throw new UsageError(
        `${files[0]} is for ${GAME_NAMES[game]} and ${files[1]} for ${GAME_NAMES[decks[1].game]}: ${isGoldfish ? 'compare' : 'a match needs'} two decks of one game`,
      );
    const gameCards = cards.filter((c) => c.game === game);
    if (isGoldfish) {
      const opening = gameModule(game).layout.openingHand;
      const pile = values.pile === undefined ? defaultDummyPile(opening) : whole(values.pile, 0, '--pile', 1);
      if (pile > 999) throw new UsageError(`--pile must be a whole number from 1 to 999, not "${values.pile}"`);
      return await goldfish({
        game,
        decks: decks.map((d) => d.main),
        labels,
        cards: gameCards,
        kind: kinds[0],
        budget,
        games,
        seed,
        pile,
        workers,
        json: values.json === true,
      });
    }

    // Two different players are compared on paired seeds, seats swapped; like players keep their seats.
    const swapSeats = kinds.length === 2 && kinds[0] !== kinds[1];
    const t0 = performance.now();
    const job = { game, decks: decks.map((d) => d.main), cards: gameCards, kinds, budget, games, seed, swapSeats };
    const s = summarise(job, await playAll(job, workers));
    const seconds = (performance.now() - t0) / 1000;
    const rates = kinds.map((name, i) => ({
      name,
      wins: s.playerWins[i],
      rate: s.playerWins[i] / s.games,
      ci: wilson(s.playerWins[i], s.games),
    }));
    if (values.json)
      return {
        code: s.stuck.length ? 1 : 0,
        stdout: `${JSON.stringify({ games: s.games, draws: s.draws, players: rates })}\n`,
        stderr: '',
      };
    const share = (n: number) => pct(n / s.games);
    const spent = [
      thinkMs !== undefined ? `${thinkMs} ms` : '',
      iterations !== undefined ? `${iterations} iterations` : '',
    ]
      .filter(Boolean)
      .join(' or ');
    const title = kinds.every((k) => k === kinds[0]) ? `${kinds[0]}` : kinds.join(' vs ');
    const out = [
      `${s.games} ${title} games of ${GAME_NAMES[game]} (${labels.join(' vs ')}), seed ${seed}, in ${seconds.toFixed(2)} s${workers > 1 ? ` on ${workers} threads` : ''}${spent ? `; search ${spent} a decision` : ''}`,
      `turns: mean ${s.turns.mean.toFixed(1)}, median ${s.turns.median}, min ${s.turns.min}, max ${s.turns.max}; steps per game ${s.steps.mean.toFixed(0)}`,
      swapSeats
        ? `wins (seats swapped on paired seeds): ${rates.map((r) => `${r.name} ${r.wins} (${share(r.wins)}, 95% CI ${ciText(r.ci)})`).join(', ')}, draws ${s.draws}`
        : `wins: ${labels[0]} ${s.wins[0]} (${share(s.wins[0])}), ${labels[1]} ${s.wins[1]} (${share(s.wins[1])}), draws ${s.draws}`,
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
