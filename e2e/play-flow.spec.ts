/**
 * Rules play that flows (issue #15): a whole Gundam War turn passed with one "Pass until end
 * of turn" (Advanced Rules ch. 07: priority in every step), and a game saved to a file, opened
 * again from the start screen into Replay, and played on with "Continue from here"; in Replay a
 * decision is read only, showing what was answered, and "Continue from here" is the way to act.
 */
import { readFile } from 'node:fs/promises';
import { test, expect, type Page } from '@playwright/test';
import { openPosition, screenshotsAtBothSizes, SIZES, startGoldfish, stepOf } from './helpers';
import { answer, answerLeast, offers } from './answer';

const start = (page: Page, game: 'Gundam M.S. War' | 'Gundam War', seed: string) => startGoldfish(page, game, seed);

const turnOf = async (page: Page) =>
  Number((await page.locator('.pf-turn-line strong').textContent())?.replace(/\D/g, ''));

/** Keeps the opening hand. */
async function keep(page: Page) {
  const decision = page.getByRole('alertdialog', { name: 'Decision' });
  await expect(decision).toContainText(/Mulligan|mulligan/);
  const before = await stepOf(page);
  await answer(decision, (await offers(decision, /^Keep/)) ? /^Keep/ : 0);
  await expect.poll(() => stepOf(page)).not.toBe(before);
}

