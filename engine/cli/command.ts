/**
 * What the command-line tools (`validate`, `simulate`) share: input they cannot run with is
 * refused in one line with exit code 2, and each runs when it is the script Node started.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { CardFileError } from './validate/cards';

export type CommandResult = { code: number; stdout: string; stderr: string };

/** Input the command cannot run with (reported as its one-line reason). */
export class UsageError extends Error {}

/** A file's text, or a UsageError naming the file and why it cannot be read. */
export function readText(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${what} ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

/** Exit 2 with one line: the reason for bad input, "internal error: …" for anything else (never a stack trace). */
export function refusal(command: string, error: unknown): CommandResult {
  const known = error instanceof UsageError || error instanceof CardFileError;
  const reason = known ? (error as Error).message : `internal error: ${(error as Error)?.message ?? String(error)}`;
  return { code: 2, stdout: '', stderr: `${command}: ${reason.split('\n')[0]}\n` };
}

/** Runs the command with the process's arguments when `moduleUrl` is the script Node was started with. */
export function runIfMain(moduleUrl: string, run: (argv: string[]) => CommandResult): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  const result = run(process.argv.slice(2));
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
}
