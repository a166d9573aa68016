/**
 * `npm run simulate -- --deck <a> [--deck <b>] | --demo <game> [--goldfish] [--label <name>]... [--games N] [--seed S]
 * [--players <seat-1>[,<seat-2>]] [--think-ms N] [--iterations N] [--pile N] [--workers N] [--json] [--lang en|ja] [--cards <file>]...`
 * Plays automatic rules games of M.S. War or Gundam War — the deck lists say which; `--demo <game>`
 * plays that game's two demo decks (the Play screen's, engine/decks/demo.ts) without a file.
 * Goldfish (one deck, or two with `--goldfish`): each deck plays against the dummy opponent
 * (engine/core/dummy.ts) and the command reports on which turn it wins — median, quartiles,
 * range, kill rate with its 95% confidence interval — and, for two decks played on the same
 * shuffles, the difference in turns with its 95% confidence interval. A match (two decks) reports
 * game length, wins and how games ended; two different players play every seed twice with seats
 * swapped and get each a win rate with its 95% confidence interval. Players are random, greedy
 * (the AI's Easy level), normal or hard (engine/ai). Decks are deck-list text files, JSON decks,
 * or a bare JSON array of card numbers, read against the bundled demo sets plus any `--cards`
 * files. Many games are played on worker threads (`--workers`; the same results whatever
 * their number). A deck too small to deal an opening hand and keep a card is refused, as on the
 * Play screen. Exit codes: 0 done; 1 some game got stuck (the rules engine found no move); 2
 * could not run.
 */
import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { GAME_IDS, type Card, type GameId } from '../cards/model';
import { defaultDummyPile } from '../core/dummy';
import { createCatalog, type CardCatalog } from '../decks/catalog';
import type { DeckEntry } from '../decks/model';
import { dealProblem } from '../decks/deal';
import { demoDeckLists } from '../decks/demo';
import { MAX_DECK_FILE_CHARS, readDeckFile } from '../decks/read';
import { readJson } from '../text/json';
import { gameModule } from '../games/registry';
import { pairedDifference, type KillTurnStats } from '../sim/kill-turns';
import { summarise, wilson, type SimulationStats } from '../sim/stats';
import { playAll } from './simulate-pool';
import { PLAYER_KINDS, type Budget, type PlayerKind } from './simulate-players';
import { badOptions, deckProblem, readText, refusal, runIfMain, UsageError, type CommandResult } from './command';
import { cliLanguage, LANG_OPTION, refusalLanguage } from './lang';
import type { LanguageCode } from '../i18n/languages';
import { cli } from './told';
import { message, type Message, type MessageParam } from '../i18n/message';
import { createTranslator } from '../i18n/translate';
import { loadDemoSets, readCardFile } from './validate/cards';

/** The usage line, in the language of `--lang` or the locale (`cli:usage.*`). */
const USAGE = cli('usage.simulate');
/** A player kind (random, greedy, normal, hard) in the reader's words; `--json` keeps the ids. */
const kindName = (kind: string) => cli(`simulate.kind.${kind}`);
const gameName = (game: GameId) => cli(`simulate.game.${game}`);
/** The dummy opponent's pile, in each game's words. */
const DECK_PILE: Record<GameId, string> = { 'ms-war': 'supply-base', 'gundam-war': 'nation' };
const pileName = (game: GameId) => message(`table:${game}.zone.${DECK_PILE[game]}`);
/** Below this many games one thread is quicker than starting workers. */
const PARALLEL_FROM = 50;

function options(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: {
        deck: { type: 'string', multiple: true },
        demo: { type: 'string' },
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
        ...LANG_OPTION,
      },
    });
  } catch (error) {
    throw badOptions(error, USAGE);
  }
}

const DEMO_LETTERS = ['A', 'B'];

/** `--demo`'s game: its id (`gundam-war`, `ms-war`). */
function demoGame(value: string): GameId {
  const game = GAME_IDS.find((id) => id === value.trim().toLowerCase());
  if (!game) throw new UsageError(cli('refused.demoGame', { value, games: GAME_IDS.join(', ') }));
  return game;
}