for (const size of SIZES) {
  test(`a Gundam War turn passed with one "Pass until end of turn" (${size.width}×${size.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await start(page, 'Gundam War', '11');
    await keep(page);
    await expect.poll(() => turnOf(page)).toBe(1);
    await expect(page.getByLabel('Allowed now').getByRole('button', { name: /^Pass/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`gundam-war-turn-start-${size.width}.png`) });
    await page.getByRole('button', { name: 'Pass until end of turn' }).click();
    // One click: every step of the turn passes by itself (Reroll, Draw, Disposition, the four Battle steps, End).
    await expect.poll(() => turnOf(page), { timeout: 20_000 }).toBe(2);
    await expect(page.getByTestId('stop')).toHaveCount(0);
    const log = page.getByTestId('game-log');
    await expect(log).toContainText('End Phase.');
    await expect(log).not.toContainText('Override');
    await page.screenshot({ path: test.info().outputPath(`gundam-war-turn-passed-${size.width}.png`) });
  });
}

test('a step stop set once halts auto-pass at that step, and is remembered for the next game', async ({ page }) => {
  await start(page, 'Gundam War', '11');
  await keep(page);
  await page.getByRole('checkbox', { name: /Auto-pass for/ }).check();
  const stops = page.getByTestId('step-stops');
  await stops.locator('summary').click();
  await stops.getByRole('checkbox', { name: 'Battle Phase · Attack Step' }).check();
  await expect(stops.locator('summary')).toHaveText('Auto-pass stops at (1)');
  const pass = page.getByLabel('Allowed now').getByRole('button', { name: /^Pass/ });
  // Pass by hand until the Battle Phase: auto-pass goes by every window where Pass is all there is, but not the stop.
  for (let i = 0; i < 20 && (await page.locator('.pf-phases li.on').textContent()) !== 'Battle'; i++) {
    const before = await stepOf(page);
    await pass.click();
    await expect.poll(() => stepOf(page)).not.toBe(before);
  }
  await expect(page.getByTestId('step')).toHaveText('Attack Step');
  await expect(page.getByText('You have priority')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('step-stop.png') });
  // The next game of Gundam War has it still.
  await page.getByRole('button', { name: 'End game' }).click();
  await start(page, 'Gundam War', '12');
  await keep(page);
  await page.getByTestId('step-stops').locator('summary').click();
  await expect(page.getByRole('checkbox', { name: 'Battle Phase · Attack Step' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Battle Phase · Defend Step' })).not.toBeChecked();
});

test('"Next phase" in a rules game passes priority until the phase ends, never an override', async ({ page }) => {
  await start(page, 'Gundam War', '11');
  await keep(page);
  await expect(page.locator('.pf-phases li.on')).toHaveText('Reroll');
  await page.getByRole('button', { name: 'Next phase' }).click();
  await expect(page.locator('.pf-phases li.on')).toHaveText('Draw');
  await page.keyboard.press('n');
  await expect(page.locator('.pf-phases li.on')).toHaveText('Disposition');
  await expect(page.getByTestId('game-log')).not.toContainText('Override');
});

test('a game saved to a file opens in Replay from the start screen, and "Continue from here" plays on', async ({
  page,
}) => {
  await start(page, 'Gundam M.S. War', '5');
  const decision = page.getByRole('alertdialog', { name: 'Decision' });
  // A few moves: keep, then the Preliminary Phase's prompts.
  for (let i = 0; i < 3; i++) {
    const before = await stepOf(page);
    await answerLeast(decision);
    await expect.poll(() => stepOf(page)).not.toBe(before);
  }
  const steps = Number(await stepOf(page));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.sortie-game\.json$/);
  const path = test.info().outputPath(file.suggestedFilename());
  await file.saveAs(path);
  const saved = JSON.parse(await readFile(path, 'utf8'));
  expect(saved).toMatchObject({
    format: 'sortie-game-file',
    version: 1,
    choice: { game: 'ms-war', mode: 'goldfish', rules: true },
  });
  expect(saved.engine.intents).toHaveLength(steps);

  // Another computer: nothing stored (a fresh page, its database wiped, and with it the note that
  // a library was here and its local snapshot, or the recovery screen would rightly open).
  await page.getByRole('button', { name: 'End game' }).click();
  await page.evaluate(async () => {
    await new Promise((done) => {
      const r = indexedDB.deleteDatabase('sortie');
      r.onsuccess = r.onerror = r.onblocked = () => done(null);
    });
    localStorage.clear();
    const root = await navigator.storage.getDirectory();
    for await (const name of (root as unknown as { keys(): AsyncIterable<string> }).keys())
      await root.removeEntry(name, { recursive: true });
  });
  await page.reload();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open a game file…' }).click();
  await (await chooser).setFiles(path);
  const replay = page.getByRole('toolbar', { name: 'Replay' });
  await expect(replay).toBeVisible();
  await expect(page.getByTestId('replay-position')).toHaveText(`step 0 / ${steps}`);
  await replay.getByRole('button', { name: 'Step forward' }).click();
  await expect(page.getByTestId('replay-position')).toHaveText(`step 1 / ${steps}`);
  await screenshotsAtBothSizes(page, 'opened-game-replay');
  await replay.getByRole('button', { name: 'Continue from here' }).click();
  await expect(replay).toHaveCount(0);
  // Played on from step 1: the next prompt is answered and the game goes on from there.
  const before = await stepOf(page);
  await answerLeast(decision);
  await expect.poll(() => stepOf(page)).toBe(String(Number(before) + 1));

  // A file that is not a game is refused by name.
  const bad = test.info().outputPath('not-a-game.json');
  await (await import('node:fs/promises')).writeFile(bad, '{"format":"something-else"}');
  await page.getByRole('button', { name: 'End game' }).click();
  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open a game file…' }).click();
  await (await again).setFiles(bad);
  await expect(page.getByRole('alert')).toContainText('not-a-game.json: not a Sortie game file');
});

test('in Replay a decision is read only, ticked as it was answered; "Continue from here" answers it anew', async ({
  page,
}) => {
  await openPosition(page, 'gundam-war-squad', false);
  const { engine } = JSON.parse(await readFile(test.info().outputPath('gundam-war-squad.sortie-game.json'), 'utf8'));
  // The position's last move sortied a squad of two or more Units in one answer.
  const last = engine.intents.length - 1;
  const sortie = engine.intents[last];
  expect(sortie).toMatchObject({ type: 'answer', seat: 0 });
  expect(sortie.choice.length).toBeGreaterThanOrEqual(2);
  const replay = page.getByRole('toolbar', { name: 'Replay' });
  const decision = page.getByRole('alertdialog', { name: 'Decision' });
  await replay.getByRole('slider').fill(String(last));
  await expect(page.getByTestId('replay-position')).toHaveText(`step ${last} / ${last + 1}`);
  await expect(decision).toContainText('sortie');
  await expect(decision.getByTestId('replay-decision')).toHaveText(/what was chosen here/);
  await expect(decision.locator('.pf-options input:checked')).toHaveCount(sortie.choice.length);
  await expect(decision.getByTestId('pick-order')).toHaveText(sortie.choice.map((_: string, i: number) => `${i + 1}`));
  await expect(decision.locator('.pf-options input:enabled')).toHaveCount(0);
  await expect(decision.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await screenshotsAtBothSizes(page, 'replay-decision');

  // The opening mulligan, answered by the engine's player: the option it took ticked.
  await replay.getByRole('button', { name: 'To the start' }).click();
  await expect(page.getByTestId('replay-position')).toHaveText(`step 0 / ${last + 1}`);
  expect(engine.intents[0]).toMatchObject({ type: 'answer' });
  const taken = engine.intents[0].choice[0] as string;
  const labels: Record<string, RegExp> = { keep: /^Keep/, 'no-g': /^Show a hand without G/, redraw: /^Redraw/ };
  expect(Object.keys(labels)).toContain(taken);
  await expect(decision.locator('.pf-options label', { has: page.locator('input:checked') })).toHaveText(labels[taken]);
  await expect(decision.locator('.pf-options input:enabled')).toHaveCount(0);

  // Continuing from here hands the decision back: a pick and Confirm branch the game.
  await decision.getByRole('button', { name: 'Continue from here' }).click();
  await expect(replay).toHaveCount(0);
  await expect(decision.getByTestId('replay-decision')).toHaveCount(0);
  await expect(decision.locator('.pf-options input:checked')).toHaveCount(0);
  await answer(decision, /^Keep/);
  await expect.poll(() => stepOf(page)).toBe('1');
  await expect(page.getByTestId('replay-refused')).toHaveCount(0);
});
