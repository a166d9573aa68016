/**
 * What `npm run scenario` checks in a file before it runs it: its size, that it is JSON of an
 * object (decoded as the app decodes files), and how many cards its zones ask for, so a zone of
 * a billion cards is refused in one line rather than running the process out of memory.
 */
import { readJson } from '../text/json';
import { readText, UsageError } from './command';
import { cli } from './told';

export const MAX_SCENARIO_BYTES = 2 * 1024 * 1024;
/** More cards than any table of either game holds, summed over every zone of the file. */
export const MAX_SCENARIO_CARDS = 5_000;
const MAX_DEPTH = 64;

const REPEAT = /\*(\d+)$/;

/** The cards every `zones` object in the file asks for: counts, and `NUMBER*count` specs. */
export function cardsAskedFor(value: unknown): number {
  let total = 0;
  const walk = (node: unknown, inZones: boolean) => {
    if (total > MAX_SCENARIO_CARDS) return;
    if (Array.isArray(node)) {
      for (const item of node) {
        if (inZones && typeof item === 'string') total += Number(REPEAT.exec(item)?.[1] ?? 1);
        else walk(item, false);
      }
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (key === 'zones' && child && typeof child === 'object' && !Array.isArray(child)) {
          for (const zone of Object.values(child)) {
            if (typeof zone === 'number') total += zone;
            else walk(zone, true);
          }
        } else walk(child, false);
      }
    }
  };
  walk(value, false);
  return total;
}

/** Refuses (UsageError) a scenario file the runner should not be handed. */
export function checkScenarioFile(path: string): void {
  const read = readJson(readText(path, 'scenario', MAX_SCENARIO_BYTES), MAX_DEPTH);
  if (!read.ok) throw new UsageError(cli('refused.fileSays', { path, reason: read.said }));
  if (!read.value || typeof read.value !== 'object' || Array.isArray(read.value))
    throw new UsageError(cli('scenario.notObject', { path }));
  const cards = cardsAskedFor(read.value);
  if (cards > MAX_SCENARIO_CARDS) throw new UsageError(cli('scenario.tooManyCards', { path, max: MAX_SCENARIO_CARDS }));
}
