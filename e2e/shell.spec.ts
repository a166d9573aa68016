import { test, expect } from '@playwright/test';
import { selfCheck } from '../engine/api';

test.describe('app shell', () => {
  test('navigates Cards, Decks and Play by mouse and keyboard', async ({ page }) => {
    await page.goto('./');
    const nav = page.getByRole('navigation', { name: 'Places' });
    await expect(page.getByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
    // The places' shortcut badges name the keys, so they never read as counts.
    await expect(nav.locator('kbd')).toHaveText(['Ctrl+1', 'Ctrl+2', 'Ctrl+3']);

    await nav.getByRole('link', { name: /Decks/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Decks' })).toBeVisible();
    await expect(page).toHaveURL(/#\/decks$/);

    await page.keyboard.press('Alt+3');
    await expect(page.getByRole('heading', { level: 1, name: 'Play' })).toBeVisible();

    // Arrow keys move focus in the sidebar; Enter follows the link.
    await nav.getByRole('link', { name: /Play/ }).focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();

    // The place survives a reload.
    await page.keyboard.press('Alt+2');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Decks' })).toBeVisible();
  });

  test('follows the system theme and can be pinned', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('./');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).toHaveAttribute('data-theme', 'light');

    const toggle = page.getByRole('button', { name: /theme/ });
    await toggle.click(); // system -> light
    await toggle.click(); // light -> dark
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Control+Shift+L'); // dark -> system (light)
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('opens every place without a console error or a failed request', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('response', (r) => {
      if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
    });
    for (const place of ['Cards', 'Decks', 'Play']) {
      await page.goto(`./#/${place.toLowerCase()}`);
      await expect(page.getByRole('heading', { level: 1, name: place })).toBeVisible();
      await expect(page.getByTestId('engine-status')).toBeVisible();
    }
    // The page icon is asked for once the page has loaded: let that request finish.
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('shows a value computed by the engine worker', async ({ page }) => {
    await page.goto('./');
    const status = page.getByTestId('engine-status');
    await expect(status).toBeVisible();
    // The same computation in Node must give what the worker put on screen.
    await expect(status).toHaveAttribute('data-self-check', selfCheck(2000));
    // Said in words, with the hash for whoever wants it.
    await expect(status.getByTestId('replay-check')).toHaveText('replay check ✓');
    await expect(status.getByTestId('replay-check')).toHaveAttribute('title', new RegExp(selfCheck(2000)));
    await expect(status).not.toContainText(selfCheck(2000));
  });
});
