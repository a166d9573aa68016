/**
 * Issue #47 item 6: Restart and Shift+N ask first (in our dialog, English and Japanese); the game
 * given up leaves "Resume a game"; each resume row tells its game apart (title, game, turn, whose
 * move, phase, when) and can be deleted; every unfinished game is reachable, not only three.
 */
import { test, expect, type Page } from '@playwright/test';
import { darkTheme, SIZES, startGoldfish, startPlayIn } from './helpers';

const rows = (page: Page) => page.getByTestId('resume-row');

/** Copies of the saved game in IndexedDB, each a minute older than the last, as other games left unfinished. */
async function copiesOfTheSavedGame(page: Page, n: number) {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('sortie');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('games', 'readwrite');
          const store = tx.objectStore('games');
          const all = store.getAll();
          all.onsuccess = () => {
            const [game] = all.result as { id: string; updatedAt: number }[];
            for (let i = 1; i <= n; i++)
              store.put({ ...game, id: `${game.id}-copy${i}`, updatedAt: game.updatedAt - i * 60_000 });
          };
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    n,
  );
}

for (const size of SIZES) {
  const at = `${size.width}×${size.height}`;
  test(`Restart asks first and drops the game given up; resume rows tell games apart and delete (${at})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await startGoldfish(page, 'Gundam War', '11');
    const dialog = page.getByRole('dialog', { name: 'Restart this game?' });
    const step = page.getByTestId('play-body');
    // Keep playing leaves the table as it was.
    await page.getByRole('button', { name: 'Restart', exact: true }).click();
    await expect(dialog).toContainText('is not kept');
    await page.screenshot({ path: test.info().outputPath(`restart-ask-${size.width}.png`) });
    await dialog.getByRole('button', { name: 'Keep playing' }).click();
    await expect(dialog).toHaveCount(0);
    // Shift+N asks the same; Escape is Keep playing.
    await page.mouse.move(5, size.height / 2);
    await page.keyboard.press('Shift+N');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.keyboard.press('Shift+N');
    await dialog.getByTestId('restart-confirm').click();
    await expect(dialog).toHaveCount(0);
    await expect(step).toHaveAttribute('data-step', /\d/);
    await page.getByRole('button', { name: 'End game' }).click();
    // Only the new deal is left to resume: the game given up is gone.
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Goldfish: Gundam War demo A');
    await expect(rows(page).first().getByTestId('resume-standing')).toHaveText(
      /^(Opening hands|Turn 1) · Gundam War demo A(’s turn| to answer)/,
    );
    // Eight unfinished games: five rows, the rest one click away.
    await copiesOfTheSavedGame(page, 7);
    await page.reload();
    await expect(rows(page)).toHaveCount(5);
    await page.getByRole('button', { name: 'Show 3 more' }).click();
    await expect(rows(page)).toHaveCount(8);
    await expect(rows(page).getByTestId('resume-standing').filter({ hasText: 'reading' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`resume-light-${size.width}.png`), fullPage: true });
    await darkTheme(page);
    await page.screenshot({ path: test.info().outputPath(`resume-dark-${size.width}.png`), fullPage: true });
    // Delete asks, then the row goes.
    await rows(page)
      .last()
      .getByRole('button', { name: /^Delete / })
      .click();
    await rows(page).last().getByRole('button', { name: 'Keep' }).click();
    await expect(rows(page)).toHaveCount(8);
    await rows(page)
      .last()
      .getByRole('button', { name: /^Delete / })
      .click();
    await rows(page).last().getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(rows(page)).toHaveCount(7);
  });

  test(`Restart asks in Japanese, and the resume row reads in Japanese (${at})`, async ({ page }) => {
    await page.setViewportSize(size);
    await startPlayIn(page, 'ja', { game: 'ガンダムウォー', mode: '一人回し（デッキ1つ）', start: 'ゲーム開始' });
    await page.mouse.move(5, size.height / 2);
    await page.keyboard.press('Shift+N');
    const dialog = page.getByRole('dialog', { name: 'このゲームをやり直しますか？' });
    await expect(dialog).toContainText('「ゲームを再開」からも消えます');
    await page.screenshot({ path: test.info().outputPath(`restart-ask-ja-${size.width}.png`) });
    await dialog.getByRole('button', { name: 'やり直す' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'ゲーム終了' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().getByTestId('resume-standing')).toHaveText(
      /^(初手の準備|1ターン目) · ガンダムウォー デモA(のターン|の応答待ち)/,
    );
    await page.screenshot({ path: test.info().outputPath(`resume-ja-${size.width}.png`) });
  });
}
