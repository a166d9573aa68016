/**
 * A crowded Disposition Area (Gundam War) stays readable at both window sizes: a dozen cards or
 * more, rolled (sideways) ones and a rolled card Set on another, and every card's name strip shows —
 * nothing of another card lies over it — and pointing at a card or focusing it previews it whole.
 * The position is played by the engine (e2e/positions.ts) and opened as a game file.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { openPosition, SIZES, zone } from './helpers';

/**
 * The names no other card covers anywhere along their strip: points along the middle of each
 * name (across a rolled card's side, along an upright card's top) must hit that card itself.
 */
function coveredNames(area: Locator): Promise<string[]> {
  return area.evaluate((el) => {
    const covered: string[] = [];
    for (const card of el.querySelectorAll<HTMLElement>('.pf-card')) {
      const name = card.querySelector<HTMLElement>('.cf-name');
      if (!name) continue;
      const r = name.getBoundingClientRect();
      const upright = r.width >= r.height;
      for (const f of [0.1, 0.3, 0.5, 0.7, 0.9]) {
        const x = upright ? r.left + r.width * f : r.left + r.width / 2;
        const y = upright ? r.top + r.height / 2 : r.top + r.height * f;
        const hit = document.elementFromPoint(x, y);
        if (!hit || !card.contains(hit)) {
          covered.push(`${card.getAttribute('aria-label')} at ${Math.round(x)},${Math.round(y)}`);
          break;
        }
      }
    }
    return covered;
  });
}

/** The area's cards, and how many of them are rolled and how many are Set on another. */
async function shape(area: Locator) {
  return {
    cards: await area.locator('.pf-card').count(),
    rolled: await area.locator('.pf-card.turned').count(),
    riders: await area.locator('.pf-rider .pf-card').count(),
    rolledRiders: await area.locator('.pf-rider .pf-card.turned').count(),
  };
}

async function expectPreviewed(page: Page, card: Locator) {
  const preview = page.getByTestId('card-preview');
  await expect(preview).toBeVisible();
  const name = (await card.getAttribute('aria-label'))!.split(' ')[0];
  await expect(preview).toContainText(name);
}

for (const size of SIZES) {
  test(`a crowded Disposition Area shows every card's name, rolled and Set cards too (${size.width}×${size.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await openPosition(page, 'gundam-war-crowded');
    const area = zone(page, 0, 'disposition-area');
    const { cards, rolled, riders, rolledRiders } = await shape(area);
    expect(cards).toBeGreaterThanOrEqual(12);
    expect(rolled).toBeGreaterThanOrEqual(2);
    expect(riders).toBeGreaterThanOrEqual(1);
    expect(rolledRiders).toBeGreaterThanOrEqual(1);
    await area.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    expect(await coveredNames(area)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`crowded-${size.width}.png`) });

    // Every card is previewed when pointed at (a rolled one and a Set one among them) and when focused.
    const rider = area.locator('.pf-rider .pf-card').first();
    const sideways = area.locator('.pf-card.turned').first();
    for (const card of [rider, sideways]) {
      const box = (await card.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + Math.min(8, box.height / 2));
      await expectPreviewed(page, card);
    }
    await page.mouse.move(0, 0);
    await area.locator('.pf-card').last().focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expectPreviewed(page, area.locator('.pf-card').last());
    await page.screenshot({ path: test.info().outputPath(`crowded-preview-${size.width}.png`) });
  });
}
