/**
 * Issue #47 item 4: a whole solo game in Japanese, read as a Japanese player reads it — every
 * step's table with its card faces (the demo cards' Japanese names, texts and keyword lines),
 * the questions, the Effect Chain / Cut entries, the card zoom and menu, every log line and the
 * outcome — then the Cards screen's detail of a card of each game. No Latin word may be left but
 * a short allowlist (the app's name, keys, game notation such as MS, NT, PS装甲, M.S.), card
 * numbers and the logo printed on every Gundam War card's back (englishOnJapaneseCards).
 * Gundam War is played at 1440×900 and M.S. War at 1280×720, the player passing and answering with as little as the rules
 * allow, so the computer carries the game to its end.
 */
import { test, expect, type Page } from '@playwright/test';
import { afterMove, computersMove, darkTheme, screenshotsAtBothSizes, SIZES, zone } from './helpers';
import { englishOnJapaneseCards, pageTexts } from './i18n-words';

test.use({ locale: 'ja-JP', actionTimeout: 15_000 });

/**
 * Each game at one of the two sizes: a whole Gundam War game takes some 14 minutes on a shared
 * two-core machine, so the two sizes are split between the games rather than each played twice.
 */
const GAMES = [
  { name: 'ガンダムウォー', id: 'gundam-war', number: 'GD-013', size: SIZES[0] },
  { name: 'ガンダム M.S. ウォー', id: 'ms-war', number: 'SD-009', size: SIZES[1] },
] as const;

async function start(page: Page, game: string) {
  await page.goto('./#/play');
  await page.locator('.language-select select').selectOption('ja');
  await page.getByText(game, { exact: true }).click();
  await page.getByText('ソロ（コンピューターと対戦）').click();
  await page.locator('fieldset', { hasText: 'コンピューター' }).getByText('やさしい', { exact: true }).click();
  await page.getByText('その他のオプション').click();
  await page.getByLabel('シード').fill('7');
  await page.getByRole('button', { name: 'ゲーム開始' }).click();
  await expect(page.getByTestId('play-table')).toBeVisible();
}

/** The player's turn: a question answered with as little as it allows, else Pass. False when it is the computer's. */
async function playerMove(page: Page): Promise<boolean> {
  const decision = page.getByRole('alertdialog');
  const pass = page.getByLabel('今できること').getByRole('button', { name: /^パス/ });
  const refusal = page.getByRole('alert');
  if (await decision.count()) {
    const min = Number((await decision.getAttribute('data-min')) ?? 0);
    const options = decision.locator('.pf-options input');
    const confirm = decision.getByRole('button', { name: /^(確定|続ける)$/ });
    if ((await options.count()) && (await confirm.count())) {
      for (let i = 0; i < (await options.count()); i++) await options.nth(i).setChecked(i < min);
      await afterMove(page, () => confirm.click(), [refusal]);
    } else await afterMove(page, () => decision.getByRole('button').first().click(), [refusal]);
    return true;
  }
  // Passing until the player's own turn: the steps in between are read as the computer plays them.
  const untilOwnTurn = page.getByRole('button', { name: '自分のターンまでパス' });
  if (await pass.count()) {
    const button = (await untilOwnTurn.count()) ? untilOwnTurn : pass.first();
    await afterMove(page, () => button.click(), [refusal]);
    return true;
  }
  await computersMove(page, decision, pass);
  return false;
}

for (const game of GAMES) {
  {
    const size = game.size;
    const at = `${size.width}×${size.height}`;
    test(`${game.name}: a whole solo game reads in Japanese, card faces and chain entries too (${at})`, async ({
      page,
    }) => {
      test.setTimeout(900_000);
      await page.setViewportSize(size);
      await start(page, game.name);
      const seen: Record<string, string[]> = {};
      const look = async (when: string) => {
        const left = englishOnJapaneseCards(await pageTexts(page, true));
        if (left.length) seen[when] = left;
      };
      let chainShots = 0;
      for (let n = 0; n < 1500 && !(await page.getByTestId('outcome').count()); n++) {
        await look(`move ${n}`);
        if ((await page.getByTestId('chain').count()) && chainShots < 2)
          await page.screenshot({
            path: test.info().outputPath(`walk-${game.id}-chain-${size.width}-${chainShots++}.png`),
          });
        if (n % 15 === 3) {
          // The zoom of a card in hand and of the computer's cards, and the menu of a card in hand.
          for (const card of [
            zone(page, 0, 'hand').locator('.pf-card').first(),
            page.locator('.pf-zone[data-seat="1"] .pf-card').last(),
          ]) {
            if (!(await card.count())) continue;
            await card.hover();
            await look(`move ${n}, zoom`);
          }
          const inHand = zone(page, 0, 'hand').locator('.pf-card').first();
          if (await inHand.count()) {
            await inHand.click({ button: 'right' });
            await look(`move ${n}, menu`);
            await page.keyboard.press('Escape');
          }
          await page.mouse.move(2, size.height - 2);
        }
        await playerMove(page);
      }
      await expect(page.getByTestId('outcome')).toBeVisible();
      await look('outcome');
      await page.screenshot({ path: test.info().outputPath(`walk-${game.id}-end-${size.width}.png`) });
      expect(await page.getByTestId('game-log').locator('li').count()).toBeGreaterThan(20);

      // The Cards screen: the detail of a demo card with a text, its face and its fields.
      await page.goto('./#/cards');
      await page.getByRole('searchbox').first().fill(game.number);
      await page.getByText(game.number).first().click();
      await expect(page.locator('.card-detail')).toBeVisible();
      await look('card detail');
      await page.screenshot({ path: test.info().outputPath(`walk-${game.id}-detail-${size.width}.png`) });
      expect(seen).toEqual({});
    });
  }
}

test('the demo cards in Japanese on the Cards screen, dark, at both sizes', async ({ page }) => {
  await page.goto('./#/cards');
  await page.locator('.language-select select').selectOption('en');
  await darkTheme(page);
  await page.locator('.language-select select').selectOption('ja');
  for (const game of GAMES) {
    await page.getByRole('searchbox').first().fill(game.number);
    await page.getByText(game.number).first().click();
    await expect(page.locator('.card-detail')).toBeVisible();
    expect(englishOnJapaneseCards(await pageTexts(page, true))).toEqual([]);
    await screenshotsAtBothSizes(page, `cards-ja-dark-${game.id}`);
  }
});
