/**
 * The start screen remembers what the user chose. It unmounts while a game is on the table, and
 * it used to come back set to M.S. War goldfish whatever had been picked: a Gundam War player
 * who ended a game found the other game chosen. Every mode of both games, ended each way a game
 * ends: "End game" mid-game, after "Restart", and after a win.
 */
import { test, expect, type Page } from '@playwright/test';

const GAMES = [
  { name: 'Gundam War', other: 'Gundam M.S. War' },
  { name: 'Gundam M.S. War', other: 'Gundam War' },
] as const;
const MODES = [
  { label: 'Goldfish (one deck)', title: 'Goldfish' },
  { label: 'Hotseat (two players)', title: 'Hotseat' },
  { label: 'Solo vs AI (against the computer)', title: 'Solo vs AI (Hard)' },
] as const;
type Ending = 'end' | 'restart' | 'win';

const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });

/** Picks the game on the start screen, after the other one, so the pick is the user's and not the default. */
async function choose(page: Page, game: string, other: string, mode: (typeof MODES)[number], manual: boolean) {
  // The radios sit under their labels: click the words, as a user does.
  await page.getByText(other, { exact: true }).click();
  await page.getByText(game, { exact: true }).click();
  await page.getByText(mode.label).click();
  if (mode.title.startsWith('Solo'))
    await page.locator('fieldset', { hasText: 'Computer' }).getByText('Hard', { exact: true }).click();
  else if (manual) await page.getByRole('checkbox', { name: /Rules-assisted/ }).uncheck();
  // Gundam War's manual goldfish table is won by a damage goal the player sets.
  if (manual && mode.title === 'Goldfish' && game === 'Gundam War') {
    await page.getByText('More options').click();
    await page.getByLabel('Goldfish goal: damage to deal').fill('5');
  }
}

async function expectChosen(page: Page, game: string, other: string, mode: (typeof MODES)[number]) {
  await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
  await expect(radio(page, game)).toBeChecked();
  await expect(radio(page, other)).not.toBeChecked();
  await expect(radio(page, mode.label)).toBeChecked();
  if (mode.title.startsWith('Solo')) await expect(radio(page, 'Hard')).toBeChecked();
}

/** Wins a manual table by its shortcut: 6 War Experience (M.S. War), or the damage goal of 5 (Gundam War). */
async function win(page: Page, game: string, hotseat: boolean) {
  // A hotseat table opens behind the curtain.
  if (hotseat) await page.getByTestId('curtain').getByRole('button').click();
  await expect(page.getByTestId('play-table')).toBeVisible();
  await page.keyboard.press('w');
  await page.getByRole('spinbutton').fill(game === 'Gundam War' ? '5' : '6');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('outcome')).toContainText('wins');
}

for (const { name: game, other } of GAMES) {
  for (const mode of MODES) {
    // A win by shortcut needs a winning mark: not on a Gundam War hotseat table (won by deck-out) nor against the computer.
    const quickWin = !mode.title.startsWith('Solo') && !(game === 'Gundam War' && mode.title === 'Hotseat');
    const endings: Ending[] = quickWin ? ['end', 'restart', 'win'] : ['end', 'restart'];
    test(`${game}, ${mode.title}: the start screen still shows it after a game ends (${endings.join(', ')})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.goto('./#/play');
      for (const ending of endings) {
        await choose(page, game, other, mode, ending === 'win');
        await page.getByRole('button', { name: 'Start game' }).click();
        await expect(page.locator('.pf-title')).toContainText(`${game} · ${mode.title}`);
        if (ending === 'restart') {
          const step = page.getByTestId('play-body');
          await page.getByRole('button', { name: 'Restart' }).click();
          await page.getByTestId('restart-confirm').click();
          await expect(step).toHaveAttribute('data-step', /\d/);
          await expect(page.locator('.pf-title')).toContainText(`${game} · ${mode.title}`);
        }
        if (ending === 'win') await win(page, game, mode.title === 'Hotseat');
        await page.getByRole('button', { name: 'End game' }).click();
        await expectChosen(page, game, other, mode);
      }
      // And after the app is closed and opened again.
      await page.reload();
      await expectChosen(page, game, other, mode);
    });
  }
}

// Ending a game while its Restart is still being dealt (the worker deals it, the settings are read)
// used to bring the restarted table back over the start screen once the deal came back.
test('End game taken while a Restart is being dealt: the start screen stays', async ({ page }) => {
  test.setTimeout(60_000);
  // The calls the page makes of the engine's worker, by name (Comlink posts `{path: [name]}`).
  await page.addInitScript(() => {
    const calls: string[] = ((window as unknown as { __engineCalls: string[] }).__engineCalls = []);
    const Native = window.Worker;
    window.Worker = class extends Native {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        if (options?.name !== 'sortie-engine') return;
        const post = this.postMessage.bind(this) as (message: unknown, transfer?: Transferable[]) => void;
        this.postMessage = (message: unknown, transfer?: Transferable[] | StructuredSerializeOptions) => {
          const path = (message as { path?: string[] } | null)?.path;
          if (path?.length) calls.push(path.join('.'));
          post(message, transfer as Transferable[]);
        };
      }
    };
  });
  // Games dealt and then closed: "Resume a game" also loads each saved game to read where it
  // stands and closes it again, so those loads are taken off the closes counted.
  const closed = () =>
    page.evaluate(() => {
      const calls = (window as unknown as { __engineCalls: string[] }).__engineCalls;
      return calls.filter((c) => c === 'closeGame').length - calls.filter((c) => c === 'loadGame').length;
    });
  await page.goto('./#/play');
  await page.getByText('Gundam War', { exact: true }).click();
  await page.getByText(MODES[0].label).click();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByTestId('play-body')).toHaveAttribute('data-step', /\d/);
  // Restart asks first; its confirmation and End game in one task, so End game surely comes
  // before the restarted deal is back.
  await page.getByRole('button', { name: 'Restart' }).click();
  await expect(page.getByTestId('restart-confirm')).toBeVisible();
  await page.evaluate(() => {
    const button = (name: string) =>
      [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) as HTMLButtonElement;
    (document.querySelector('[data-testid="restart-confirm"]') as HTMLButtonElement).click();
    button('End game').click();
  });
  await expect(page.getByRole('button', { name: 'Start game' })).toBeEnabled({ timeout: 30_000 });
  // Two games closed in the worker: the one ended, and the restart's deal, dropped once it came
  // back (the session closes a deal it will not show). Only then can the table be known absent.
  await expect.poll(closed, { timeout: 30_000 }).toBe(2);
  await expect(page.getByTestId('play-table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
});
