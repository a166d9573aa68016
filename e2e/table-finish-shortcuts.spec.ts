/**
 * Issue #47 item 5: a card shortcut acts on the card under the pointer at the moment of the key
 * press, also one that slid under a pointer that never moved (the card before it was played),
 * and says so when there is no card there, in English and Japanese, at both window sizes.
 */
import { test, expect, type Page } from '@playwright/test';
import { count, SIZES, tableDrawn, zone } from './helpers';

/** A manual Gundam War goldfish table: P puts any hand card into play. */
async function manualTable(page: Page, lang: 'en' | 'ja') {
  await page.goto('./#/play');
  await page.locator('.language-select select').selectOption(lang);
  await page.getByText(lang === 'en' ? 'Gundam War' : 'ガンダムウォー', { exact: true }).click();
  await page.getByText(lang === 'en' ? 'Goldfish (one deck)' : '一人回し（デッキ1つ）').click();
  await page.locator('.pf-check input[type="checkbox"]').first().uncheck();
  await page.locator('button.btn.primary').click();
  await tableDrawn(page);
}

for (const size of SIZES) {
  const at = `${size.width}×${size.height}`;
  test(`P plays the card that slid under a still pointer, and says when no card is there (${at})`, async ({ page }) => {
    await page.setViewportSize(size);
    await manualTable(page, 'en');
    const hand = zone(page, 0, 'hand');
    await expect(count(page, 0, 'hand')).toHaveText('6');
    const first = hand.locator('.pf-card').first();
    const box = (await first.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const names = await hand
      .locator('.pf-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card-id')));
    await page.keyboard.press('p');
    await expect(count(page, 0, 'hand')).toHaveText('5');
    // The next card has slid into the first one's place; the pointer has not moved.
    await expect(hand.locator('.pf-card').first()).toHaveAttribute('data-card-id', names[1]!);
    await page.keyboard.press('p');
    await expect(count(page, 0, 'hand')).toHaveText('4');
    await expect(hand.locator(`[data-card-id="${names[1]}"]`)).toHaveCount(0);
    await expect(hand.locator('.pf-card').first()).toHaveAttribute('data-card-id', names[2]!);
    // Pointing at no card: P says so.
    const head = (await hand.locator('.pf-zone-head').boundingBox())!;
    await page.mouse.move(head.x + head.width / 2, head.y + head.height / 2);
    await page.keyboard.press('p');
    await expect(page.getByTestId('table-note')).toHaveText('P: no card under the pointer.');
    await expect(count(page, 0, 'hand')).toHaveText('4');
  });
}

test('the shortcut’s word is Japanese in the Japanese interface', async ({ page }) => {
  await page.setViewportSize(SIZES[1]);
  await manualTable(page, 'ja');
  const head = (await zone(page, 0, 'hand').locator('.pf-zone-head').boundingBox())!;
  await page.mouse.move(head.x + head.width / 2, head.y + head.height / 2);
  await page.keyboard.press('t');
  await expect(page.getByTestId('table-note')).toHaveText('T：ポインタの下にカードがありません。');
});
