import { test, expect, type Page, type Locator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { deckSaved, drag, searchCards as search } from './helpers';

// 16 demo cards x3 + SD-017 x2 = 50; SD-058 (the Mission card) is left out.
const numbers = Array.from({ length: 17 }, (_, i) => `SD-${String(i + 1).padStart(3, '0')}`);

// A deck row or search result onto a deck section, released near the section's top.
const dragTo = (page: Page, source: Locator, target: Locator) =>
  drag(page, source, target, { scroll: true, nudge: { x: 12, y: 6, steps: 4 }, maxY: 40, steps: 12 });

async function exportList(page: Page) {
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Export list…' }).click();
}

test('build a 50-card deck by dragging and by keyboard; violations appear and clear; edits survive a reload', async ({
  page,
}) => {
  await page.goto('./#/decks');
  await page.getByRole('button', { name: 'New M.S. War deck' }).click();
  await expect(page.getByTestId('legality')).toHaveText('1 problem');
  const main = page.getByTestId('section-main');
  const side = page.getByTestId('section-side');

  // By dragging: three copies each of the first two cards.
  for (const number of numbers.slice(0, 2)) {
    await search(page, number);
    for (let i = 0; i < 3; i++) await dragTo(page, page.getByTestId(`result-${number}`), main);
    await expect(page.getByTestId(`main-${number}`)).toHaveAccessibleName(new RegExp(`^3 × .* ${number}`));
  }

  // By keyboard: Enter on a focused search result adds a copy.
  for (const number of numbers.slice(2)) {
    await search(page, number);
    await page.getByTestId(`result-${number}`).focus();
    const copies = number === 'SD-017' ? 2 : 3;
    for (let i = 0; i < copies; i++) await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('main-count')).toHaveText('50');
  await expect(page.getByTestId('legality')).toHaveText('Legal');

  // A fourth copy breaks the copy limit: named, highlighted, cleared by "-".
  const row = page.getByTestId('main-SD-005');
  await row.focus();
  await page.keyboard.press('+');
  await expect(page.getByTestId('legality')).toHaveText('2 problems');
  await expect(page.getByRole('list', { name: 'Format problems' })).toContainText('Copy limit');
  await expect(page.getByRole('list', { name: 'Format problems' })).toContainText('(SD-005)');
  await expect(row).toHaveClass(/offending/);
  await page.keyboard.press('-');
  await expect(page.getByTestId('legality')).toHaveText('Legal');
  await expect(row).not.toHaveClass(/offending/);

  // Drag between sections and out to remove; S moves by keyboard; undo/redo.
  await dragTo(page, page.getByTestId('main-SD-017'), side);
  await expect(page.getByTestId('side-count')).toHaveText('1');
  await expect(page.getByTestId('main-count')).toHaveText('49');
  await page.getByTestId('side-SD-017').focus();
  await page.keyboard.press('s');
  await expect(page.getByTestId('side-count')).toHaveText('0');
  await expect(page.getByTestId('main-count')).toHaveText('50');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('side-count')).toHaveText('1');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.getByTestId('main-count')).toHaveText('50');
  await dragTo(page, page.getByTestId('main-SD-017'), page.getByText('Drop here to remove one copy'));
  await expect(page.getByTestId('main-count')).toHaveText('49');
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('main-count')).toHaveText('50');
  await page.getByTestId('main-SD-001').focus();
  await page.keyboard.press('Delete');
  await expect(page.getByTestId('main-count')).toHaveText('47');
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('main-count')).toHaveText('50');

  await page.getByLabel('Deck name').fill('Vanguard Rush');
  await page.getByLabel('Deck name').press('Enter');
  await deckSaved(page, 'Vanguard Rush');

  await page.reload();
  await expect(page.getByTestId('main-count')).toHaveText('50', { timeout: 30_000 });
  await expect(page.getByLabel('Deck name')).toHaveValue('Vanguard Rush');

  // A name typed and the page reloaded at once, before typing pauses, is not lost. The editor is
  // waited for first, generously: on a loaded machine a reload once took longer than the name
  // check's 10 s to draw it, and a lost name stays lost however long the check waits.
  await page.getByLabel('Deck name').fill('Vanguard Rush Mk II');
  await page.reload();
  await expect(page.getByTestId('main-count')).toHaveText('50', { timeout: 30_000 });
  await expect(page.getByLabel('Deck name')).toHaveValue('Vanguard Rush Mk II');
  await page.getByLabel('Deck name').fill('Vanguard Rush');
  await page.getByLabel('Deck name').press('Enter');
  await deckSaved(page, 'Vanguard Rush');
  for (const number of numbers)
    await expect(page.getByTestId(`main-${number}`)).toHaveAccessibleName(
      new RegExp(`^${number === 'SD-017' ? 2 : 3} × `),
    );
  await expect(page.getByTestId('legality')).toHaveText('Legal');

  await page.getByRole('button', { name: 'Back to all decks' }).click();
  const listRow = page.getByRole('row', { name: /Vanguard Rush/ });
  await expect(listRow).toContainText('M.S. War 2.1');
  await expect(listRow).toContainText('50');
  await expect(listRow).toContainText('Legal');
});

