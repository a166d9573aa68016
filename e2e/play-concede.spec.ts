/**
 * Conceding from the Play screen's header: in hotseat either player may give up, even behind
 * the curtain (the dialog asks who, starting from the seat on screen); against the computer the
 * player concedes their own seat. A confirmation comes first, the game-over line names the
 * winner and who conceded, the log says so, and Undo takes the concession back.
 */
import { test, expect, type Page } from '@playwright/test';
import { afterMove } from './helpers';

const outcome = (page: Page) => page.getByTestId('outcome');
const log = (page: Page) => page.getByTestId('game-log');

test.describe('in English', () => {
  test('hotseat Gundam War: either player concedes, the winner is named, Undo takes it back', async ({ page }) => {
    await page.goto('./#/play');
    await page.getByText('Gundam War', { exact: true }).click();
    await page.getByText('Hotseat (two players)').click();
    await expect(page.getByRole('checkbox', { name: /Rules-assisted/ })).toBeChecked();
    await page.getByText('More options').click();
    await page.getByLabel('Seed').fill('8');
    await page.getByRole('button', { name: 'Start game' }).click();
    const curtain = page.getByTestId('curtain');
    await expect(curtain).toBeVisible();
    await expect(page.getByTestId('play-body')).toHaveAttribute('data-step', '0');

    // Behind the curtain: the seat on screen is not necessarily the one at the keyboard, so the dialog asks who.
    const concede = page.getByRole('button', { name: 'Concede', exact: true });
    await concede.click();
    const dialog = page.getByRole('dialog', { name: 'Concede the game?' });
    const who = dialog.getByRole('group', { name: 'Who concedes?' });
    const seats = who.getByRole('radio');
    await expect(seats).toHaveCount(2);
    await expect(seats.first()).toBeChecked();
    const names = (await who.locator('label').allTextContents()).map((n) => n.trim());
    await seats.nth(1).check();
    await expect(dialog).toContainText(`${names[0]} wins the game. Undo takes the concession back.`);
    // Keep playing leaves the game as it was.
    await dialog.getByRole('button', { name: 'Keep playing' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('play-body')).toHaveAttribute('data-step', '0');

    await concede.click();
    await seats.nth(1).check();
    await afterMove(page, () => dialog.getByRole('button', { name: `${names[1]} concedes` }).click());
    await expect(outcome(page)).toContainText(`Game over. ${names[0]} wins: ${names[1]} conceded.`);
    await expect(concede).toBeDisabled();
    if (await curtain.isVisible()) await curtain.getByRole('button').click();
    await expect(log(page)).toContainText(`${names[1]} concedes.`);
    await expect(log(page)).toContainText(`${names[0]} wins the game.`);
    await page.screenshot({ path: test.info().outputPath('hotseat-conceded.png') });

    // Undo takes the concession back: the game is on again and either player may concede.
    await afterMove(page, () => page.getByRole('button', { name: 'Undo', exact: true }).click());
    await expect(outcome(page)).toHaveCount(0);
    await expect(page.getByTestId('play-body')).toHaveAttribute('data-step', '0');
    await expect(concede).toBeEnabled();

    // Now the seat on screen concedes, as offered.
    if (await curtain.isVisible()) await curtain.getByRole('button').click();
    await expect(page.getByTestId('play-table')).toBeVisible();
    await concede.click();
    await page.screenshot({ path: test.info().outputPath('hotseat-concede-dialog.png') });
    const shown = (await who.getByRole('radio', { checked: true }).locator('..').textContent())!.trim();
    const other = names.find((n) => n !== shown)!;
    await afterMove(page, () => dialog.getByRole('button', { name: `${shown} concedes` }).click());
    await expect(outcome(page)).toContainText(`${other} wins: ${shown} conceded.`);
  });
});

test.describe('in Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('against the computer (M.S. War): the player concedes, the computer wins, Undo takes it back', async ({
    page,
  }) => {
    await page.goto('./#/play');
    await page.getByText('ガンダム M.S. ウォー', { exact: true }).click();
    await page.getByText('ソロ（コンピューターと対戦）').click();
    await page.getByRole('button', { name: 'ゲーム開始' }).click();
    await expect(page.getByTestId('play-table')).toBeVisible();
    await expect(page.getByTestId('play-body')).toHaveAttribute('data-step', /\d/);

    const concede = page.getByRole('button', { name: '投了', exact: true });
    await concede.click();
    const dialog = page.getByRole('dialog', { name: '投了しますか？' });
    // The player concedes their own seat: nobody to choose.
    await expect(dialog.getByRole('radio')).toHaveCount(0);
    await expect(dialog).toContainText('コンピューターの勝利になります。「元に戻す」で投了を取り消せます。');
    await page.screenshot({ path: test.info().outputPath('solo-concede-dialog-ja.png') });
    await afterMove(page, () => dialog.getByRole('button', { name: '投了する', exact: true }).click());
    await expect(outcome(page)).toContainText(/ゲーム終了。.+が投了し、コンピューターの勝利。/);
    await expect(log(page)).toContainText('が投了しました。');
    await expect(concede).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('solo-conceded-ja.png') });

    await afterMove(page, () => page.getByRole('button', { name: '元に戻す', exact: true }).click());
    await expect(outcome(page)).toHaveCount(0);
    await expect(log(page)).not.toContainText('が投了しました。');
    await expect(concede).toBeEnabled();
  });
});
