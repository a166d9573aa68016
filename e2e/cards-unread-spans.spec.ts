/**
 * Partial compilation as the player sees it (docs/card-scripts.md, "Partial compilation"): a
 * printed line the grammar reads in part is automated in that part, and the clause it cannot
 * read is marked where it stands in the line — in the import report's list of texts left to
 * the players, and in the card detail.
 */
import { test, expect } from '@playwright/test';

test('the import report and the card detail mark the unread clause of a line read in part', async ({ page }) => {
  await page.goto('./#/cards');
  await expect(page.getByTestId('result-count')).toHaveText(/of \d+$/);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Import…/ }).click();
  await (await chooser).setFiles('e2e/fixtures/gundam-war-partly.csv');

  const report = page.getByTestId('import-report');
  await expect(report).toContainText('Import finished');
  const automation = report.getByTestId('import-automation');
  await expect(automation).toContainText('2 partly compiled');
  // The line stands whole, and only the clause left to the players is marked.
  const ja = automation.getByRole('listitem').filter({ hasText: 'PR-001' });
  await expect(ja).toContainText('（戦闘フェイズ）：カード１枚を引く。その後、敵軍手札を見る。');
  await expect(ja.locator('mark')).toHaveText('その後、敵軍手札を見る');
  const en = automation.getByRole('listitem').filter({ hasText: 'PR-002' });
  await expect(en.locator('mark')).toHaveText("Then look at the enemy's hand");
  await expect(en).toContainText('Draw 1 card.');
  await expect(en.locator('mark')).not.toContainText('Draw 1 card');
  await page.screenshot({ path: '/tmp/unread-spans-report.png' });
  await report.getByRole('button', { name: 'Close', exact: true }).click();

  await page.getByRole('searchbox', { name: 'Search cards' }).fill('PR-002');
  await page.locator('.grid-card[data-number="PR-002"]').click();
  const detail = page.getByRole('complementary', { name: /Card details: Relay Lancer/ });
  const partly = detail.getByRole('list', { name: /Read in part/ });
  await expect(partly.locator('mark')).toHaveText("Then look at the enemy's hand");
  await expect(partly).toContainText('(Battle Phase) [R]: Draw 1 card.');
  // The marked clause is not listed again among the texts resolved by hand.
  await expect(detail.locator('.detail-abilities.manual')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/unread-spans-detail.png' });
});
