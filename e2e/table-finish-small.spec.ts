/**
 * Issue #47, the smaller items: an image attached after a game began shows on that game's
 * table; a new deck's name is not its button's words and is unique (English and Japanese);
 * a card named in the log is zoomed beside the log, not over it; Escape closes the card detail.
 */
import { test, expect, type Page } from '@playwright/test';
import { SIZES, startGoldfish, zone } from './helpers';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function attachImage(page: Page, number: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Images…' }).click();
  await (await chooser).setFiles({ name: `${number}.png`, mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('1 image attached.')).toBeVisible();
}

for (const size of SIZES) {
  const at = `${size.width}×${size.height}`;
  test.describe(at, () => {
    test.use({ viewport: size });

    test(`an image attached after the game began shows on its table (${at})`, async ({ page }) => {
      await startGoldfish(page, 'Gundam War', '3');
      const card = zone(page, 0, 'hand').locator('.pf-card[data-card-key]').first();
      const key = (await card.getAttribute('data-card-key'))!;
      await expect(card.locator('img')).toHaveCount(0);
      await page.goto('./#/cards');
      await attachImage(page, key.split(':')[1]);
      await page.goto('./#/play');
      const same = zone(page, 0, 'hand').locator(`.pf-card[data-card-key="${key}"]`).first();
      await expect(same.locator('img')).toHaveAttribute('src', /^blob:/);
    });

    test(`a new deck is named "New deck N", never its button's words, in English and Japanese (${at})`, async ({
      page,
    }) => {
      await page.goto('./#/decks');
      const name = page.locator('input.deck-title');
      await page.getByRole('button', { name: 'New Gundam War deck' }).click();
      await expect(name).toHaveValue('New deck 1');
      await page.goto('./#/decks');
      await page.getByRole('button', { name: 'New M.S. War deck' }).click();
      await expect(name).toHaveValue('New deck 2');
      await page.goto('./#/decks');
      await page.locator('.language-select select').selectOption('ja');
      await page.getByRole('button', { name: '新しいガンダムウォーのデッキ' }).click();
      await expect(name).toHaveValue('新しいデッキ 1');
    });

    test(`a card named in the log is zoomed beside the log, not over it (${at})`, async ({ page }) => {
      await startGoldfish(page, 'Gundam War', '3');
      // Draw a card by hand (D on a manual step is refused on a rules table): the opening draw
      // already names no card to the player, so click the Nation after the deal.
      const named = page.getByTestId('game-log').locator('.pf-log-card').first();
      if (!(await named.count())) {
        await page.mouse.move(5, 5);
        await zone(page, 0, 'nation').locator('.pf-card').click();
        const offer = page.getByTestId('override-offer');
        if (await offer.isVisible()) await offer.getByRole('button', { name: /anyway/ }).click();
      }
      await expect(named).toBeVisible();
      await named.hover();
      const zoom = page.getByTestId('card-zoom');
      await expect(zoom).toBeVisible();
      const z = (await zoom.boundingBox())!;
      const side = (await page.locator('.pf-side').boundingBox())!;
      expect(z.x + z.width).toBeLessThanOrEqual(side.x);
      await page.screenshot({ path: test.info().outputPath(`log-zoom-${size.width}.png`) });
    });

    test(`Escape closes the card detail (${at})`, async ({ page }) => {
      await page.goto('./#/cards');
      await page.locator('.grid-card').first().click();
      const detail = page.getByRole('complementary', { name: /Card details/ });
      await expect(detail).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(detail).toHaveCount(0);
      // Escape in the search box leaves it alone (it is the box's own key).
      await page.locator('.grid-card').first().click();
      await expect(detail).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search cards' }).press('Escape');
      await expect(detail).toBeVisible();
    });
  });
}
