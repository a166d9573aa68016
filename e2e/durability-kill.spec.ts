/**
 * Every edit on screen survives a crash: the browser is killed (SIGKILL) at random moments while
 * a deck's name, counts and sections are edited, started again on the same profile, and the
 * deck it shows must be the last one seen before the kill or one of the edits made after it —
 * never an older one. KILLS (100 unless DURABILITY_KILLS says) rounds, each a burst of edits cut
 * short by a kill, shared by two browsers killed side by side on profiles of their own.
 */
import { test, expect, type Page } from '@playwright/test';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { close, kill, startBrowser, type Killable } from './killable-browser';

// A browser killed mid-recording leaves a trace or video that cannot be read: none is recorded.
test.use({ trace: 'off', video: 'off' });

const KILLS = Number(process.env.DURABILITY_KILLS ?? 100);
/** Browsers killed side by side, each on its own profile (DURABILITY_LANES, 2 unless it says). */
const LANES = Number(process.env.DURABILITY_LANES ?? 2);
const CARDS = ['SD-001', 'SD-002', 'SD-003'];

interface Shown {
  name: string;
  main: Record<string, number>;
  side: Record<string, number>;
}

type Edit =
  | { kind: 'type'; letter: string }
  | { kind: 'add'; number: string }
  | { kind: 'move'; from: 'main' | 'side'; number: string };

/** What the editor shows: the name field's text and each row's count (drawn once written). */
const shown = (page: Page): Promise<Shown> =>
  page.evaluate(() => {
    const read = (section: string) => {
      const out: Record<string, number> = {};
      for (const row of document.querySelectorAll(`[data-testid^="${section}-SD-"]`)) {
        const number = row.getAttribute('data-testid')!.slice(section.length + 1);
        out[number] = Number(row.querySelector('.row-count')?.textContent);
      }
      return out;
    };
    const input = document.querySelector<HTMLInputElement>('input.deck-title');
    // The field echoes a key before its write can finish (aria-busy until the database has it):
    // a name counts as shown once written.
    const name = input?.getAttribute('aria-busy') === 'true' ? '(being written)' : (input?.value ?? '');
    return { name, main: read('main'), side: read('side') };
  });

const same = (a: Shown, b: Shown) => JSON.stringify(a) === JSON.stringify(b);
const sorted = (s: Shown): Shown => ({
  name: s.name,
  main: Object.fromEntries(Object.entries(s.main).sort()),
  side: Object.fromEntries(Object.entries(s.side).sort()),
});

function after(state: Shown, edit: Edit): Shown {
  const next = { name: state.name, main: { ...state.main }, side: { ...state.side } };
  if (edit.kind === 'type') next.name += edit.letter;
  else if (edit.kind === 'add') next.main[edit.number] = (next.main[edit.number] ?? 0) + 1;
  else {
    const to = edit.from === 'main' ? 'side' : 'main';
    next[edit.from][edit.number] -= 1;
    if (next[edit.from][edit.number] === 0) delete next[edit.from][edit.number];
    next[to][edit.number] = (next[to][edit.number] ?? 0) + 1;
  }
  return sorted(next);
}

function pick(state: Shown, random: () => number): Edit {
  const r = random();
  if (r < 0.4) return { kind: 'type', letter: 'abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 26)] };
  const number = CARDS[Math.floor(random() * CARDS.length)];
  if (r < 0.7 || !(number in state.main || number in state.side)) return { kind: 'add', number };
  const from = number in state.side && (random() < 0.5 || !(number in state.main)) ? 'side' : 'main';
  return { kind: 'move', from, number };
}

async function make(page: Page, edit: Edit) {
  if (edit.kind === 'type') {
    const name = page.getByLabel('Deck name');
    await name.press('End');
    await name.press(edit.letter);
  } else if (edit.kind === 'add') {
    const row = page.getByTestId(`main-${edit.number}`);
    if (await row.count()) await row.press('+');
    else await page.getByTestId(`result-${edit.number}`).press('Enter');
  } else await page.getByTestId(`${edit.from}-${edit.number}`).press('s');
}

/** What the local snapshot holds for the deck (its own file), for a failure's message. */
const keptFile = (page: Page) =>
  page.evaluate(async () => {
    try {
      const root = await navigator.storage.getDirectory();
      const dir = await (await root.getDirectoryHandle('snapshot')).getDirectoryHandle('decks');
      const out: string[] = [];
      for await (const handle of (dir as unknown as { values(): AsyncIterable<FileSystemFileHandle> }).values()) {
        const file = await handle.getFile();
        out.push(`${handle.name} ${file.lastModified}: ${(await file.text()).slice(0, 400)}`);
      }
      const library = await (await root.getDirectoryHandle('snapshot')).getFileHandle('library.zip');
      out.push(`library.zip ${(await library.getFile()).lastModified}`);
      return out.join('\n');
    } catch (error) {
      return String(error);
    }
  });

const snapshotTaken = (page: Page) =>
  page.evaluate(async () => {
    try {
      const root = await navigator.storage.getDirectory();
      await (await root.getDirectoryHandle('snapshot')).getFileHandle('library.zip');
      return true;
    } catch {
      return false;
    }
  });

/** Waits until `check` holds; stops (throws) as soon as the kill has begun. */
async function until(check: () => Promise<boolean>, killing: () => boolean) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (killing()) throw new Error('killed');
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('an edit did not come up on screen within 15 s');
}

