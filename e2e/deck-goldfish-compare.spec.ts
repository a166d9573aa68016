/**
 * Two versions of a deck compared by goldfish from the deck's History (issue #15): each version
 * plays the dummy opponent on the same shuffles, and the panel shows both turn-of-kill
 * distributions, the opening hands and the difference with its 95% confidence interval.
 */
import { test, expect } from '@playwright/test';

// 16 demo cards x3 + SD-017 x2 = 50 cards.
const LIST = [
  'Deck: Clock',
  'Format: ms-war-2.1',
  'Main:',
  ...Array.from({ length: 16 }, (_, i) => `3 SD-${String(i + 1).padStart(3, '0')}`),
  '2 SD-017',
].join('\n');

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
];

test('History: two versions of a deck goldfished on the same shuffles, side by side with the difference', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(SIZES[0]);
  await page.goto('./#/decks');
  await page.getByRole('button', { name: 'Paste list…' }).click();
  await page.getByLabel('Deck list text').fill(LIST);
  await page.getByRole('button', { name: 'Import list' }).click();
  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByLabel('Version name').fill('Three Troopers');
  await page.getByRole('button', { name: 'Save version' }).click();
  await expect(page.getByRole('list', { name: 'Versions' })).toContainText('Three Troopers');

  // The change: the three Vanguard Troopers out, two more copies of another card in.
  await page.getByTestId('main-SD-001').focus();
  await page.keyboard.press('Delete');
  await expect(page.getByTestId('main-SD-001')).toHaveCount(0);

  await page.getByLabel('Older version').selectOption({ label: 'Three Troopers' });
  const panel = page.getByTestId('goldfish-compare');
  await expect(panel).toContainText('Goldfish both versions');
  await panel.getByLabel('Games').selectOption('50');
  await panel.getByRole('button', { name: 'Goldfish both' }).click();
  await expect(page.getByTestId('goldfish-progress')).toHaveText('50 of 50 games each · seed 1', { timeout: 240_000 });
  await expect(panel.getByRole('button', { name: 'Goldfish both' })).toBeVisible();

  const table = panel.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Three Troopers' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Current deck' })).toBeVisible();
  await expect(table).toContainText(/Won\s*\d+ of 50 \(\d+%\)\s*\d+ of 50 \(\d+%\)/);
  await expect(page.getByTestId('goldfish-median')).toContainText(/Turn of kill, median\s*\d+(\.\d)?\s*\d+(\.\d)?/);
  await expect(page.getByTestId('goldfish-difference')).toHaveText(
    /^[+−±]\d+\.\d\d \(95% CI [+−±]\d+\.\d\d to [+−±]\d+\.\d\d\)$/,
  );
  await expect(table).toContainText('M.S. in the opening hand');
  await expect(page.getByTestId('goldfish-verdict')).toHaveText(
    /^(The newer version wins [\d.]+ turns (sooner|later) on the same shuffles|No clear difference)/,
  );
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`history-goldfish-${size.width}.png`) });
  }

  // Another pair of versions: the figures of the old pair are no longer shown.
  await page.getByLabel('Older version').selectOption({ label: 'Choose a version…' });
  await expect(panel).toHaveCount(0);
});