test('export → import round trip is identical; malformed lists get line-numbered errors; delete has undo', async ({
  page,
}) => {
  await page.goto('./#/decks');
  await page.getByRole('button', { name: 'New Gundam War deck' }).click();
  for (const [number, copies] of [
    ['GD-011', 3],
    ['GD-001', 5],
    ['GD-039', 1],
  ] as const) {
    await search(page, number);
    await page.getByTestId(`result-${number}`).focus();
    for (let i = 0; i < copies; i++) await page.keyboard.press(number === 'GD-001' ? 'Shift+Enter' : 'Enter');
  }
  await page.getByLabel('Deck name').fill('Round Trip');
  await page.getByLabel('Deck name').press('Enter');
  const download = page.waitForEvent('download');
  await exportList(page);
  const exported = readFileSync((await (await download).path())!, 'utf8');
  expect(exported).toContain('Deck: Round Trip');
  expect(exported).toContain('Format: gundam-war');
  expect(exported).toContain('3 GD-011 Sentinel Frame');

  await page.getByRole('button', { name: 'Back to all decks' }).click();
  await page.getByRole('button', { name: 'Paste list…' }).click();
  await page.getByLabel('Deck list text').fill(exported);
  await page.getByRole('button', { name: 'Import list' }).click();
  await expect(page.getByTestId('main-count')).toHaveText('4');
  await expect(page.getByTestId('side-count')).toHaveText('5');
  const again = page.waitForEvent('download');
  await exportList(page);
  expect(readFileSync((await (await again).path())!, 'utf8')).toBe(exported);

  await page.getByRole('button', { name: 'Back to all decks' }).click();
  await page.getByRole('button', { name: 'Paste list…' }).click();
  await page
    .getByLabel('Deck list text')
    .fill('Format: gundam-war\nMain:\n3 GD-011\nthree GD-012\n2 GD-999\n1 Nobody At All');
  await page.getByRole('button', { name: 'Import list' }).click();
  const problems = page.getByRole('list', { name: 'Problems' });
  await expect(problems).toContainText('Line 4');
  await expect(problems).toContainText('cannot read "three GD-012"');
  await expect(problems).toContainText('Line 5');
  await expect(problems).toContainText('GD-999');
  await expect(problems).toContainText('Line 6');
  await page.getByRole('button', { name: 'Close', exact: true }).click();

  await expect(page.getByRole('row', { name: /Round Trip/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'Delete Round Trip' }).first().click();
  await expect(page.getByRole('row', { name: /Round Trip/ })).toHaveCount(1);
  await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('row', { name: /Round Trip/ })).toHaveCount(2);
});

/** dnd-kit's screen-reader live region (the polite one, not our own deck-size line). */
const announcements = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/**
 * One arrow press carries the card in the air to the next drop zone. dnd-kit's keyboard sensor
 * starts listening for keys a moment after the pick-up (so the Space that picked the card up is
 * not taken for a move), and on a busy machine that moment can come after the pick-up has been
 * announced: a press that changed nothing was not heard, and is made again. A heard press always
 * changes the announcement, so this never moves the card two zones.
 */
async function arrowTo(page: Page, arrow: 'ArrowRight' | 'ArrowDown', to: 'main deck' | 'side deck' | 'remove area') {
  const region = announcements(page);
  const before = await region.innerText();
  for (let press = 0; press < 5; press++) {
    await page.keyboard.press(arrow);
    try {
      await expect(region).not.toHaveText(before, { timeout: 1000 });
      break;
    } catch {
      // Not heard yet: press again.
    }
  }
  await expect(region).toContainText(`is over the ${to}.`);
}

