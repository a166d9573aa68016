/**
 * Issue #47 item 10: headers keep one row and their words whole at 1440 and 1280, in English and
 * Japanese — the Cards screen (Import… on the row), the deck editor (Print proxies and the
 * registration sheet under one Print menu), the table (the game's title whole), a test table
 * (its note under the header) and the turn panel's phase tabs (「ターン終了」 on one line); the
 * longest title (M.S. War against the computer at its hardest level) whole beside 「プレイ」 on one
 * line; and the names of cards Set on another, in their strips on the stack, whole.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { openPosition, SIZES, tableDrawn, zone } from './helpers';

/** The element's visible children sit on one row (vertical middles within 4 px), none past its edge. */
async function expectOneRow(header: Locator) {
  expect(await header.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  const spread = await header.evaluate((el) => {
    const mids = [...el.children]
      .map((c) => c.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => r.top + r.height / 2);
    return Math.max(...mids) - Math.min(...mids);
  });
  expect(spread).toBeLessThan(4);
}

/** Every element matched shows its words whole: nothing cut off ("…") and one line each. */
async function expectWhole(what: Locator) {
  const cut = await what.evaluateAll((els) =>
    els
      .filter((el) => {
        const lines = el.clientHeight / (parseFloat(getComputedStyle(el).lineHeight) || 16);
        return el.scrollWidth > el.clientWidth + 1 || lines > 1.9;
      })
      .map((el) => el.textContent),
  );
  expect(cut).toEqual([]);
}

const WORDS = {
  en: {
    game: 'Gundam War',
    msWar: 'Gundam M.S. War',
    goldfish: 'Goldfish (one deck)',
    solo: 'Solo vs AI (against the computer)',
    hard: 'Hard',
    start: 'Start game',
    newDeck: 'New Gundam War deck',
  },
  ja: {
    game: 'ガンダムウォー',
    msWar: 'ガンダム M.S. ウォー',
    goldfish: '一人回し（デッキ1つ）',
    solo: 'ソロ（コンピューターと対戦）',
    hard: 'むずかしい',
    start: 'ゲーム開始',
    newDeck: '新しいガンダムウォーのデッキ',
  },
} as const;

/** The card names in `where` cut short: a name head whose lines hold less than its name (clamped, or "…"). */
function cutNames(where: Locator) {
  return where
    .locator('.pf-card .cf-head')
    .evaluateAll((heads) =>
      heads
        .filter((head) => head.scrollHeight > head.clientHeight + 1 || head.scrollWidth > head.clientWidth + 1)
        .map((head) => head.textContent),
    );
}

async function inLanguage(page: Page, lang: 'en' | 'ja', where: string) {
  await page.goto(where);
  await page.locator('.language-select select').selectOption(lang);
}

for (const size of SIZES) {
  const at = `${size.width}×${size.height}`;
  for (const lang of ['en', 'ja'] as const) {
    const words = WORDS[lang];
    test.describe(`${lang}, ${at}`, () => {
      test.use({ viewport: size });

      test(`the Cards and deck editor headers keep one row, words whole (${lang}, ${at})`, async ({ page }) => {
        await inLanguage(page, lang, './#/cards');
        await expect(page.locator('.grid-card').first()).toBeVisible();
        const cards = page.locator('.cards-header');
        await expectOneRow(cards);
        await expectWhole(cards.locator('.btn, h1, .result-count'));
        await page.screenshot({
          path: test.info().outputPath(`cards-header-${lang}-${size.width}.png`),
          clip: { x: 0, y: 0, width: size.width, height: 120 },
        });
        await page.goto('./#/decks');
        await page.getByRole('button', { name: words.newDeck }).click();
        const editor = page.locator('.editor-header');
        await expect(editor).toBeVisible();
        await expectOneRow(editor);
        await expectWhole(editor.locator('.btn, .game-tag, .badge'));
        // The deck's name reads whole in its field (the format menu gives way first).
        expect(
          await editor.locator('.deck-title').evaluate((el) => el.scrollWidth - el.clientWidth),
        ).toBeLessThanOrEqual(1);
        await page.screenshot({
          path: test.info().outputPath(`deck-header-${lang}-${size.width}.png`),
          clip: { x: 0, y: 0, width: size.width, height: 120 },
        });
      });

      test(`the table's header and phase tabs keep one row, title whole; a test table too (${lang}, ${at})`, async ({
        page,
      }) => {
        await inLanguage(page, lang, './#/play');
        await page.getByText(words.game, { exact: true }).click();
        await page.getByText(words.goldfish).click();
        await page.getByRole('button', { name: words.start }).click();
        await tableDrawn(page);
        const header = page.locator('.pf-screen > .screen-header');
        await expectOneRow(header);
        await expectWhole(header.locator('.btn, .pf-title-game, .pf-title-how, h1'));
        await expectWhole(page.locator('.pf-phases li'));
        await page.screenshot({ path: test.info().outputPath(`table-${lang}-${size.width}.png`) });
        // A test table, from a card's detail.
        await page.getByRole('button', { name: lang === 'en' ? 'End game' : 'ゲーム終了' }).click();
        await page.goto('./#/cards');
        await page.locator('.grid-card').first().click();
        await page.locator('.script-detail-actions .btn').nth(1).click();
        await expect(page.getByTestId('test-table')).toBeVisible();
        await tableDrawn(page);
        await expectOneRow(header);
        await expectWhole(header.locator('.btn, .pf-title-game, .pf-title-how, h1'));
        await expectWhole(page.getByTestId('test-table').locator('.btn'));
        await page.screenshot({ path: test.info().outputPath(`test-table-${lang}-${size.width}.png`) });
      });

      test(`the longest title reads whole beside the screen's name, one row (${lang}, ${at})`, async ({ page }) => {
        await page.goto('./#/play');
        await page.locator('.language-select select').selectOption(lang);
        await page.getByText(words.msWar, { exact: true }).click();
        await page.getByText(words.solo).click();
        await page.getByText(words.hard, { exact: true }).click();
        await page.getByRole('button', { name: words.start }).click();
        await tableDrawn(page);
        const header = page.locator('.pf-screen > .screen-header');
        await expect(header.locator('.pf-title')).toContainText(words.hard);
        await expectOneRow(header);
        await expectWhole(header.locator('.btn, .pf-title-game, .pf-title-how, h1'));
        await page.screenshot({
          path: test.info().outputPath(`solo-header-${lang}-${size.width}.png`),
          clip: { x: 0, y: 0, width: size.width, height: 120 },
        });
      });

      test(`the names of cards Set on another show whole in their strips (${lang}, ${at})`, async ({ page }) => {
        await openPosition(page, 'gundam-war-crowded');
        await page.locator('.language-select select').selectOption(lang);
        const area = zone(page, 0, 'disposition-area');
        await expect(area.locator('.pf-rider .pf-card').first()).toBeVisible();
        await area.scrollIntoViewIfNeeded();
        expect(await cutNames(area.locator('.pf-rider'))).toEqual([]);
        expect(await cutNames(area)).toEqual([]);
        await area.screenshot({ path: test.info().outputPath(`stacked-names-${lang}-${size.width}.png`) });
      });
    });
  }
}
