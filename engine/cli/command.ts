/**
 * What the command-line tools (`validate`, `simulate`) share: input they cannot run with is
 * refused in one line with exit code 2, and each runs when it is the script Node started.
 */
import { readFileSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { LanguageCode } from '../i18n/languages';
import { decodeText } from '../text/decode';
import type { Message } from '../i18n/message';
import { createTranslator } from '../i18n/translate';
import { cli, ToldError } from './told';

export type CommandResult = { code: number; stdout: string; stderr: string };

/** Input the command cannot run with (reported as its one-line reason). */
export class UsageError extends ToldError {}

/** What a file is, in the refusals that name it. */
export type FileKind = 'deck' | 'card' | 'format' | 'scenario';

/**
 * A file's text, or a UsageError naming the file and why it cannot be read. A file larger than
 * `maxBytes` is refused from its size alone, before any of it is read into memory.
 */
export function readText(path: string, kind: FileKind, maxBytes = Infinity): string {
  const what = cli(`file.${kind}`);
  try {
    const { size } = statSync(path);
    if (size > maxBytes) {
      const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
      throw new UsageError(cli('refused.tooLarge', { path, what, size: mb(size), max: mb(maxBytes) }));
    }
    // Decoded as the app decodes a file it opens (byte-order marks, UTF-16 LE and BE).
    return decodeText(readFileSync(path));
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new UsageError(cli('refused.cannotRead', { path, what, code }));
  }
}

/** Runs `read` for one input file; anything it throws unexpectedly is reported with the file's name. */
export function forFile<T>(path: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ToldError) throw error;
    throw new UsageError(cli('refused.unreadable', { path, reason: firstLine(error) }));
  }
}

/** The first line of what an unexpected error says. */
export function firstLine(error: unknown): string {
  return String((error as Error)?.message ?? error).split('\n')[0];
}

/**
 * Exit 2 with one line in the reader's language: the reason for bad input, "internal error: …"
 * for anything else (never a stack trace).
 */
export function refusal(command: string, error: unknown, lang: LanguageCode = 'en'): CommandResult {
  const msg = error instanceof ToldError ? error.msg : cli('refused.internal', { reason: firstLine(error) });
  return { code: 2, stdout: '', stderr: `${command}: ${createTranslator(lang)(msg).split('\n')[0]}\n` };
}

/** The parse error of a command's options, with its usage line. */
export function badOptions(error: unknown, usage: Message): UsageError {
  return new UsageError(cli('refused.options', { reason: firstLine(error), usage }));
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

/** A deck file's first problem that stops the command: `<file> line 3: why`. */
export function deckProblem(path: string, problem: { line?: number; message: string; said?: Message }): Message {
  return cli('refused.deckProblem', {
    path,
    line: problem.line ? cli('refused.line', { line: problem.line }) : '',
    reason: problem.said ?? problem.message,
  });
}