/** Space on a focused card picks it up; one arrow press carries it to the next drop zone. */
async function pickUpAndMove(
  page: Page,
  card: Locator,
  arrow: 'ArrowRight' | 'ArrowDown',
  to: 'main deck' | 'side deck' | 'remove area',
) {
  await card.focus();
  await page.keyboard.press('Space');
  await expect(announcements(page)).toContainText(/Picked up|is over/);
  await arrowTo(page, arrow, to);
}

test('keyboard dragging: Space picks a card up, arrows choose main/side/remove, Space drops; each step is announced', async ({
  page,
}) => {
  await page.goto('./#/decks');
  await page.getByRole('button', { name: 'New M.S. War deck' }).click();
  const announced = announcements(page);
  await search(page, 'SD-003');
  const result = page.getByTestId('result-SD-003');

  await result.focus();
  await page.keyboard.press('Space');
  await expect(announced).toContainText('Picked up Vanguard Trooper Ace from search results.');
  await arrowTo(page, 'ArrowRight', 'main deck');
  await page.keyboard.press('Space');
  await expect(announced).toContainText('Dropped Vanguard Trooper Ace from search results on the main deck.');
  await expect(page.getByTestId('main-count')).toHaveText('1');

  // Escape puts the card back: nothing is added.
  await pickUpAndMove(page, result, 'ArrowRight', 'main deck');
  await page.keyboard.press('Escape');
  await expect(announced).toContainText('Cancelled moving Vanguard Trooper Ace');
  await expect(page.getByTestId('main-count')).toHaveText('1');

  // Twice more into the main deck, then one copy down to the side deck.
  for (const count of ['2', '3']) {
    await pickUpAndMove(page, result, 'ArrowRight', 'main deck');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('main-count')).toHaveText(count);
  }
  await expect(page.getByTestId('main-SD-003')).toHaveAccessibleName(/^3 × Vanguard Trooper Ace SD-003/);
  await pickUpAndMove(page, page.getByTestId('main-SD-003'), 'ArrowDown', 'side deck');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('main-count')).toHaveText('2');
  await expect(page.getByTestId('side-count')).toHaveText('1');

  // From the side deck, arrows go on to the remove area: dropping there removes the copy.
  await pickUpAndMove(page, page.getByTestId('side-SD-003'), 'ArrowDown', 'remove area');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('side-count')).toHaveText('0');
  await expect(page.getByTestId('main-count')).toHaveText('2');
});

test('the editor search speaks the query language, with the Cards screen help and errors', async ({ page }) => {
  await page.goto('./#/decks');
  await page.getByRole('button', { name: 'New M.S. War deck' }).click();
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await search(page, 't:ms cost<=1 -kw:sea');
  await expect(page.locator('.search-count > span')).toHaveText(/^\d+ cards? ·/);
  // The list drawn for this query (not the whole library it showed before): every row costs 0 or 1.
  await expect
    .poll(async () => {
      const shown = await results.allTextContents();
      return shown.length > 0 && shown.every((text) => /^[01]/.test(text)) ? 'only cost 0–1' : shown;
    })
    .toBe('only cost 0–1');

  await search(page, '(t:ms');
  await expect(page.getByRole('alert')).toContainText('This "(" is never closed: add a ")" (at column 1)');
  await expect(results).toHaveCount(0);

  await page.getByTitle('Search help').click();
  await expect(page.getByRole('dialog', { name: 'Search help' })).toContainText('has a keyword');
});

test('from the search box, ↓ goes to the first result and Enter adds it; ↓/↑ walk the list, ↑ from the top goes back', async ({
  page,
}) => {
  await page.goto('./#/decks');
  await page.getByRole('button', { name: 'New M.S. War deck' }).click();
  await expect(page.locator('.search-count > span')).toContainText('↓ to a card, Enter adds it');
  await search(page, 't:ms');
  const rows = page.getByRole('list', { name: 'Search results' }).locator('.result-row');
  await expect(rows.nth(1)).toBeVisible();
  const [first, second] = (
    await rows.evaluateAll((els) => els.slice(0, 2).map((e) => e.getAttribute('data-testid')))
  ).map((id) => id!.replace('result-', ''));
  const box = page.getByLabel('Search cards');
  await box.press('ArrowDown');
  await expect(page.getByTestId(`result-${first}`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(`main-${first}`)).toHaveAccessibleName(new RegExp(`^1 × .* ${first}`));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId(`result-${second}`)).toBeFocused();
  await page.keyboard.press('Shift+Enter');
  await expect(page.getByTestId(`side-${second}`)).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(box).toBeFocused();
});
