/**
 * A Chromium the durability specs start themselves, on a profile folder that outlives it, so it
 * can be killed with SIGKILL (no shutdown, no flush: what a crash or a power cut does to the
 * browser process) and started again on the same IndexedDB. Playwright connects over CDP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { ensureChromium, CHROMIUM_FLAGS } from '../scripts/chromium';

export interface Killable {
  browser: Browser;
  page: Page;
  process: ChildProcess;
}

/** Starts Chromium on `profile` with `url` open in its first page. */
export async function startBrowser(profile: string, url: string): Promise<Killable> {
  const child = spawn(
    ensureChromium(),
    [
      ...CHROMIUM_FLAGS,
      '--headless',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--window-size=1360,860',
      '--lang=en-US',
      // The page opens with the browser: the app starts loading while Playwright connects.
      url,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${seen.slice(-500)}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before it listened: ${seen.slice(-500)}`));
    });
  });
  // Its log is kept beside the profile (what IndexedDB said on opening is there).
  child.stderr!.on('data', (chunk: Buffer) => appendFileSync(join(profile, 'chromium.log'), chunk));
  const browser = await chromium.connectOverCDP(endpoint);
  const context = browser.contexts()[0];
  const page = context.pages()[0] ?? (await context.newPage());
  if (page.url() !== url) await page.goto(url);
  return { browser, page, process: child };
}

/** SIGKILL, and wait until the process is gone (its profile lock is then stale, and taken over). */
export async function kill(running: Killable): Promise<void> {
  const gone = new Promise<void>((resolve) => {
    if (running.process.exitCode !== null || running.process.signalCode !== null) resolve();
    else running.process.once('exit', () => resolve());
  });
  running.process.kill('SIGKILL');
  await gone;
}

/** Closes it the ordinary way (the end of a spec). */
export async function close(running: Killable): Promise<void> {
  await running.browser.close().catch(() => undefined);
  if (running.process.exitCode === null && running.process.signalCode === null) await kill(running);
}
