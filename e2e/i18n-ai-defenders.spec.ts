/**
 * The computer chooses its defenders in the browser, in Japanese. The game against the computer
 * in e2e/i18n-ai.spec.ts is a few turns long and never has the player attack it; the engine's
 * unit tests cover the choice itself. Here a solo Gundam War game stopped where the player's
 * attack asks the computer which Units sortie to defend (e2e/solo-positions.ts) opens in Replay;
 * "Back to the end" hands the computer its seat, and the log shows its answer in one short line with
 * the question and its reason a click away, in Japanese, no English word left on the page.
 */
import { execFileSync } from 'node:child_process';
import { test, expect } from '@playwright/test';
import { english, pageTexts } from './i18n-words';

test.use({ locale: 'ja-JP' });

test('Gundam War: the computer (ふつう) chooses its defenders, its answer and reason in Japanese', async ({ page }) => {
  test.setTimeout(120_000);
  const path = test.info().outputPath('gundam-war-defenders.sortie-game.json');
  execFileSync('npx', ['tsx', 'e2e/solo-positions.ts', 'gundam-war-defenders', path]);
  await page.goto('./#/play');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'ゲームファイルを開く…' }).click();
  await (await chooser).setFiles(path);
  const replay = page.getByRole('toolbar', { name: 'リプレイ' });
  await expect(replay).toBeVisible();
  await replay.getByRole('button', { name: '最後に戻る' }).click();
  await expect(replay).toHaveCount(0);

  // The file stops at the question put to the computer, unanswered: the answer is made here, in
  // one short line (issue 47: the option picked), with the question and its reason behind it.
  const log = page.getByTestId('game-log').locator('li');
  const answer = log.filter({ hasText: /^コンピューター（ふつう）：(「.+」を選ぶ|何も選ばない)/ });
  await expect(answer).toHaveCount(1, { timeout: 60_000 });
  await expect(page.getByTestId('ai-thinking')).toHaveCount(0, { timeout: 30_000 });
  const line = (await answer.locator('summary').innerText()).trim();
  expect(line.length, line).toBeLessThanOrEqual(80);
  await answer.locator('summary').click();
  const details = answer.getByTestId('log-details');
  await expect(details).toBeVisible();
  const text = (await details.innerText()).trim();
  // The question it answered, and its reason: the playouts it read and how often it won, or the
  // rule it chose by without reading.
  expect(text).toMatch(/防御に出撃する/);
  expect(text).toMatch(/回のプレイアウトで.*勝率は?\d+%|先を読まずに|ほかに指せる手/);
  expect(english([line, text]), text).toEqual([]);
  expect(english(await pageTexts(page))).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('ai-ja-defenders.png') });
});
