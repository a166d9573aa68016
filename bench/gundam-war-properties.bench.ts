/**
 * Gundam War properties over many random games (issue 20 asks for 10,000; ten in `npm test`,
 * engine/games/gundam-war/test/endings.test.ts): the demo decks, a Pollution deck and goldfish
 * games, random and greedy players; every game must end (never a position with no legal
 * intent), keep all its cards (each in exactly one zone) and replay to the very same state
 * with logged steps. Prints how many games ended each way. `GW_PROPERTY_GAMES` sets the count.
 * Exits 1 when any game breaks a property or an ending never comes up.
 */
import { performance } from 'node:perf_hooks';
import { ENDINGS, type Ending } from '../engine/games/gundam-war/endings';
import { playChecked } from '../engine/games/gundam-war/test/property-games';
import { say, said, sayLine } from './say';
import { sayProperties } from './measure';

const GAMES = Number(process.env.GW_PROPERTY_GAMES ?? 10_000);
const failures: string[] = [];
const endings = Object.fromEntries(ENDINGS.map((e) => [e, 0])) as Record<Ending, number>;
let stuck = 0;
let misplaced = 0;
let differing = 0;
let steps = 0;
const t0 = performance.now();
for (let n = 1; n <= GAMES; n++) {
  // The same seeds as the property test, game for game.
  const seed = (n * 2654435761) >>> 0;
  const g = playChecked(n, seed);
  steps += g.steps;
  const fail = (what: string) => failures.length < 10 && failures.push(say('properties.failure', { game: n, table: g.table, seed, what }));
  if (g.stuck || g.ending === null) {
    stuck++;
    fail(g.stuck ?? say('properties.noEnding'));
  } else endings[g.ending]++;
  if (g.misplaced.length) {
    misplaced++;
    fail(g.misplaced[0]);
  }
  if (g.difference) {
    differing++;
    fail(g.difference);
  }
}
const seconds = (performance.now() - t0) / 1000;
const never = ENDINGS.filter((e) => endings[e] === 0);
sayProperties('gundamWar', { games: GAMES, steps, seconds, stuck, misplaced, differing });
const named = (e: Ending) => said(`properties.endingName.${e}`);
const list = (items: ReturnType<typeof said>[]) => items.reduce((a, b) => said('properties.list', { a, b }));
sayLine('properties.endings', {
  list: list(ENDINGS.map((e) => said('properties.ending', { ending: named(e), count: endings[e] }))),
  never: never.length ? said('properties.never', { list: list(never.map(named)) }) : '',
});
for (const f of failures) process.stdout.write(`  ${f}\n`);
process.exitCode = failures.length || (GAMES >= 10 && never.length) ? 1 : 0;
