/**
 * Rules-assisted play makes overrides deliberate (issue #15): a drop no rule allows is held
 * back with the engine's reason and offered as an override (one click, never silent); a strict
 * table refuses it outright; P and a double-click play a card by the rules, its cost paid.
 */
import { test, expect, type Page } from '@playwright/test';
import {
  afterMove,
  count,
  dragIntoZone,
  playWithP,
  screenshotsAtBothSizes,
  SIZES,
  startGoldfish,
  zone,
} from './helpers';
import { answerLeast } from './answer';

const startMsWar = (page: Page, seed: string, strict = false) => startGoldfish(page, 'Gundam M.S. War', seed, strict);

/** Answers each prompt (keeping the hand, the first option) and passes until the Strategic Phase. */
async function toStrategic(page: Page) {
  const decision = page.getByRole('alertdialog', { name: 'Decision' });
  const pass = page.getByLabel('Allowed now').getByRole('button', { name: /^Pass/ });
  const phase = async () => (await page.locator('.pf-phases li.on').allTextContents())[0];
  for (let i = 0; i < 30 && (await phase()) !== 'Strategic'; i++) {
    // A question or Pass is up before choosing between them (the first question comes with the table).
    await expect(decision.or(pass).first()).toBeVisible();
    if (await decision.count()) {
      await afterMove(page, () => answerLeast(decision));
    } else await afterMove(page, () => pass.click());
  }
  await expect(page.locator('.pf-phases li.on')).toHaveText('Strategic');
}

/** An M.S. in hand the Factory cannot pay for: no rules move, so it is not lit. */
const unaffordable = (page: Page) =>
  zone(page, 0, 'hand').locator('.pf-card:not([data-moves]):has(.card-face[data-type="ms"])').first();

for (const size of SIZES) {
  test(`an illegal drop is refused with its reason, then made as an override by choice (${size.width}×${size.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await startMsWar(page, '5');
    await toStrategic(page);
    const card = unaffordable(page);
    await expect(card).toBeVisible();
    const dock = count(page, 0, 'ms-dock');
    const before = await dock.textContent();
    await dragIntoZone(page, card, zone(page, 0, 'ms-dock'));
    const offer = page.getByTestId('override-offer');
    await expect(offer).toContainText('Not allowed by the rules');
    await expect(offer).toContainText(/costs \d+; you have \d+ ready Material/);
    await expect(offer).toContainText("Paying a Card's Price");
    await expect(dock).toHaveText(before!);
    await page.screenshot({ path: test.info().outputPath(`override-offer-${size.width}.png`) });
    await offer.getByRole('button', { name: 'Do it anyway (override)' }).click();
    await expect(offer).toHaveCount(0);
    await expect(dock).toHaveText(String(Number(before) + 1));
    await expect(page.getByTestId('game-log')).toContainText('Override:');
    // The card went from under the pointer: its preview does not stay floating over the table.
    await expect(page.getByTestId('card-preview')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`override-made-${size.width}.png`) });
  });
}

test('while a card is dragged only its rules targets light up; a lit card dropped elsewhere is offered, and Cancel leaves it', async ({
  page,
}) => {
  await startMsWar(page, '5');
  await toStrategic(page);
  const lit = zone(page, 0, 'hand').locator('.pf-card[data-moves~="play"]:has(.card-face[data-type="ms"])').first();
  await expect(lit).toBeVisible();
  const box = (await lit.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 15, box.y - 15, { steps: 3 });
  const outline = (z: string) => zone(page, 0, z).evaluate((el) => getComputedStyle(el).outlineStyle);
  await expect.poll(() => outline('ms-dock')).toBe('solid');
  expect(await outline('dry-dock')).toBe('none');
  expect(await outline('battlefield-card')).toBe('none');
  expect(await outline('factory')).toBe('none');
  await page.screenshot({ path: test.info().outputPath('rules-drag-lit.png') });
  await page.keyboard.press('Escape');
  await page.mouse.up();
  const before = await count(page, 0, 'dry-dock').textContent();
  await dragIntoZone(page, lit, zone(page, 0, 'dry-dock'));
  const offer = page.getByTestId('override-offer');
  await expect(offer).toContainText('none of its rules moves');
  await offer.getByRole('button', { name: 'Cancel' }).click();
  await expect(offer).toHaveCount(0);
  await expect(count(page, 0, 'dry-dock')).toHaveText(before!);
  await expect(page.getByTestId('game-log')).not.toContainText('Override:');
});

test('a strict table refuses the illegal drop outright', async ({ page }) => {
  await startMsWar(page, '5', true);
  await toStrategic(page);
  const card = unaffordable(page);
  const before = await count(page, 0, 'ms-dock').textContent();
  await dragIntoZone(page, card, zone(page, 0, 'ms-dock'));
  const offer = page.getByTestId('override-offer');
  await expect(offer).toContainText(/costs \d+/);
  await expect(offer).toContainText('strictly by the rules');
  await expect(offer.getByRole('button', { name: /override/ })).toHaveCount(0);
  await screenshotsAtBothSizes(page, 'strict-refusal');
  await offer.getByRole('button', { name: 'OK' }).click();
  await expect(count(page, 0, 'ms-dock')).toHaveText(before!);
  // Shortcuts that move by hand are refused the same way.
  await card.hover();
  await page.keyboard.press('x');
  await expect(offer).toContainText('strictly by the rules');
  await offer.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('game-log')).not.toContainText('Override:');
});

test('P and a double-click play a card by the rules: its cost is paid', async ({ page }) => {
  await startMsWar(page, '5');
  await toStrategic(page);
  const turned = () => zone(page, 0, 'factory').locator('.pf-card.turned').count();
  const lit = zone(page, 0, 'hand').locator('.pf-card[data-moves~="play"]');
  await expect(lit.first()).toBeVisible();
  const paidBefore = await turned();
  const dockBefore = Number(await count(page, 0, 'ms-dock').textContent());
  // Several rules moves (a pilot onto one M.S. or another) are asked in a menu; one is made at once.
  await playWithP(page, lit.first());
  await expect.poll(turned).toBeGreaterThan(paidBefore);
  await expect(page.getByTestId('game-log')).toContainText('places');
  await expect(page.getByTestId('game-log')).not.toContainText('Override:');
  expect(Number(await count(page, 0, 'ms-dock').textContent())).toBeGreaterThanOrEqual(dockBefore);
  await screenshotsAtBothSizes(page, 'played-by-p');
  // Taken back, and played again with a double-click: the same cost is paid.
  const paidByP = await turned();
  await page.keyboard.press('Control+z');
  await expect.poll(turned).toBe(paidBefore);
  await expect(lit.first()).toBeVisible();
  const menu = page.getByRole('menu');
  if ((await afterMove(page, () => lit.first().dblclick(), [menu])) === 0)
    await afterMove(page, () => menu.getByRole('menuitem').first().click());
  await expect.poll(turned).toBe(paidByP);
  await expect(page.getByTestId('game-log')).not.toContainText('Override:');
  await screenshotsAtBothSizes(page, 'played-by-double-click');
});
