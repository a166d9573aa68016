/**
 * The table fits the two window sizes the app is checked at, 1440×900 and 1280×720 (issue #15):
 * the side panel keeps Pass and the decision in place when a card is pointed at (its preview
 * floats, whole, over the table's edge), the log keeps at least six lines while a decision,
 * the Cut / Effect Chain or Replay is open, hotseat's defence decision shows the attacker's
 * whole mat, a sortied squad reads Head, 2, 3…, and the deck editor fits. Late positions come
 * from game files played by the engine (e2e/positions.ts) and opened in Replay.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { afterMove, openPosition as open, SIZES, startGoldfish, zone } from './helpers';
import { answer, answerLeast } from './answer';

/** The element's box lies wholly inside the window (and inside `within`, when given). */
async function expectWhole(page: Page, what: Locator, within?: Locator) {
  const box = (await what.boundingBox())!;
  const size = page.viewportSize()!;
  const frame = within ? (await within.boundingBox())! : { x: 0, y: 0, width: size.width, height: size.height };
  expect(box.x).toBeGreaterThanOrEqual(frame.x - 0.5);
  expect(box.y).toBeGreaterThanOrEqual(frame.y - 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height + 0.5);
}

/** How many lines of the log's text its list shows at once (a line: its font size × 1.5). */
const logLines = (page: Page) =>
  page.getByTestId('game-log').evaluate((el) => el.clientHeight / (parseFloat(getComputedStyle(el).fontSize) * 1.5));

