/**
 * Hotseat auto-pass (docs/playtester.md): once both players tick "Auto-pass … when Pass is the
 * only move", the table is never handed to a seat whose only move is Pass — every time a seat
 * is shown it has a decision, a lit card or a button other than Pass — and the other seat's
 * hand never reaches the page. Fewer curtains than the same game played without it.
 */
import { test, expect, type Page } from '@playwright/test';
import { afterMove, tableDrawn, zone } from './helpers';
import { answerLeast } from './answer';

async function start(page: Page) {
  await page.goto('./#/play');
  await page.getByText('Gundam War', { exact: true }).click();
  await page.getByText('Hotseat (two players)').click();
  await expect(page.getByRole('checkbox', { name: /Rules-assisted/ })).toBeChecked();
  await page.getByText('More options').click();
  await page.getByLabel('Seed').fill('11');
  await page.getByRole('button', { name: 'Start game' }).click();
  await tableDrawn(page);
}

/**
 * Plays until turn 3 answering every decision with its first choices and passing otherwise
 * (a passive player: most of their priority is Pass only). Returns the number of curtains.
 */
async function play(page: Page, auto: boolean): Promise<number> {
  const curtain = page.getByTestId('curtain');
  const decision = page.getByRole('alertdialog', { name: 'Decision' });
  const allowed = page.getByLabel('Allowed now');
  const ticked = new Set<number>();
  let curtains = 0;
  const table = page.getByTestId('play-table');
  for (let i = 0; i < 300; i++) {
    // The curtain or the table, whichever is up (never both): a look before either came up
    // would spend the loop's tries on nothing.
    await expect(curtain.or(table).first()).toBeVisible();
    if (await curtain.count()) {
      curtains++;
      await curtain.getByRole('button').click();
      await expect(curtain).toHaveCount(0);
      continue;
    }
    const turn = Number((await page.locator('.pf-turn-line strong').textContent())?.replace(/\D/g, ''));
    if (turn >= 3) break;
    const viewer = Number(await table.getAttribute('data-viewer'));
    // The other seat's hand is backs only.
    await expect(zone(page, 1 - viewer, 'hand').locator('[data-card-key]')).toHaveCount(0);
    // Checked from the first time both seats have opted in (ticking does not act by itself).
    const bothOn = ticked.size === 2;
    const box = page.getByRole('checkbox', { name: /Auto-pass for/ });
    if (auto && !ticked.has(viewer)) {
      await box.check();
      ticked.add(viewer);
    }
    // The move, made and waited for: the step moves on, or the curtain comes up for the other seat.
    const made = (act: () => Promise<unknown>) => afterMove(page, act, [curtain]);
    if (await decision.count()) {
      await made(() => answerLeast(decision));
    } else {
      const buttons = await allowed.getByRole('button').allInnerTexts();
      const lit = await page.locator(`section.pf-zone[data-seat="${viewer}"] .pf-card[data-moves]`).count();
      // With auto-pass on for both seats, a seat is only shown the table when it has a real choice.
      if (auto && bothOn)
        expect(
          lit > 0 || buttons.some((b) => b !== 'Pass'),
          `seat ${viewer} was shown the table with Pass as its only move`,
        ).toBe(true);
      if (!buttons.includes('Pass')) continue;
      await made(() => allowed.getByRole('button', { name: 'Pass' }).click());
    }
  }
  return curtains;
}

test('Gundam War hotseat: auto-pass hands the computer over only for a real choice', async ({ page }) => {
  test.setTimeout(300_000);
  await start(page);
  const without = await play(page, false);
  await page.getByRole('button', { name: 'End game' }).click();
  await start(page);
  const withAuto = await play(page, true);
  test.info().annotations.push({ type: 'curtains', description: `${without} without auto-pass, ${withAuto} with it` });
  expect(withAuto).toBeLessThan(without);
  await page.screenshot({ path: test.info().outputPath('auto-pass.png') });
});