/**
 * Removes a browser profile folder. Chromium's helper processes may still write into it a moment
 * after the browser is closed; a folder left in the temporary directory then is not a failure.
 */
function removeProfile(profile: string) {
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
  } catch {
    // Left for the system's temporary-file cleanup.
  }
}

/** A small seeded generator, so a failing run can be repeated (the seed is in the failure). */
function mulberry(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One browser on its own profile, killed `kills` times; returns how many starts needed the
 * snapshot and how long the kills took (from the first to the last start after one). Throws, naming the round and the seed, when a deck comes back older than shown.
 */
async function killLane(
  base: string,
  lane: number,
  kills: number,
  seed: number,
): Promise<{ recoveries: number; shownEdits: number; ms: number }> {
  const profile = mkdtempSync(join(tmpdir(), 'sortie-kill-'));
  const random = mulberry(seed);
  let running: Killable | undefined;
  try {
    // What the page said went wrong (a write the app could not make), for a failure's message.
    const errors: string[] = [];
    const listen = (p: Page) =>
      p.on('console', (m) => void (m.type() === 'error' && errors.push(m.text().slice(0, 300))));
    running = await startBrowser(profile, `${base}#/decks`);
    let page = running.page;
    listen(page);
    await page.getByRole('button', { name: 'New M.S. War deck' }).click();
    await expect(page.getByLabel('Deck name')).toBeVisible();
    const deckUrl = page.url();
    await expect(page.getByTestId('result-SD-001')).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Deck name').fill('K');
    await expect.poll(async () => (await shown(page)).name).toBe('K');
    let state = sorted(await shown(page));
    // The local snapshot is taken a few seconds after a start; the kills begin once it is there.
    await expect.poll(() => snapshotTaken(page), { timeout: 30_000 }).toBe(true);
    let recoveries = 0;
    let shownEdits = 0;
    const began = Date.now();
    for (let round = 0; round < kills; round++) {
      // A burst of edits, each made when the one before is on screen; the kill comes at a random
      // moment, wherever the page is: in half the rounds counted from the start of the burst (the
      // page may still be starting, the first edit on its way), in the other half from the first
      // edit on screen (so those rounds check at least one edit, however slow the machine).
      const edits: Shown[] = [state];
      let seen = 0;
      let killing = false;
      const killAt = Math.floor(random() * 250);
      const early = random() < 0.5;
      let armKill = () => {};
      const killed = new Promise<void>((resolve) => {
        armKill = () =>
          setTimeout(() => {
            killing = true;
            void kill(running!).then(resolve);
          }, killAt);
      });
      if (early) armKill();
      try {
        while (!killing) {
          const edit = pick(edits[edits.length - 1], random);
          const next = after(edits[edits.length - 1], edit);
          // A candidate from the moment its key is sent: the kill may land while it is on its way.
          edits.push(next);
          await make(page, edit);
          await until(
            async () => same(sorted(await shown(page)), next),
            () => killing,
          );
          if (seen === 0 && !early) armKill();
          seen = edits.length - 1;
        }
      } catch (error) {
        if (!killing)
          throw new Error(
            `lane ${lane} round ${round} (seed ${seed}): ${String(error)}; page errors: ${errors.join(' | ')}`,
          );
      }
      shownEdits += seen;
      await killed;
      running = await startBrowser(profile, deckUrl);
      page = running.page;
      listen(page);
      const editor = page.getByLabel('Deck name');
      const recovery = page.getByTestId('recovery-screen');
      // Generous: on a busy machine a start after a kill takes long, and waiting longer checks no less.
      await expect(editor.or(recovery)).toBeVisible({ timeout: 60_000 });
      const file = await keptFile(page);
      const wasRecovery = await recovery.isVisible();
      if (wasRecovery) {
        // The browser dropped the database as damaged (its log says so): the library is restored
        // from the local snapshot, decks as last saved.
        recoveries++;
        await expect(recovery.getByRole('heading', { name: 'Your library is missing' })).toBeVisible();
        await recovery.getByRole('button', { name: 'Restore the local snapshot' }).click();
        await expect(editor).toBeVisible({ timeout: 60_000 });
      }
      await expect(page.getByTestId('result-SD-001')).toBeVisible({ timeout: 60_000 });
      const kept = sorted(await shown(page));
      if (process.env.DURABILITY_LOG)
        console.log(
          `lane ${lane} round ${round} killAt ${killAt}${early ? ' from the start' : ''} seen ${seen}/${edits.length - 1} recovery ${wasRecovery} kept ${JSON.stringify(kept)}`,
        );
      if (!edits.some((s, i) => i >= seen && same(s, kept)))
        throw new Error(
          `lane ${lane} round ${round} (seed ${seed}): the deck came back as ${JSON.stringify(kept)}, ` +
            `but ${JSON.stringify(edits[seen])} was on screen before the kill; recovery ${wasRecovery}; ` +
            `edits ${JSON.stringify(edits)} seen ${seen} killAt ${killAt}; page errors: ${errors.join(' | ')}; snapshot files:\n${file}`,
        );
      state = kept;
    }
    return { recoveries, shownEdits, ms: Date.now() - began };
  } finally {
    if (running) await close(running);
    if (!process.env.DURABILITY_KEEP) removeProfile(profile);
  }
}

// Repeat a run with `DURABILITY_SEED=<seed>` (the failure names it); DURABILITY_LOG=1 prints each
// round, DURABILITY_KEEP=1 keeps the profile folders (Chromium's log is in chromium.log there).
test('no edit shown on screen is lost when the browser is killed while editing', async ({ baseURL }) => {
  // The lanes share the kills: while one browser starts (mostly waiting on its own processes),
  // the other edits, so a hundred kills take about half the time without being fewer.
  const lanes = Math.max(1, Math.min(KILLS, LANES));
  test.setTimeout(Math.max(120_000, (KILLS / lanes) * 40_000));
  const seed = Number(process.env.DURABILITY_SEED ?? Date.now() % 1_000_000);
  const began = Date.now();
  const share = (lane: number) => Math.floor(KILLS / lanes) + (lane < KILLS % lanes ? 1 : 0);
  const runs = await Promise.all(
    Array.from({ length: lanes }, (_, lane) => killLane(baseURL!, lane, share(lane), seed + lane)),
  );
  const recoveries = runs.reduce((n, run) => n + run.recoveries, 0);
  const shownEdits = runs.reduce((n, run) => n + run.shownEdits, 0);
  const killing = runs.reduce((n, run) => n + run.ms, 0);
  test
    .info()
    .annotations.push({ type: 'recoveries', description: `${recoveries} of ${KILLS} kills needed the snapshot` });
  const ms = Date.now() - began;
  console.log(
    `${KILLS} kills in ${lanes} lanes in ${(ms / 1000).toFixed(0)} s (${(killing / KILLS).toFixed(0)} ms a kill in its lane), ` +
      `${recoveries} restored from the local snapshot, ${shownEdits} edits on screen before a kill (seed ${seed})`,
  );
});

test('a database removed from the disk between two runs opens the recovery screen, and the snapshot restores it', async ({
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const profile = mkdtempSync(join(tmpdir(), 'sortie-gone-'));
  let running: Killable | undefined;
  try {
    running = await startBrowser(profile, `${baseURL}#/decks`);
    let page = running.page;
    await page.getByRole('button', { name: 'New M.S. War deck' }).click();
    await page.getByLabel('Deck name').fill('Kept Through The Loss');
    await expect(page.getByLabel('Deck name')).not.toHaveAttribute('aria-busy', 'true');
    const deckUrl = page.url();
    await expect.poll(() => snapshotTaken(page), { timeout: 30_000 }).toBe(true);
    // Typed after the snapshot was taken: the deck is kept beside it as it is saved.
    await page.getByLabel('Deck name').press('End');
    await page.getByLabel('Deck name').pressSequentially(' Again');
    await expect(page.getByLabel('Deck name')).toHaveValue('Kept Through The Loss Again');
    await expect(page.getByLabel('Deck name')).not.toHaveAttribute('aria-busy', 'true');
    await kill(running);

    // What Chromium does to a database it finds damaged on opening: the folder is gone.
    const folder = join(profile, 'Default', 'IndexedDB');
    const databases = readdirSync(folder).filter((name) => name.endsWith('.indexeddb.leveldb'));
    expect(databases.length).toBeGreaterThan(0);
    for (const name of databases) rmSync(join(folder, name), { recursive: true, force: true });
    expect(databases.some((name) => existsSync(join(folder, name)))).toBe(false);

    running = await startBrowser(profile, deckUrl);
    page = running.page;
    const screen = page.getByTestId('recovery-screen');
    await expect(screen.getByRole('heading', { name: 'Your library is missing' })).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: info.outputPath('gone.png') });
    await screen.getByRole('button', { name: 'Restore the local snapshot' }).click();
    await expect(page.getByLabel('Deck name')).toHaveValue('Kept Through The Loss Again', { timeout: 30_000 });
    await page.goto(`${baseURL}#/decks`);
    await expect(page.getByRole('row', { name: /Kept Through The Loss Again/ })).toBeVisible();
  } finally {
    if (running) await close(running);
    removeProfile(profile);
  }
});
