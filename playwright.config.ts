import { defineConfig } from '@playwright/test';
import { ensureChromium, CHROMIUM_FLAGS } from './scripts/chromium';
import { ensureCjkFont } from './scripts/fonts';

// No Playwright browser download here: we drive the system's Chromium.
const executablePath = ensureChromium();
// The Japanese-interface specs take screenshots: kana and kanji must be glyphs, not boxes.
ensureCjkFont();
const PORT = Number(process.env.E2E_PORT ?? 4179);

export default defineConfig({
  testDir: 'e2e',
  testMatch: /.*\.spec\.ts$/,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // On CI's two cores, two browsers side by side starve the drag-and-drop specs (pointer
  // moves arrive late and drops land in the wrong zone): run one at a time, and retry once
  // so a rare slow frame is reported as flaky rather than failing the build.
  workers: process.env.CI ? 1 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    viewport: { width: 1360, height: 860 },
    // English unless a spec switches: the app follows the browser's language on first start.
    locale: 'en-US',
    launchOptions: { executablePath, args: CHROMIUM_FLAGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `npx tsx scripts/serve-cli.ts --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
