/**
 * The Play screen's header keeps one row at 1280 px in both languages, whatever the mode: the
 * title (game · mode · rules) gives way and ends in "…", never the table's height. A second row
 * of buttons pushed the table's hand below a 720 px window.
 */
import { test, expect } from '@playwright/test';
import { startPlayIn } from './helpers';

test.use({ viewport: { width: 1280, height: 720 } });

for (const { lang, ...words } of [
  { lang: 'ja', game: 'ガンダム M.S. ウォー', mode: 'ソロ（コンピューターと対戦）', start: 'ゲーム開始' },
  { lang: 'en', game: 'Gundam M.S. War', mode: 'Solo vs AI (against the computer)', start: 'Start game' },
]) {
  test(`one header row against the computer (${lang})`, async ({ page }) => {
    await startPlayIn(page, lang, words);
    const header = page.locator('.pf-screen > .screen-header');
    const buttons = header.getByRole('button');
    await expect(buttons.last()).toBeVisible();
    const tops = new Set<number>();
    for (const box of await buttons.evaluateAll((all) => all.map((b) => Math.round(b.getBoundingClientRect().top))))
      tops.add(box);
    expect([...tops], 'every button on one row').toHaveLength(1);
    // The whole title is still there to read, in its tooltip.
    const title = header.locator('.pf-title');
    expect(await title.getAttribute('title')).toBe((await title.textContent())?.trim());
    await page.screenshot({ path: `/tmp/walk-header-${lang}.png` });
  });
}