/** Points at a table card without scrolling the table (a hover by locator would scroll it into view). */
async function pointAt(page: Page, card: Locator) {
  const box = (await card.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

/** A card of the table that is on screen (its centre inside the table's visible part). */
async function visibleCard(page: Page, selector = '.pf-card[data-card-key]'): Promise<Locator> {
  const table = (await page.getByTestId('play-table').boundingBox())!;
  const cards = page.locator(selector);
  for (let i = (await cards.count()) - 1; i >= 0; i--) {
    const box = await cards.nth(i).boundingBox();
    if (box && box.y + box.height / 2 > table.y && box.y + box.height / 2 < table.y + table.height) return cards.nth(i);
  }
  throw new Error('no card on screen');
}

/**
 * The element's box once it has come to rest: a decision just drawn may still be scrolling its
 * Confirm into view, and a box read mid-scroll would be taken for the preview moving it.
 */
async function restingBox(what: Locator) {
  let last = await what.boundingBox();
  await expect
    .poll(async () => {
      const now = await what.boundingBox();
      const same = JSON.stringify(now) === JSON.stringify(last);
      last = now;
      return same;
    })
    .toBe(true);
  return last;
}

/** The preview of the card pointed at: whole, over the table, and it moves nothing in the side panel. */
async function expectPreviewInPlace(page: Page, card: Locator, fixed: Locator) {
  const before = await restingBox(fixed);
  await pointAt(page, card);
  const preview = page.getByTestId('card-preview');
  await expect(preview).toBeVisible();
  await expectWhole(page, preview, page.locator('.pf-layout'));
  const side = (await page.locator('.pf-side').boundingBox())!;
  expect((await preview.boundingBox())!.x + (await preview.boundingBox())!.width).toBeLessThanOrEqual(side.x);
  expect(await fixed.boundingBox()).toEqual(before);
}

for (const size of SIZES) {
  const at = `${size.width}×${size.height}`;
  test.describe(at, () => {
    test.use({ viewport: size });

    test(`hotseat's defence decision shows the attacker's whole mat, the decision whole and six lines of log (${at})`, async ({
      page,
    }) => {
      await open(page, 'gundam-war-defence');
      const decision = page.getByRole('alertdialog', { name: 'Decision' });
      await expect(decision).toContainText('sortie to defend');
      const table = page.getByTestId('play-table');
      const attacker = page.locator('.pf-mat.far');
      await expectWhole(page, attacker, table);
      await expectWhole(page, decision.getByRole('button', { name: 'Confirm' }));
      expect(await logLines(page)).toBeGreaterThanOrEqual(6);
      await page.screenshot({ path: test.info().outputPath(`defence-${size.width}.png`) });
      await expectPreviewInPlace(page, await visibleCard(page, '.pf-mat.far .pf-card[data-card-key]'), decision);
      await page.screenshot({ path: test.info().outputPath(`defence-preview-${size.width}.png`) });
    });

    test(`Pass stays in place when a card is pointed at; the Cut and six lines of log fit (${at})`, async ({
      page,
    }) => {
      await open(page, 'gundam-war-cut');
      await expect(page.getByTestId('chain')).toBeVisible();
      const pass = page.getByLabel('Allowed now').getByRole('button', { name: /^Pass/ });
      await expectWhole(page, pass);
      expect(await logLines(page)).toBeGreaterThanOrEqual(6);
      await page.screenshot({ path: test.info().outputPath(`cut-${size.width}.png`) });
      await expectPreviewInPlace(page, await visibleCard(page), pass);
      await page.screenshot({ path: test.info().outputPath(`cut-preview-${size.width}.png`) });
      // The Cut opens under Pass: taking the play back and making it again leaves Pass where it was.
      await page.mouse.move(0, 0);
      const withCut = await pass.boundingBox();
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      await expect(page.getByTestId('chain')).toHaveCount(0);
      expect(await pass.boundingBox()).toEqual(withCut);
      await page.getByRole('button', { name: 'Redo', exact: true }).click();
      await expect(page.getByTestId('chain')).toBeVisible();
      expect(await pass.boundingBox()).toEqual(withCut);
    });

    test(`the Effect Chain and Replay leave the log six lines (${at})`, async ({ page }) => {
      await open(page, 'ms-war-chain');
      await expect(page.getByTestId('chain')).toBeVisible();
      expect(await logLines(page)).toBeGreaterThanOrEqual(6);
      await page.screenshot({ path: test.info().outputPath(`effect-chain-${size.width}.png`) });
      await page.getByRole('button', { name: 'Replay', exact: true }).click();
      const replay = page.getByRole('toolbar', { name: 'Replay' });
      const position = replay.getByTestId('replay-position');
      const end = (await position.textContent())!;
      await replay.getByRole('button', { name: 'Step back' }).click();
      await expect(position).not.toHaveText(end);
      expect(await logLines(page)).toBeGreaterThanOrEqual(6);
      await expectWhole(page, replay);
      await page.screenshot({ path: test.info().outputPath(`replay-${size.width}.png`) });
    });

    test(`the mulligan decision is whole and stays put when a card is pointed at (${at})`, async ({ page }) => {
      await startGoldfish(page, 'Gundam M.S. War', '5');
      const decision = page.getByRole('alertdialog', { name: 'Decision' });
      await expect(decision).toContainText('Mulligan');
      await expectWhole(page, decision.getByRole('button', { name: 'Confirm' }));
      expect(await logLines(page)).toBeGreaterThanOrEqual(6);
      await expectPreviewInPlace(page, await visibleCard(page, '.pf-zone[data-zone="hand"] .pf-card'), decision);
      await page.screenshot({ path: test.info().outputPath(`mulligan-preview-${size.width}.png`) });
      // Kept, and on to a priority window: Pass stays put under a preview too.
      await afterMove(page, () => answer(decision, 0));
      const pass = page.getByLabel('Allowed now').getByRole('button', { name: /^Pass/ });
      for (let i = 0; i < 5 && !(await pass.count()); i++) {
        await afterMove(page, () => answerLeast(decision));
      }
      await expect(pass).toBeVisible();
      await expectPreviewInPlace(page, await visibleCard(page, '.pf-zone[data-zone="hand"] .pf-card'), pass);
    });
  });
}

test('a sortied squad shows its order: Head, then 2, 3… in the Battle Area', async ({ page }) => {
  await open(page, 'gundam-war-squad');
  const area = zone(page, 0, 'earth-area')
    .or(zone(page, 0, 'space-area'))
    .filter({ has: page.locator('.pf-card') });
  const squad = area.first();
  const n = await squad.locator('.pf-card').count();
  expect(n).toBeGreaterThanOrEqual(2);
  await expect(squad.getByTestId('squad-place')).toHaveText([
    'Head',
    ...Array.from({ length: n - 1 }, (_, i) => `${i + 2}`),
  ]);
  // The badge leaves the card's name readable: it sits below the title line.
  const badge = (await squad.getByTestId('squad-place').first().boundingBox())!;
  const title = (await squad.locator('.pf-card').first().locator('.cf-name').boundingBox())!;
  expect(badge.y).toBeGreaterThanOrEqual(title.y + title.height - 1);
  await squad.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('squad-order.png') });
});

for (const size of SIZES) {
  test(`the deck editor fits ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('./#/decks');
    await page.getByRole('button', { name: 'New Gundam War deck' }).click();
    const searchBox = page.getByLabel('Search cards');
    await searchBox.fill('t:unit');
    await searchBox.press('ArrowDown');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
    await expect(page.getByTestId('main-count')).toHaveText('3');
    for (const part of [
      searchBox,
      page.getByTestId('legality'),
      page.getByTestId('section-main'),
      page.getByTestId('main-count'),
    ])
      await expectWhole(page, part);
    // Nothing wider than the window: no sideways scrolling anywhere.
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('*')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1 && /(auto|scroll)/.test(getComputedStyle(el).overflowX))
        .map((el) => el.className),
    );
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await page.screenshot({ path: test.info().outputPath(`deck-editor-${size.width}.png`) });
  });
}
