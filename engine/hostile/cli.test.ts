/**
 * The command lines on the hostile corpus: `validate` on deck files, `cards check` on card
 * files and `scenario` on scenario files, every hostile input and every prototype word in every
 * field, written to disk as the user would hand them over (UTF-8, and UTF-16 as Excel saves "Unicode text"). Nothing may end
 * in an internal error or a stack trace; a refusal is one line with exit code 2.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { run as validate } from '../cli/validate';
import { cardsCommand } from '../cli/cards';
import { runScenarioCommand } from '../cli/scenario';
import type { CommandResult } from '../cli/command';
import { HOSTILE_INPUTS } from './inputs';
import { TEXT_PARSERS } from './parsers';
import { INTERNAL_ERROR, prototypeVariants } from './prototype';

let dir = '';
let n = 0;
const file = (ext: string, data: string | Uint8Array) => {
  const path = join(dir, `f${n++}.${ext}`);
  writeFileSync(path, data);
  return path;
};
const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sortie-hostile-cli-'));
});

function expectNoInternalError(r: CommandResult, what: string) {
  expect(r.stderr, what).not.toMatch(/internal error|\n\s+at /);
  expect(r.stderr + r.stdout, what).not.toMatch(INTERNAL_ERROR);
  if (r.code === 2) expect(r.stderr.trim().split('\n'), what).toHaveLength(1);
}

const commands = [
  { name: 'validate', parser: 'deck list', ext: 'txt', run: (path: string) => validate([path]) },
  { name: 'validate', parser: 'deck JSON', ext: 'json', run: (path: string) => validate([path]) },
  { name: 'cards check', parser: 'card CSV', ext: 'csv', run: (path: string) => cardsCommand(['check', path]) },
  { name: 'cards check', parser: 'card JSON', ext: 'json', run: (path: string) => cardsCommand(['check', path]) },
];

describe.each(commands)('$name on a hostile $parser', ({ parser, ext, run }) => {
  const sample = TEXT_PARSERS.find((p) => p.name === parser)!.sample;

  it.each(HOSTILE_INPUTS)('$name', (input) => {
    const text = input.text(sample);
    expectNoInternalError(run(file(ext, text)), input.name);
    expectNoInternalError(run(file(ext, utf16le(text))), `${input.name} in UTF-16`);
  });

  it('prototype words in every field', () => {
    for (const variant of prototypeVariants(sample))
      expectNoInternalError(run(file(ext, variant.text)), `${variant.word} for ${variant.field}`);
  }, 120_000);
});

describe('scenario on a hostile scenario file', () => {
  const sample = readFileSync('engine/games/ms-war/scenarios/01-setup-draw-seven.scenario.json', 'utf8');

  it.each(HOSTILE_INPUTS)('$name', (input) => {
    const text = input.text(sample);
    expectNoInternalError(runScenarioCommand([file('scenario.json', text)]), input.name);
    expectNoInternalError(runScenarioCommand([file('scenario.json', utf16le(text))]), `${input.name} in UTF-16`);
  });

  it('prototype words in every field', () => {
    for (const variant of prototypeVariants(sample))
      expectNoInternalError(
        runScenarioCommand([file('scenario.json', variant.text)]),
        `${variant.word} for ${variant.field}`,
      );
  }, 120_000);
});
