/**
 * Electron ≥ 42 downloads its binary on first run. We look for it without
 * loading the `electron` module (which would start that download), and try the
 * download explicitly, with a time limit, when asked.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

export function electronPackageDir(projectRoot: string): string {
  return join(projectRoot, 'node_modules', 'electron');
}

/** The Electron executable if it is already on disk, else null. */
export function findElectronBinary(projectRoot: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const dir = electronPackageDir(projectRoot);
  const pathFile = join(dir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const relative = readFileSync(pathFile, 'utf8').trim();
  const full = env.ELECTRON_OVERRIDE_DIST_PATH
    ? join(env.ELECTRON_OVERRIDE_DIST_PATH, relative)
    : join(dir, 'dist', relative);
  return existsSync(full) ? full : null;
}

/** Tries Electron's own installer once; returns the binary or null (and why). */
export function fetchElectronBinary(
  projectRoot: string,
  timeoutMs = 120_000,
): { binary: string | null; reason?: string } {
  const installer = join(electronPackageDir(projectRoot), 'install.js');
  if (!existsSync(installer))
    return { binary: null, reason: 'the electron package is not installed (run npm install)' };
  const result = spawnSync(process.execPath, [installer], { timeout: timeoutMs, encoding: 'utf8' });
  const binary = findElectronBinary(projectRoot);
  if (binary) return { binary };
  const lastLine =
    `${result.stderr ?? ''}${result.stdout ?? ''}`
      .trim()
      .split('\n')
      .find((l) => /error/i.test(l)) ?? `exit code ${result.status}`;
  return { binary: null, reason: `the Electron binary could not be downloaded (${downloadFailure(lastLine)})` };
}

/**
 * The installer's last error in a user's words: "TypeError: fetch failed" and its kin only mean
 * that its download site could not be reached (offline, a proxy, a locked-down network).
 */
export function downloadFailure(line: string): string {
  if (/fetch failed|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|getaddrinfo|network/i.test(line))
    return 'its download site could not be reached from this machine';
  return line.trim().slice(0, 160);
}
