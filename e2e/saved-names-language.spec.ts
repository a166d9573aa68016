/**
 * Issue #47 item 4: a saved game keeps the name it was given in the language it began in, both
 * ways — a game started in Japanese keeps its Japanese name after switching to English and back,
 * and one started in English keeps its English name in the Japanese interface.
 */
import { test, expect, type Page } from '@playwright/test';
import { SIZES, startPlayIn } from './helpers';

const titles = (page: Page) => page.getByTestId('resume-title');
const language = (page: Page, lang: string) => page.locator('.language-select select').selectOption(lang);

for (const size of SIZES) {
  const at = `${size.width}×${size.height}`;
  test(`a saved game's name stays in the language it was started in, both ways (${at})`, async ({ page }) => {
    await page.setViewportSize(size);
    await startPlayIn(page, 'ja', { game: 'ガンダムウォー', mode: '一人回し（デッキ1つ）', start: 'ゲーム開始' });
    await page.getByRole('button', { name: 'ゲーム終了' }).click();
    await expect(titles(page)).toHaveCount(1);
    const japanese = (await titles(page).first().textContent())!;
    expect(japanese).toMatch(/デモ/);

    await language(page, 'en');
    await expect(page.getByRole('heading', { name: 'Resume a game' })).toBeVisible();
    await expect(titles(page).first()).toHaveText(japanese);
    await page.getByText('Goldfish (one deck)').click();
    await page.getByRole('button', { name: 'Start game' }).click();
    await expect(page.getByTestId('play-table')).toBeVisible();
    await page.getByRole('button', { name: 'End game' }).click();
    await expect(titles(page)).toHaveCount(2);
    const english = (await titles(page).first().textContent())!;
    expect(english).toMatch(/demo/);

    await language(page, 'ja');
    await expect(page.getByRole('heading', { name: 'ゲームを再開' })).toBeVisible();
    await expect(titles(page)).toHaveText([english, japanese]);
    await page.screenshot({ path: test.info().outputPath(`resume-names-ja-${size.width}.png`) });
  });
}
