/**
 * The computer chooses its defenders in the browser, in Japanese. The game against the computer
 * in e2e/i18n-ai.spec.ts is a few turns long and never has the player attack it; the engine's
 * unit tests cover the choice itself. Here a solo Gundam War game stopped where the player's
 * attack asks the computer which Units sortie to defend (e2e/solo-positions.ts) opens in Replay;
 * "Back to the end" hands the computer its seat, and the log shows its answer with its reason in
 * Japanese, no English word left on the page.
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

  // The file stops at the question put to the computer, unanswered: the answer is made here.
  const log = page.getByTestId('game-log').locator('li');
  const answer = log.filter({
    hasText: /^コンピューター（ふつう）：「防御に出撃する.+」に(「.+」と|何も選ばずに)答える/,
  });
  await expect(answer).toHaveCount(1, { timeout: 60_000 });
  await expect(page.getByTestId('ai-thinking')).toHaveCount(0, { timeout: 30_000 });
  const text = (await answer.innerText()).trim();
  // Its reason: the playouts it read and how often it won, or the rule it chose by without reading.
  expect(text).toMatch(/回のプレイアウトで勝率\d+%|ほかに指せる手がない|（読まずに）/);
  expect(english([text]), text).toEqual([]);
  expect(english(await pageTexts(page))).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('ai-ja-defenders.png') });
});
