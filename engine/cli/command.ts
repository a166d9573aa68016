/**
 * What the command-line tools (`validate`, `simulate`) share: input they cannot run with is
 * refused in one line with exit code 2, and each runs when it is the script Node started.
 */
import { readFileSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { CardFileError } from './validate/cards';

export type CommandResult = { code: number; stdout: string; stderr: string };

/** Input the command cannot run with (reported as its one-line reason). */
export class UsageError extends Error {}

/**
 * A file's text, or a UsageError naming the file and why it cannot be read. A file larger than
 * `maxBytes` is refused from its size alone, before any of it is read into memory.
 */
export function readText(path: string, what: string, maxBytes = Infinity): string {
  try {
    const { size } = statSync(path);
    if (size > maxBytes) {
      const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
      throw new UsageError(`${path}: the ${what} is ${mb(size)}; at most ${mb(maxBytes)} is read`);
    }
    return readFileSync(path, 'utf8');
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(
      `cannot read ${what} ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}

/** Runs `read` for one input file; anything it throws unexpectedly is reported with the file's name. */
export function forFile<T>(path: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof UsageError || error instanceof CardFileError) throw error;
    throw new UsageError(`${path}: could not be read (${String((error as Error)?.message ?? error).split('\n')[0]})`);
  }
}

/** Exit 2 with one line: the reason for bad input, "internal error: …" for anything else (never a stack trace). */
export function refusal(command: string, error: unknown): CommandResult {
  const known = error instanceof UsageError || error instanceof CardFileError;
  const reason = known ? (error as Error).message : `internal error: ${(error as Error)?.message ?? String(error)}`;
  return { code: 2, stdout: '', stderr: `${command}: ${reason.split('\n')[0]}\n` };
}

/** Runs the command with the process's arguments when `moduleUrl` is the script Node was started with. */
export function runIfMain(moduleUrl: string, run: (argv: string[]) => CommandResult | Promise<CommandResult>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  void Promise.resolve(run(process.argv.slice(2))).then((result) => {
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    process.exitCode = result.code;
  });
}
