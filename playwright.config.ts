import { defineConfig } from '@playwright/test';
import { ensureChromium, CHROMIUM_FLAGS } from './scripts/chromium';

// No Playwright browser download here: we drive the system's Chromium.
const executablePath = ensureChromium();
const PORT = Number(process.env.E2E_PORT ?? 4179);

export default defineConfig({
  testDir: 'e2e',
  testMatch: /.*\.spec\.ts$/,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    viewport: { width: 1360, height: 860 },
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
