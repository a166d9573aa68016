/**
 * `npm run simulate -- --deck <a> [--deck <b>] [--games N] [--players <seat-1>[,<seat-2>]] [--think-ms N]
 * [--iterations N] [--json] [--seed S] [--cards <file>]...`
 * Plays automatic rules games (one deck: goldfish; two: a match) of M.S. War or Gundam War —
 * the deck lists say which — and prints game length, wins and how games ended. Players are
 * random, greedy (the AI's Easy level), normal or hard (the AI's search levels, engine/ai).
 * A match plays every seed twice with the players' seats swapped and gives each player's win
 * rate with a 95% confidence interval; `--json` prints just those. Decks are
 * deck-list text files, JSON decks, or a bare JSON array of card numbers, read against the
 * bundled demo sets plus any `--cards` files (through the card database's import pipeline).
 * Exit codes: 0 done; 1 some game got stuck (the rules engine found no move); 2 could not run.
 */
import { parseArgs } from 'node:util';
import { GAME_IDS, type GameId } from '../cards/model';
import { createCatalog, type CardCatalog } from '../decks/catalog';
import type { DeckEntry } from '../decks/model';
import { readDeckFile } from '../decks/read';
import { levelPlayer } from '../ai/levels';
import { randomPlayer, type Player } from '../sim/players';
import { simulate, wilson } from '../sim/stats';
import { readText, refusal, runIfMain, UsageError, type CommandResult } from './command';
import { loadDemoSets, readCardFile } from './validate/cards';

const USAGE =
  'usage: npm run simulate -- --deck <a> [--deck <b>] [--games N] [--players <seat-1>[,<seat-2>]] [--think-ms N] [--iterations N] [--json] [--seed S] [--cards <file>]...';
const PLAYER_KINDS = ['random', 'greedy', 'normal', 'hard'] as const;
type PlayerKind = (typeof PLAYER_KINDS)[number];
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
        'think-ms': { type: 'string' },
        iterations: { type: 'string' },
        json: { type: 'boolean' },
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

/**
 * The search levels' budget: `--think-ms` alone bounds each decision by time, `--iterations`
 * alone by iterations (exactly repeatable), both by whichever comes first.
 */
function playerOf(kind: PlayerKind, thinkMs: number | undefined, iterations: number | undefined): Player {
  if (kind === 'random') return randomPlayer;
  if (kind === 'greedy') return levelPlayer('easy');
  const timeOnly = thinkMs !== undefined && iterations === undefined;
  return levelPlayer(kind, {
    thinkMs: thinkMs ?? (iterations !== undefined ? null : undefined),
    iterations: timeOnly ? Number.MAX_SAFE_INTEGER : iterations,
  });
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

export function run(argv: string[]): CommandResult {
  try {
    const { values } = options(argv);
    if (values.help) return { code: 0, stdout: `${USAGE}\n`, stderr: '' };
    const files = values.deck ?? [];
    if (files.length < 1 || files.length > 2)
      throw new UsageError(`give one --deck (goldfish) or two (a match); ${USAGE}`);
    const games = whole(values.games, 100, '--games', 1);
    const seed = whole(values.seed, 1, '--seed', 0);
    const kinds = playerKinds(values.players, files.length);
    const thinkMs = values['think-ms'] === undefined ? undefined : whole(values['think-ms'], 0, '--think-ms', 1);
    const iterations = values.iterations === undefined ? undefined : whole(values.iterations, 0, '--iterations', 1);
    const cards = [...loadDemoSets(), ...(values.cards ?? []).flatMap((f) => readCardFile(f))];
    const catalogs = GAME_IDS.map((game) => createCatalog(game, cards));
    const decks = files.map((file) => readDeck(file, catalogs));
    const game = decks[0].game;
    if (decks.some((d) => d.game !== game))
      throw new UsageError(
        `${files[0]} is for ${GAME_NAMES[game]} and ${files[1]} for ${GAME_NAMES[decks[1].game]}: a match needs two decks of one game`,
      );

    const players = kinds.map((k) => playerOf(k, thinkMs, iterations));
    // Two different players are compared on paired seeds, seats swapped; like players keep their seats.
    const swapSeats = kinds.length === 2 && kinds[0] !== kinds[1];
    const t0 = performance.now();
    const s = simulate({
      game,
      decks: decks.map((d) => d.main),
      cards: cards.filter((c) => c.game === game),
      players,
      games,
      seed,
      swapSeats,
    });
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
    const pct = (n: number) => `${((100 * n) / s.games).toFixed(1)}%`;
    const ci = (r: (typeof rates)[number]) => `${(100 * r.ci[0]).toFixed(1)}–${(100 * r.ci[1]).toFixed(1)}%`;
    const budget = [
      thinkMs !== undefined ? `${thinkMs} ms` : '',
      iterations !== undefined ? `${iterations} iterations` : '',
    ]
      .filter(Boolean)
      .join(' or ');
    const title = kinds.every((k) => k === kinds[0]) ? `${kinds[0]}` : kinds.join(' vs ');
    const out = [
      `${s.games} ${title} games of ${GAME_NAMES[game]} (${files.join(' vs ')}) in ${seconds.toFixed(2)} s${budget ? `; search ${budget} a decision` : ''}`,
      `turns: mean ${s.turns.mean.toFixed(1)}, median ${s.turns.median}, min ${s.turns.min}, max ${s.turns.max}; steps per game ${s.steps.mean.toFixed(0)}`,
      files.length === 2
        ? swapSeats
          ? `wins (seats swapped on paired seeds): ${rates.map((r) => `${r.name} ${r.wins} (${pct(r.wins)}, 95% CI ${ci(r)})`).join(', ')}, draws ${s.draws}`
          : `wins: ${files[0]} ${s.wins[0]} (${pct(s.wins[0])}), ${files[1]} ${s.wins[1]} (${pct(s.wins[1])}), draws ${s.draws}`
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
