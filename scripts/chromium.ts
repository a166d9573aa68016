/**
 * Finds a Chromium for the browser fallback and the e2e tests: CHROMIUM_PATH,
 * then the usual Debian/Ubuntu paths. `ensureChromium` installs Debian's package
 * when it is missing and we are root on Debian; otherwise it says how to get one.
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** Flags that keep a headless or app-window Chromium quiet on a closed network. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Flags for the user's app window: quiet and offline-friendly. Chromium refuses to run as
 * root without --no-sandbox; --test-type hides the warning bar that flag would show.
 */
export function appWindowFlags(isRoot: boolean): string[] {
  const quiet = [
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ];
  return isRoot ? [...quiet, '--no-sandbox', '--test-type'] : quiet;
}

export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (p: string) => boolean = existsSync,
): string | null {
  if (env.CHROMIUM_PATH) return exists(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return CANDIDATES.find(exists) ?? null;
}

export const HOW_TO_GET_CHROMIUM =
  'Install Chromium (Debian/Ubuntu: `sudo apt-get install -y chromium`) or point CHROMIUM_PATH at a Chromium or Chrome executable.';

export function ensureChromium(log: (message: string) => void = (m) => process.stderr.write(`${m}\n`)): string {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROMIUM_PATH)
    throw new Error(
      `CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but nothing is there. ${HOW_TO_GET_CHROMIUM}`,
    );
  const isDebian = existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isDebian || !isRoot) throw new Error(`No Chromium found for the end-to-end tests. ${HOW_TO_GET_CHROMIUM}`);
  log(
    'Chromium is missing: installing Debian\'s "chromium" package for the end-to-end tests (apt-get install -y chromium)…',
  );
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = findChromium();
  if (!installed) throw new Error(`apt-get finished but no Chromium was found. ${HOW_TO_GET_CHROMIUM}`);
  log(`Chromium installed at ${installed}.`);
  return installed;
}
