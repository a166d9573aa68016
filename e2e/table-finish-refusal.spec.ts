/**
 * Issue #47 item 2: a refusal ("Not allowed by the rules") floats over the table's top edge.
 * It shoves nothing: Pass, the newest log line and the hand stay where they were, and the hand
 * is not cut off at the window's foot — in both window sizes, light and dark.
 */
import { test, expect, type Page } from '@playwright/test';
import { darkTheme, SIZES, startGoldfish, zone } from './helpers';
import { answerLeast } from './answer';

const pass = (page: Page) => page.getByLabel('Allowed now').getByRole('button', { name: /^Pass/ });
const newestLine = (page: Page) => page.getByTestId('game-log').locator('li').last();

for (const size of SIZES) {
  const at = `${size.width}×${size.height}`;
  test(`a refusal moves neither Pass, the newest log line nor the hand (${at})`, async ({ page }) => {
    await page.setViewportSize(size);
    await startGoldfish(page, 'Gundam War', '7');
    // The opening question (keep or redraw) comes with the first table: answer it so Pass is up.
    const decision = page.getByRole('alertdialog', { name: 'Decision' });
    for (let i = 0; i < 5 && !(await pass(page).isVisible()); i++) {
      await expect(decision.or(pass(page)).first()).toBeVisible();
      if (await decision.isVisible()) {
        await answerLeast(decision);
      }
    }
    await expect(pass(page)).toBeVisible();
    const card = zone(page, 0, 'hand').locator('.pf-card').first();
    const before = {
      pass: await pass(page).boundingBox(),
      line: await newestLine(page).boundingBox(),
      hand: await zone(page, 0, 'hand').boundingBox(),
      table: await page.getByTestId('play-table').boundingBox(),
    };
    // X puts the card pointed at into the junk yard by hand: on a rules table that is held back.
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.press('x');
    const offer = page.getByTestId('override-offer');
    await expect(offer).toContainText('Not allowed by the rules');
    expect(await pass(page).boundingBox()).toEqual(before.pass);
    expect(await newestLine(page).boundingBox()).toEqual(before.line);
    expect(await zone(page, 0, 'hand').boundingBox()).toEqual(before.hand);
    expect(await page.getByTestId('play-table').boundingBox()).toEqual(before.table);
    // The offer sits over the table, clear of the side panel.
    const side = (await page.locator('.pf-side').boundingBox())!;
    const o = (await offer.boundingBox())!;
    expect(o.x + o.width).toBeLessThanOrEqual(side.x);
    // The table's foot (the hand, scrolled to) is inside the window.
    const table = before.table!;
    expect(table.y + table.height).toBeLessThanOrEqual(size.height + 0.5);
    await page.screenshot({ path: test.info().outputPath(`refusal-light-${size.width}.png`) });
    await darkTheme(page);
    await page.screenshot({ path: test.info().outputPath(`refusal-dark-${size.width}.png`) });
    await offer.getByRole('button', { name: 'Cancel' }).click();
    await expect(offer).toHaveCount(0);
    expect(await pass(page).boundingBox()).toEqual(before.pass);
  });
}