/** More card numbers than any deck of either game lists (a deck and its side are well under 100). */
export const MAX_LISTED_NUMBERS = 1_000;

/** A bare JSON array of card numbers (`["SD-001", "SD-001", …]`): the game whose cards it names. */
function readNumbers(file: string, text: string, catalogs: CardCatalog[]): { game: GameId; main: DeckEntry[] } {
  const read = readJson(text, 2);
  if (!read.ok) throw new UsageError(cli('refused.fileSays', { path: file, reason: read.said }));
  const numbers = read.value;
  if (!Array.isArray(numbers)) throw new UsageError(cli('refused.numbersOnly', { path: file }));
  // Checked before any look-up: a deck is tens of cards, and a list of millions would be read for minutes.
  if (numbers.length > MAX_LISTED_NUMBERS)
    throw new UsageError(cli('refused.tooManyNumbers', { path: file, count: numbers.length, max: MAX_LISTED_NUMBERS }));
  if (numbers.some((n) => typeof n !== 'string')) throw new UsageError(cli('refused.numbersOnly', { path: file }));
  const catalog = catalogs.find((c) => numbers.every((n) => c.byNumber(n)));
  if (!catalog) {
    const unknown = numbers.find((n) => !catalogs.some((c) => c.byNumber(n)));
    throw new UsageError(
      unknown !== undefined
        ? cli('refused.unknownCard', { path: file, number: String(unknown) })
        : cli('refused.mixedGames', { path: file }),
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
  const text = readText(file, 'deck', MAX_DECK_FILE_CHARS * 4);
  if (text.trimStart().startsWith('[')) return readNumbers(file, text, catalogs);
  const read = readDeckFile(text, { catalogs });
  const problem = read.problems[0];
  if (problem) throw new UsageError(deckProblem(file, problem));
  if (!read.list.main.length) throw new UsageError(cli('refused.emptyMain', { path: file }));
  return { game: read.list.game, main: read.list.main };
}

/**
 * Refuses a deck the rules cannot deal, as the Play screen does (engine/decks/deal.ts): a
 * simulated game of it would only end at once with an empty deck and report that as its result.
 * Games saved or replayed are not touched: this is the command's check, not the engine's.
 */
function checkDealable(file: string, main: DeckEntry[], game: GameId, lang: LanguageCode): void {
  const short = dealProblem({ name: file, main }, game, true);
  if (!short) return;
  const rule = (lang === 'ja' ? short.citation_ja : short.citation) ?? '';
  throw new UsageError(cli('deal.refused', { reason: short.detail, rule }));
}

function whole(value: string | undefined, fallback: number, what: string, min: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new UsageError(cli(min > 0 ? 'refused.wholeFrom' : 'refused.whole', { what, min, value }));
  return n;
}

function playerKinds(value: string | undefined, seats: number): PlayerKind[] {
  const kinds = (value ?? 'greedy').split(',').map((k) => k.trim());
  for (const k of kinds)
    if (!PLAYER_KINDS.includes(k as PlayerKind))
      throw new UsageError(cli('refused.playerKind', { kinds: PLAYER_KINDS.join(', '), kind: k }));
  if (kinds.length === 1) return Array<PlayerKind>(seats).fill(kinds[0] as PlayerKind);
  if (kinds.length !== seats) throw new UsageError(cli('refused.playerCount', { given: kinds.length, count: seats }));
  return kinds as PlayerKind[];
}

/**
 * How the decks are named in the report: `--label`s, else their file names — with as much of
 * the path as tells two apart, and a number when the same file is given twice.
 */
export function deckLabels(files: string[], labels: string[] = []): string[] {
  if (labels.length && labels.length !== files.length)
    throw new UsageError(cli('refused.labelCount', { decks: files.length, labels: labels.length }));
  if (labels.length) {
    if (new Set(labels).size !== labels.length) throw new UsageError(cli('refused.labelsDiffer'));
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

/** The report's words in the reader's language. */
type Say = (key: string, params?: Record<string, MessageParam>) => string;

const threads = (n: number): Message | string => (n > 1 ? cli('simulate.threads', { count: n }) : '');

/** How games ended, counted: `the dummy's Supply Base emptied 5, …`. */
function endingList(say: Say, game: GameId, endings: Record<string, number>): string {
  return Object.entries(endings)
    .map(([ending, n]) =>
      say('simulate.count', { what: cli(`simulate.ending.${ending}`, { pile: pileName(game) }), n }),
    )
    .join(say('simulate.comma'));
}

/** One deck's goldfish line: when it wins, how often, and how its kill turns spread. */
function killLine(say: Say, label: string, k: KillTurnStats): string[] {
  const head = cli('simulate.won', {
    label,
    kills: k.kills,
    games: k.games,
    pct: pct(k.kills / k.games),
    ci: ciText(k.killRate),
  });
  if (k.median === null) return [say('simulate.neverWon', { head })];
  return [
    say('simulate.killTurns', {
      head,
      median: turnsText(k.median),
      q1: turnsText(k.q1!),
      q3: turnsText(k.q3!),
      mean: k.mean!.toFixed(1),
      min: k.min!,
      max: k.max!,
    }),
    say('simulate.wonByTurn', {
      turns: k.byTurn
        .map((n, i) => [i + 1, n])
        .filter(([, n]) => n > 0)
        .map(([t, n]) => `${t}: ${n}`)
        .join(', '),
    }),
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
  say: Say;
}): Promise<CommandResult> {
  // The job goes to worker threads: plain data only, so the report's words stay here.
  const { say, ...plain } = o;
  const t0 = performance.now();
  const runs: SimulationStats[] = [];
  for (const deck of o.decks) {
    const job = { ...plain, decks: [deck], kinds: [o.kind], swapSeats: false, dummy: o.pile };
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
    say('simulate.goldfishHead', {
      games: o.games,
      kind: kindName(o.kind),
      game: gameName(o.game),
      labels: o.labels.join(say('simulate.vs')),
      pile: pileName(o.game),
      size: o.pile,
      seed: o.seed,
      seconds: seconds.toFixed(2),
      threads: threads(o.workers),
    }),
    ...runs.flatMap((r, i) => killLine(say, o.labels[i], r.kills!)),
  ];
  if (difference) {
    const [a, b] = o.labels;
    out.push(
      difference.ci
        ? say('simulate.difference', {
            a,
            b,
            pairs: difference.pairs,
            mean: signed(difference.mean),
            lo: signed(difference.ci[0]),
            hi: signed(difference.ci[1]),
            unclear: difference.ci[0] > 0 || difference.ci[1] < 0 ? '' : cli('simulate.unclear'),
          })
        : say('simulate.tooFew', { a, b, pairs: difference.pairs }),
    );
  }
  const endings = runs.map((r, i) =>
    runs.length > 1
      ? say('simulate.deckEndings', { label: o.labels[i], list: endingList(say, o.game, r.endings) })
      : endingList(say, o.game, r.endings),
  );
  out.push(say('simulate.endings', { list: endings.join(say('simulate.semicolon')) }));
  if (stuck.length) out.push(say('simulate.stuck', { count: stuck.length, list: stuck.slice(0, 5).join('\n  ') }));
  return { code, stdout: `${out.join('\n')}\n`, stderr: '' };
}

export async function run(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<CommandResult> {
  try {
    const { values } = options(argv);
    const lang = cliLanguage(values.lang, env);
    const tr = createTranslator(lang);
    const say: Say = (key, params) => tr(cli(key, params));
    if (values.help) return { code: 0, stdout: `${tr(USAGE)}\n`, stderr: '' };
    const files = values.deck ?? [];
    const demo = values.demo === undefined ? null : demoGame(values.demo);
    if (demo && files.length) throw new UsageError(cli('refused.demoAndDeck', { usage: USAGE }));
    if (!demo && (files.length < 1 || files.length > 2))
      throw new UsageError(cli('refused.deckCount', { usage: USAGE }));
    // The demo decks by their game and letter ("Gundam War demo A"), in the reader's language.
    const names = demo
      ? DEMO_LETTERS.map((letter) => say('simulate.demoDeck', { game: gameName(demo), letter }))
      : files;
    const games = whole(values.games, 100, '--games', 1);
    const seed = whole(values.seed, 1, '--seed', 0);
    const isGoldfish = names.length === 1 || values.goldfish === true;
    const kinds = playerKinds(values.players, isGoldfish ? 1 : names.length);
    const thinkMs = values['think-ms'] === undefined ? undefined : whole(values['think-ms'], 0, '--think-ms', 1);
    const iterations = values.iterations === undefined ? undefined : whole(values.iterations, 0, '--iterations', 1);
    const budget = { thinkMs, iterations };
    const labels = demo && !values.label?.length ? names : deckLabels(names, values.label);
    const workers = workerCount(values.workers, games);
    if (values.pile !== undefined && !isGoldfish) throw new UsageError(cli('refused.pileMatch'));
    const cards = [...loadDemoSets(), ...(values.cards ?? []).flatMap((f) => readCardFile(f))];
    const catalogs = GAME_IDS.map((game) => createCatalog(game, cards));
    const decks = demo
      ? demoDeckLists(demo, loadDemoSets(demo)).map((main) => ({ game: demo, main }))
      : files.map((file) => readDeck(file, catalogs));
    const game = decks[0].game;
    if (decks.some((d) => d.game !== game))
      throw new UsageError(
        cli(isGoldfish ? 'refused.compareGames' : 'refused.matchGames', {
          a: files[0],
          gameA: gameName(game),
          b: files[1],
          gameB: gameName(decks[1].game),
        }),
      );
    decks.forEach((deck, i) => checkDealable(names[i], deck.main, game, lang));
    const gameCards = cards.filter((c) => c.game === game);
    if (isGoldfish) {
      const opening = gameModule(game).layout.openingHand;
      const pile = values.pile === undefined ? defaultDummyPile(opening) : whole(values.pile, 0, '--pile', 1);
      if (pile > 999) throw new UsageError(cli('refused.pileRange', { value: values.pile ?? '' }));
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
        say,
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
      thinkMs !== undefined ? say('simulate.ms', { n: thinkMs }) : '',
      iterations !== undefined ? say('simulate.iterations', { count: iterations }) : '',
    ]
      .filter(Boolean)
      .join(say('simulate.or'));
    const vs = say('simulate.vs');
    const out = [
      say('simulate.matchHead', {
        games: s.games,
        title: kinds.every((k) => k === kinds[0]) ? tr(kindName(kinds[0])) : kinds.map((k) => tr(kindName(k))).join(vs),
        game: gameName(game),
        labels: labels.join(vs),
        seed,
        seconds: seconds.toFixed(2),
        threads: threads(workers),
        search: spent ? cli('simulate.search', { spent }) : '',
      }),
      say('simulate.turns', {
        mean: s.turns.mean.toFixed(1),
        median: s.turns.median,
        q1: s.turns.q1,
        q3: s.turns.q3,
        min: s.turns.min,
        max: s.turns.max,
        steps: s.steps.mean.toFixed(0),
      }),
      swapSeats
        ? say('simulate.winsSwapped', {
            rates: rates
              .map((r) =>
                say('simulate.rate', { name: kindName(r.name), wins: r.wins, share: share(r.wins), ci: ciText(r.ci) }),
              )
              .join(say('simulate.comma')),
            draws: s.draws,
          })
        : say('simulate.wins', {
            a: labels[0],
            aWins: s.wins[0],
            aShare: share(s.wins[0]),
            b: labels[1],
            bWins: s.wins[1],
            bShare: share(s.wins[1]),
            draws: s.draws,
          }),
      say('simulate.endings', { list: endingList(say, game, s.endings) }),
    ];
    if (s.stuck.length)
      out.push(say('simulate.stuck', { count: s.stuck.length, list: s.stuck.slice(0, 5).join('\n  ') }));
    return { code: s.stuck.length ? 1 : 0, stdout: `${out.join('\n')}\n`, stderr: '' };
  } catch (error) {
    return refusal('simulate', error, refusalLanguage(argv, env));
  }
}

runIfMain(import.meta.url, run);
