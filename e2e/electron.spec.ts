import { test, expect, _electron as electron } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { findElectronBinary } from '../scripts/electron-binary';

const root = fileURLToPath(new URL('..', import.meta.url));
const binary = findElectronBinary(root);
const SKIP_REASON =
  'Electron binary not present on this machine (it cannot be downloaded here); the desktop smoke test runs where it is.';
// The list reporter shows no skip reasons, so say it once in the output.
if (!binary) console.log(`[electron smoke test] skipped: ${SKIP_REASON}`);

test.describe('desktop shell (Electron)', () => {
  test.skip(!binary, SKIP_REASON);
  test.skip(!!binary && !existsSync(`${root}/dist-electron/main.cjs`), 'Run `npm run build:electron` first.');

  test('opens the app window from app:// with a sandboxed renderer', async () => {
    const app = await electron.launch({ executablePath: binary!, args: [root] });
    const window = await app.firstWindow();
    await expect(window.getByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
    expect(window.url()).toMatch(/^app:\/\/sortie\//);
    expect(await window.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
    expect(
      await window.evaluate(() => typeof (globalThis as { sortie?: { openFiles?: unknown } }).sortie?.openFiles),
    ).toBe('function');
    await app.close();
  });
});
