import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { ensureChromium, CHROMIUM_FLAGS } from './scripts/chromium';
import { ensureCjkFont } from './scripts/fonts';

// No Playwright browser download here: we drive the system's Chromium.
const executablePath = ensureChromium();
// The Japanese-interface specs take screenshots: kana and kanji must be glyphs, not boxes.
ensureCjkFont();
const PORT = Number(process.env.E2E_PORT ?? 4179);

// Specs that drag with the mouse (the helpers' drag, or pointer presses of their own). Beside
// another drag, on two cores, pointer moves arrived late and drops landed in the wrong zone: these
// run one at a time, each beside at most one spec that does not drag. Found by what the file
// calls, so a new spec that drags joins them by itself.
const DRAGS = /\b(drag|dragIntoZone)\(|\.mouse\.down\(|\.dragTo\(/;
const dragSpecs = readdirSync(new URL('./e2e/', import.meta.url))
  .filter((f) => f.endsWith('.spec.ts') && DRAGS.test(readFileSync(new URL(`./e2e/${f}`, import.meta.url), 'utf8')))
  .map((f) => `**/${f}`);
// The browser-killing spec sets worker options of its own (no trace or video of a killed browser).
// Playwright queues a project's tests with other worker options after all the rest, so in `app`
// its two tests (2 and 1 minutes) began last and one worker finished a minute after the other.
// Its own project, first, starts them at once, and the other tests fill in around them.
const KILLS = ['**/durability-kill.spec.ts'];
// Two browsers at a time in CI (two cores: a test spends much of its time waiting on the page,
// and one browser left a core idle); E2E_WORKERS=1 goes back to one at a time.
const CI_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: 'e2e',
  testMatch: /.*\.spec\.ts$/,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Retry once in CI so a rare slow frame is reported as flaky rather than failing the build.
  workers: process.env.CI ? CI_WORKERS : process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : undefined,
  retries: process.env.CI ? 1 : 0,
  projects: [
    { name: 'kill', testMatch: KILLS, use: { trace: 'off', video: 'off' } },
    // The dragging specs (the longest: whole games) first, so they run beside the others rather
    // than one after another at the end.
    { name: 'drag', testMatch: dragSpecs, workers: 1 },
    { name: 'app', testIgnore: [...dragSpecs, ...KILLS] },
  ],
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    viewport: { width: 1360, height: 860 },
    // English unless a spec switches: the app follows the browser's language on first start.
    locale: 'en-US',
    launchOptions: { executablePath, args: CHROMIUM_FLAGS },
    // A trace records a snapshot of the page at every action, a cost every test paid for the few
    // that fail. In CI it is recorded on the retry of a failed test (Playwright's own default);
    // locally, with no retry, it is kept for each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `npx tsx scripts/serve-cli.ts --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    // Under tsx on a loaded 2-core machine (load average 20) the server took over 30 s to
    // answer, and the run ended before its first test.
    timeout: 120_000,
  },
});
