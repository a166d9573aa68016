/**
 * An M.S. War Event being played is drawn on the Effect Chain while it resolves — not among the
 * M.S. on the M.S. Battlefield, where the rules keep it meanwhile (2.1 "Event Cards") — is
 * previewed there like any card, and once resolved goes to its owner's Dry Dock.
 */
import { test, expect } from '@playwright/test';
import { count, openPosition, SIZES, stepOf, zone } from './helpers';
import { answerLeast } from './answer';

for (const size of SIZES)
  test(`an Event on the Effect Chain is drawn on the chain, then goes to the Dry Dock (${size.width}×${size.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await openPosition(page, 'ms-war-chain');
    const chain = page.getByTestId('chain');
    const event = chain.locator('.pf-chain-card');
    await expect(event).toHaveCount(1);
    const key = (await event.getAttribute('data-card-key'))!;
    const name = (await event.getAttribute('aria-label'))!;
    await expect(chain.locator('li').first()).toContainText(name);
    // Not on the table meanwhile, and the M.S. Battlefield counts only what it shows.
    const battlefield = zone(page, 0, 'ms-battlefield');
    await expect(page.locator(`.pf-table [data-card-key="${key}"]`)).toHaveCount(0);
    await expect(count(page, 0, 'ms-battlefield')).toHaveText(String(await battlefield.locator('.pf-card').count()));

    await event.hover();
    const preview = page.getByTestId('card-preview');
    await expect(preview).toBeVisible();
    await expect(preview).toContainText(name);
    await page.screenshot({ path: test.info().outputPath(`event-on-chain-${size.width}.png`) });
    await page.mouse.move(0, 0);

    // Resolved (its decisions answered): off the chain and into the Dry Dock.
    const dryDock = Number(await count(page, 0, 'dry-dock').textContent());
    const decision = page.getByRole('alertdialog', { name: 'Decision' });
    await page.getByLabel('Allowed now').getByRole('button', { name: /^Pass/ }).click();
    for (let i = 0; i < 5; i++) {
      await expect.poll(async () => (await decision.count()) > 0 || (await chain.count()) === 0).toBe(true);
      if (!(await decision.count())) break;
      const step = await stepOf(page);
      await answerLeast(decision);
      await expect.poll(() => stepOf(page)).not.toBe(step);
    }
    await expect(chain).toHaveCount(0);
    await expect(battlefield.locator(`[data-card-key="${key}"]`)).toHaveCount(0);
    // The Dry Dock takes the card its effect discarded and the Event itself.
    await expect(count(page, 0, 'dry-dock')).toHaveText(String(dryDock + 2));
    await page.screenshot({ path: test.info().outputPath(`event-resolved-${size.width}.png`) });
  });
