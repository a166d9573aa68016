import { test, expect, type Page } from '@playwright/test';
import { importCardFile as importFile } from './helpers';

const count = (page: Page) => page.getByTestId('result-count');
const cellsTotal = async (page: Page) => Number((await count(page).textContent())!.split(' of ')[0].replace(/,/g, ''));

test.describe('Cards screen', () => {
  test('shows the demo sets, searches with the query language and opens a card', async ({ page }) => {
    await page.goto('./#/cards');
    await expect(count(page)).toHaveText(/^1[2-9]\d of 1[2-9]\d$/);
    const search = page.getByRole('searchbox', { name: 'Search cards' });
    await search.fill('t:unit c:blue kw:"space battle" heron');
    await expect(count(page)).toHaveText(/^1 of /);
    await page.locator('.grid-card[data-number="GD-013"]').click();
    const detail = page.getByRole('complementary', { name: /Card details: White Heron/ });
    await expect(detail).toBeVisible();
    await expect(detail.locator('.kw-chip', { hasText: 'Space Battle (2)' })).toBeVisible();
    await page.screenshot({ path: '/tmp/cards-detail-light.png' });

    await search.fill('(t:unit');
    await expect(page.getByRole('alert')).toContainText('This "(" is never closed: add a ")" (at column 1)');
    await search.fill('heron OR 試作零号機');
    await expect(count(page)).toHaveText(/^2 of /);

    await page.getByRole('button', { name: 'List' }).click();
    await search.fill('game:ms t:ms');
    await page.getByRole('columnheader', { name: /Clash/ }).getByRole('button').click();
    await page.getByRole('columnheader', { name: /Clash/ }).getByRole('button').click();
    await expect(page.locator('.list-row[data-number]').first()).toHaveAttribute('data-number', 'SD-025');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: '/tmp/cards-list-dark.png' });
  });

  test('the card detail shows each ability as the rules read it, and whether it is scripted, compiled or manual', async ({
    page,
  }) => {
    await page.goto('./#/cards');
    const search = page.getByRole('searchbox', { name: 'Search cards' });
    await search.fill('game:ms "grinder assault"');
    await page.locator('.grid-card[data-number="SD-013"]').click();
    const abilities = page.getByRole('region', { name: 'Abilities as the rules read them' });
    await expect(abilities).toContainText('Scripted: the card file gives its abilities as data.');
    await expect(abilities.getByRole('listitem')).toHaveText(['When this M.S. attacks: the opponent discards 1 card']);
    await page.screenshot({ path: '/tmp/cards-detail-abilities.png' });
    await search.fill('game:gw t:unit heron');
    await page.locator('.grid-card[data-number="GD-013"]').click();
    await expect(abilities).toContainText('Compiled: every line of its text was read into a script.');
  });

  test('arrow keys move the selection in the grid and the list; Enter opens the card', async ({ page }) => {
    await page.goto('./#/cards');
    await expect(count(page)).toHaveText(/of 1[2-9]\d$/);
    await page.getByRole('searchbox', { name: 'Search cards' }).fill('game:gw');
    await expect(count(page)).toHaveText(/^\d+ of /);
    const grid = page.getByRole('grid', { name: 'Cards' });
    const cells = grid.getByRole('gridcell');
    // One tab stop: the first card.
    await expect(grid.locator('[tabindex="0"]')).toHaveCount(1);
    await cells.first().focus();
    const columns = Number(await grid.getAttribute('aria-colcount'));
    expect(columns).toBeGreaterThan(1);
    await page.keyboard.press('ArrowRight');
    await expect(cells.nth(1)).toBeFocused();
    await expect(cells.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(grid.locator(`[data-index="${columns + 1}"]`)).toBeFocused();
    await expect(page.getByRole('complementary', { name: /Card details/ })).toHaveCount(0);
    await page.keyboard.press('Enter');
    const number = await grid.locator(`[data-index="${columns + 1}"]`).getAttribute('data-number');
    await expect(page.getByRole('complementary', { name: /Card details/ })).toContainText(number!);
    // Far down the virtualised grid and back.
    await page.keyboard.press('Control+End');
    await expect(grid.locator('[aria-selected="true"]')).toBeFocused();
    await expect(grid.locator('[aria-selected="true"]')).toHaveAttribute(
      'data-index',
      String((await cellsTotal(page)) - 1),
    );
    await page.keyboard.press('Control+Home');
    await expect(grid.locator('[data-index="0"]')).toBeFocused();

    await page.getByRole('button', { name: 'List' }).click();
    const list = page.getByRole('grid', { name: 'Cards' });
    await list.locator('[data-index="0"]').focus();
    await page.keyboard.press('ArrowDown');
    await expect(list.locator('[data-index="1"]')).toBeFocused();
    await expect(list.locator('[data-index="1"]')).toHaveAttribute('aria-selected', 'true');

    // Type, then go on to the results with ArrowDown, without the mouse (README: "Arrow keys move through the results").
    const search = page.getByRole('searchbox', { name: 'Search cards' });
    await search.fill('game:ms t:ms');
    await expect(count(page)).toHaveText(/^\d+ of /);
    await page.getByRole('button', { name: 'Grid' }).click();
    await search.focus();
    await page.keyboard.press('ArrowDown');
    const first = page.getByRole('grid', { name: 'Cards' }).locator('[data-index="0"]');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('grid', { name: 'Cards' }).locator('[data-index="1"]')).toBeFocused();
  });

  test('a card face shows each keyword once: as a chip, not again in the text', async ({ page }) => {
    await page.goto('./#/cards');
    await page.getByRole('searchbox', { name: 'Search cards' }).fill('kw:"space battle" t:unit c:blue');
    await page.locator('.grid-card[data-number="GD-013"]').click();
    const face = page.getByRole('complementary', { name: /Card details/ }).locator('.card-face');
    await expect(face.locator('.cf-kw', { hasText: 'Space Battle (2)' })).toHaveCount(1);
    await expect(face.locator('.cf-text')).not.toContainText('Space Battle');
  });

  test('imports a documented CSV, then a foreign spreadsheet through mapping', async ({ page }) => {
    await page.goto('./#/cards');
    await expect(count(page)).toHaveText(/of 1[2-9]\d$/);
    const before = Number((await count(page).textContent())!.split(' of ')[1]);

    await importFile(
      page,
      'my-cards.csv',
      '\uFEFFgame,number,name,type,cost,clash,corps,text\nms-war,MY-001,Test Striker,ms,2,4,Rebels,"Sand, Preemptive Strike."\nms-war,MY-002,Test Pilot,pilot,1,,Rebels,\n',
    );
    const report = page.getByTestId('import-report');
    await expect(report).toContainText('Import finished');
    await expect(report.locator('.report-figures')).toContainText('2 added');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(count(page)).toHaveText(new RegExp(`of ${before + 2}$`));

    const foreign =
      'Nr,Titel,Kartentyp,Kosten,Künstler\nFX-1,Fremde Einheit,unit,3,Someone\nFX-2,Fremder Befehl,command,1,Someone\n';
    await importFile(page, 'sammlung.csv', foreign);
    await expect(page.getByRole('dialog', { name: 'Map the columns' })).toBeVisible();
    await page.getByLabel('Sortie column for Nr').selectOption('number');
    await page.getByLabel('Sortie column for Titel').selectOption('name');
    await page.getByLabel('Sortie column for Kartentyp').selectOption('type');
    await page.getByLabel('Sortie column for Kosten').selectOption('cost');
    await page.getByLabel('Game of every card').selectOption('gundam-war');
    await page.screenshot({ path: '/tmp/cards-mapping.png' });
    await page.getByRole('button', { name: 'Import with this mapping' }).click();
    await expect(report.locator('.report-figures')).toContainText('2 added');
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('searchbox', { name: 'Search cards' }).fill('"fremde einheit"');
    await expect(count(page)).toHaveText(new RegExp(`^1 of ${before + 4}$`));
    await page.locator('.grid-card[data-number="FX-1"]').click();
    await expect(page.getByRole('complementary', { name: /Fremde Einheit/ })).toContainText('Gundam War');
  });

  test('malformed files get a clear report and change nothing', async ({ page }) => {
    await page.goto('./#/cards');
    await expect(count(page)).toHaveText(/of 1[2-9]\d$/);
    const total = (await count(page).textContent())!.split(' of ')[1];

    await importFile(page, 'broken.csv', 'game,number,name,type\nms-war,B-1,"Unclosed,ms\nms-war,B-2,Fine,ms\n');
    await expect(page.getByTestId('import-report')).toContainText('Nothing was imported');
    await expect(page.getByTestId('import-report')).toContainText('Row 2: a quoted cell is not closed');
    await page.getByRole('button', { name: 'Close' }).click();

    await importFile(
      page,
      'dupes.csv',
      'game,number,name,type,cost\nms-war,D-1,One,ms,1\nms-war,D-1,Again,ms,1\nms-war,D-3,Three,ms,lots\n',
    );
    const review = page.getByRole('dialog', { name: 'Some rows have problems' });
    await expect(review).toContainText('duplicate card number: D-1 is already on row 2');
    await expect(review).toContainText('cost must be a whole number (got "lots")');
    await page.screenshot({ path: '/tmp/cards-review.png' });
    await review.getByRole('button', { name: 'Cancel import' }).click();
    await expect(count(page)).toHaveText(new RegExp(`of ${total}$`));

    await importFile(page, 'columns.csv', 'number,title\nX-1,Thing\n');
    await expect(page.getByRole('dialog', { name: 'Map the columns' })).toContainText(
      'Required columns missing: game, name, type',
    );
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(count(page)).toHaveText(new RegExp(`of ${total}$`));
  });
});
