/** Finds scenario files and runs them with the game's module and demo cards. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_CARDS } from '../core/testing/demo';
import { gameModule } from '../games/registry';
import type { GameId } from '../cards/model';
import { runScenarios, type ScenarioResult } from './run';
import { SCENARIO_TABLES } from './tables';
import { decodeText } from '../text/decode';

export function scenarioFiles(paths: string[]): string[] {
  return paths.flatMap((p) => {
    if (statSync(p).isDirectory())
      return readdirSync(p)
        .sort()
        .flatMap((name) =>
          scenarioFiles([join(p, name)]).filter(
            (f) => f.endsWith('.scenario.json') || statSync(join(p, name)).isDirectory(),
          ),
        );
    return [p];
  });
}

export function runScenarioFile(path: string): ScenarioResult {
  let raw: unknown;
  try {
    // Decoded as the app and the other commands decode files (BOMs, UTF-16 LE/BE).
    raw = JSON.parse(decodeText(readFileSync(path)));
  } catch (e) {
    return { name: path, rule: '', passed: false, failures: [`${path} is not readable JSON: ${(e as Error).message}`] };
  }
  const game = (raw as { game?: GameId }).game;
  if (game !== 'ms-war' && game !== 'gundam-war')
    return { name: path, rule: '', passed: false, failures: [`${path}: "game" must be ms-war or gundam-war`] };
  const table = (raw as { table?: unknown }).table;
  if (table !== undefined) {
    const t = typeof table === 'string' && Object.hasOwn(SCENARIO_TABLES, table) ? SCENARIO_TABLES[table] : null;
    if (!t)
      return {
        name: path,
        rule: '',
        passed: false,
        failures: [`${path}: "table" must be one of ${Object.keys(SCENARIO_TABLES).join(', ')}`],
      };
    return runScenarios(t.module, raw, t.cards);
  }
  return runScenarios(gameModule(game), raw, DEMO_CARDS[game]);
}
