/**
 * `npm start`: build, then open Sortie in Electron when its binary is present or
 * can be fetched; otherwise serve the renderer on 127.0.0.1 and open it in a
 * Chromium app window (unless BROWSER=none or CI is set). Ctrl+C stops cleanly.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findElectronBinary, fetchElectronBinary } from './electron-binary';
import { findChromium, appWindowFlags } from './chromium';
import { serveStatic, type RunningServer } from './serve';
import { whenPortBusy } from './busy-port';

const root = fileURLToPath(new URL('..', import.meta.url));
// A fixed port keeps the page's origin, and so its IndexedDB data, the same between runs.
const DEFAULT_PORT = 5178;

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) {
    process.stderr.write(`\n${command} ${args.join(' ')} failed; Sortie was not started.\n`);
    process.exit(result.status ?? 1);
  }
}

function buildRenderer(): void {
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
}

function startElectron(binary: string): void {
  run('npx', ['tsx', 'scripts/build-electron.ts']);
  const child = spawn(binary, [root], { cwd: root, stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
}

async function listen(port: number): Promise<RunningServer | { url: string; alreadyRunning: true }> {
  const dist = join(root, 'dist', 'renderer');
  try {
    return await serveStatic(dist, port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const busy = await whenPortBusy(port);
    if (busy.kind === 'other') throw new Error(busy.message);
    return { url: busy.url, alreadyRunning: true };
  }
}

function openAppWindow(url: string): ChildProcess | null {
  if (process.env.BROWSER === 'none' || process.env.CI) return null;
  const chromium = findChromium();
  if (!chromium) {
    process.stdout.write('No Chromium found to open an app window: open the address above in your browser.\n');
    return null;
  }
  const profile = join(process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'sortie', 'chromium-profile');
  mkdirSync(profile, { recursive: true });
  const child = spawn(
    chromium,
    [
      ...appWindowFlags(process.getuid?.() === 0),
      `--user-data-dir=${profile}`,
      `--app=${url}`,
      '--window-size=1360,860',
    ],
    { stdio: 'ignore', detached: false },
  );
  child.on('error', (error) => process.stderr.write(`Could not open Chromium: ${error.message}\n`));
  return child;
}

async function startBrowserFallback(reason: string): Promise<void> {
  process.stdout.write(`Electron is not available here (${reason}); serving Sortie for a browser instead.\n`);
  const server = await listen(Number(process.env.SORTIE_PORT ?? DEFAULT_PORT));
  if ('alreadyRunning' in server) {
    process.stdout.write(`Sortie is already running at ${server.url}; opening it.\n`);
    openAppWindow(server.url)?.unref();
    return;
  }
  process.stdout.write(`Sortie is running at ${server.url}\nPress Ctrl+C to stop.\n`);
  const browser = openAppWindow(server.url);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    browser?.kill();
    await server.close();
    process.stdout.write('Sortie stopped.\n');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function main(): Promise<void> {
  buildRenderer();
  if (process.env.SORTIE_BROWSER === '1') return startBrowserFallback('SORTIE_BROWSER=1 was set');
  const present = findElectronBinary(root);
  if (present) return startElectron(present);
  const fetched = fetchElectronBinary(root);
  if (fetched.binary) return startElectron(fetched.binary);
  return startBrowserFallback(fetched.reason ?? 'no binary');
}

main().catch((error: unknown) => {
  process.stderr.write(`Sortie could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
