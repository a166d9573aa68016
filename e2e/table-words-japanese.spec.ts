/**
 * Issue 47, item 4 (in part): words M.S. War prints in English only are told in Japanese on
 * Sortie's own cards — a corps ("所属 Earth Alliance" was shown), an M.S. type, the demo set's
 * name — on faces, in the card detail and the deck's figures; M.S. War keywords go by Japanese
 * names; the paste-list example names the cards in Japanese. At both sizes; screenshots light and dark.
 */
import { test, expect, type Page } from '@playwright/test';
import { SIZES } from './helpers';

test.use({ locale: 'ja-JP' });

/** Corps, M.S. types and the set's name in English: a Japanese reader should not meet them. */
const ENGLISH = /Earth Alliance|Principality|Colony Union|Free Traders|Mobile Suit|Mobile Armor|Battleship|Sortie Demo/;

async function dark(page: Page) {
  for (let i = 0; i < 3 && (await page.evaluate(() => document.documentElement.dataset.theme)) !== 'dark'; i++)
    await page.getByRole('button', { name: /テーマ/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

async function cardDetail(page: Page, query: string, number: string) {
  await page.getByRole('searchbox', { name: 'カードを検索' }).fill(query);
  await page.locator(`.grid-card[data-number="${number}"]`).click();
  const detail = page.getByRole('complementary', { name: /カードの詳細/ });
  await expect(detail).toBeVisible();
  return detail;
}

for (const size of SIZES) {
  test(`M.S. War's corps, types, keywords and the demo set in Japanese (${size.width}×${size.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('./#/cards');
    await expect(page.getByTestId('engine-status')).toContainText('ガンダムウォー');
    const detail = await cardDetail(page, 'game:msw SD-001', 'SD-001');
    await expect(detail).toContainText('地球連合');
    await expect(detail).toContainText('Sortie デモ');
    await expect(detail).not.toContainText(ENGLISH);
    // Every M.S. War card face on the screen, its subtitle (type · corps or M.S. type) in Japanese.
    await page.getByRole('searchbox', { name: 'カードを検索' }).fill('game:msw');
    // The grid fills in as the search answers: wait for the faces rather than read the first one alone.
    await expect.poll(() => page.locator('.grid-card .card-face').count()).toBeGreaterThan(5);
    const faces = await page.locator('.grid-card .card-face').allInnerTexts();
    for (const f of faces) expect(f, f).not.toMatch(ENGLISH);
    await page.screenshot({ path: test.info().outputPath(`msw-cards-ja-${size.width}.png`) });
    // A keyword chip: Preemptive Strike as 先制攻撃.
    const keyword = await cardDetail(page, 'game:msw SD-003', 'SD-003');
    await expect(keyword.locator('.kw-chip')).toHaveText(['先制攻撃']);
    await dark(page);
    await page.screenshot({ path: test.info().outputPath(`msw-cards-ja-dark-${size.width}.png`) });
  });

  test(`the paste-list example names cards in Japanese (${size.width}×${size.height})`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('./#/decks');
    await page.getByRole('button', { name: 'リストを貼り付け…' }).click();
    const box = page.getByLabel('デッキリストのテキスト');
    const example = (await box.getAttribute('placeholder')) ?? '';
    expect(example).toContain('ヴァンガード・トルーパー');
    // Notation only: card numbers, a format id, the "3x" count.
    const words = example.replace(/SD-\d+|ms-war-2\.1|\d+x/g, '').match(/[A-Za-z]{2,}/g) ?? [];
    expect(words).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`paste-list-ja-${size.width}.png`) });
  });
}
