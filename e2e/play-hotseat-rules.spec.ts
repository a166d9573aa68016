/**
 * A rules-assisted hotseat M.S. War game played from the setup to a win through the UI only:
 * the mulligans and the coin toss as prompts, the Factory steps, M.S. and Pilots played by
 * dragging (or from the card menu), attacks by dragging onto the M.S. Battlefield, defenders
 * picked in the decision, and Pass from the buttons — never a manual override. The curtain
 * comes up whenever the computer must change hands (priority moves between the seats inside a
 * turn, M.S. War 2.1 "Priority"); at each one the seat that was shown has its hand checked to
 * be gone from the page. The game ends by the rules (M.S. War 2.1 "Winning": six War
 * Experience, or an empty Supply Base).
 */
import { test, expect, type Locator } from '@playwright/test';
import { afterMove, dragIntoZone, privateCards, tableDrawn, zone } from './helpers';
import { answer, optionCount } from './answer';

// A click or drag that cannot happen (a button that never settles, a card that never comes)
// fails in seconds with Playwright's reason, instead of waiting out the whole game's timeout
// (it once waited 7 minutes on a Pass click for the button to be stable).
test.use({ actionTimeout: 30_000 });

async function ids(cards: Locator): Promise<string[]> {
  return cards.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.cardId!));
}

test('M.S. War hotseat, rules-assisted, played to a win by drags, menus and buttons', async ({ page }) => {
  test.setTimeout(420_000);
  await page.goto('./#/play');
  await page.getByText('Gundam M.S. War', { exact: true }).click();
  await page.getByText('Hotseat (two players)').click();
  await expect(page.getByRole('checkbox', { name: /Rules-assisted/ })).toBeChecked();
  await page.getByLabel('Deck for player 2').selectOption({ label: 'M.S. War demo B' });
  await page.getByText('More options').click();
  await page.getByLabel('Seed').fill('23');
  await page.getByRole('button', { name: 'Start game' }).click();
  await tableDrawn(page);

  const curtain = page.getByTestId('curtain');
  const decision = page.getByRole('alertdialog', { name: 'Decision' });
  const allowed = page.getByLabel('Allowed now');
  const log = page.getByTestId('game-log');
  const seen = { curtains: 0, mulligans: 0, attacks: 0, plays: 0, menuPlays: 0, defences: 0, passes: 0 };
  // The hand of the seat on screen, kept fresh after each move, checked gone at each curtain.
  let shown: { seat: number; hand: string[] } | null = null;
  // The card the last move took out of the shown hand (now in play, so public).
  let played: string | null = null;

  // A move, made and waited for: the step moves on, the curtain comes up, or the game is over; never refused.
  const made = async (act: () => Promise<unknown>) => {
    await afterMove(page, act, [curtain, page.getByTestId('outcome')]);
    await expect(page.getByRole('alert')).toHaveCount(0);
  };

  const table = page.getByTestId('play-table');
  for (let moves = 0; moves < 900; moves++) {
    // Either the curtain or the table is up (never both): wait for one before looking, so a
    // curtain still coming up after the start is not mistaken for the table.
    await expect(curtain.or(table).first()).toBeVisible();
    if (await page.getByTestId('outcome').count()) break;
    if (await curtain.count()) {
      seen.curtains++;
      // Nothing of either hand is in the page while the curtain is up.
      await expect(privateCards(page)).toHaveCount(0);
      await curtain.getByRole('button').click();
      await expect(page.getByTestId('play-table')).toBeVisible();
      const viewer = Number(await page.getByTestId('play-table').getAttribute('data-viewer'));
      if (shown && shown.seat !== viewer) {
        // The other seat's hand: backs only, and none of its card ids anywhere in the page.
        await expect(zone(page, shown.seat, 'hand').locator('[data-card-key]')).toHaveCount(0);
        const html = await page.content();
        for (const id of shown.hand) if (id !== played) expect(html).not.toContain(`data-card-id="${id}"`);
      }
      shown = { seat: viewer, hand: await ids(zone(page, viewer, 'hand').locator('.pf-card')) };
      continue;
    }
    const viewer = Number(await page.getByTestId('play-table').getAttribute('data-viewer'));
    played = null;
    if (await decision.count()) {
      const prompt = (await decision.locator('p').first().textContent()) ?? '';
      const min = Number(await decision.getAttribute('data-min'));
      // Before turn 1 the turn line says what is happening, not "Turn 0".
      if (/^Mulligan/.test(prompt)) {
        await expect(page.locator('.pf-turn-line')).toHaveText('Mulligan · before the first turn');
        seen.mulligans++;
      }
      // Keep the opening hand and the Factory's face-down materials; defend with one M.S.;
      // otherwise take the first choice(s): play first, produce, recycle, exchange a card.
      const picks = /^Mulligan|^Take a face-down/.test(prompt)
        ? 0
        : /^Defend/.test(prompt)
          ? Math.min(1, await optionCount(decision))
          : Math.max(min, 1);
      if (/^Defend/.test(prompt) && picks) seen.defences++;
      await made(() => answer(decision, picks));
    } else {
      const attacker = zone(page, viewer, 'ms-dock').locator('.pf-card[data-moves~="attack"]').first();
      const playable = zone(page, viewer, 'hand').locator('.pf-card[data-moves~="play"]').first();
      if (await attacker.count()) {
        await made(() => dragIntoZone(page, attacker, zone(page, viewer, 'ms-battlefield'), true));
        seen.attacks++;
      } else if (await playable.count()) {
        const key = (await playable.getAttribute('data-card-key')) ?? '';
        played = await playable.getAttribute('data-card-id');
        if (seen.plays % 3 === 2) {
          // Every third play from the card's menu: its rules section offers "Play".
          await playable.click({ button: 'right' });
          await made(() => page.getByRole('menuitem', { name: 'Play', exact: true }).click());
          seen.menuPlays++;
        } else await made(() => dragIntoZone(page, playable, zone(page, viewer, 'ms-dock'), true));
        seen.plays++;
        expect(key).not.toBe('');
      } else {
        await made(() => allowed.getByRole('button', { name: 'Pass', exact: true }).click());
        seen.passes++;
      }
    }
    if (!(await curtain.count()) && !(await page.getByTestId('outcome').count())) {
      shown = { seat: viewer, hand: await ids(zone(page, viewer, 'hand').locator('.pf-card')) };
    }
  }

  await expect(page.getByTestId('outcome')).toContainText('wins');
  await page.screenshot({ path: test.info().outputPath('hotseat-rules-win.png') });
  const text = await log.innerText();
  // Never a manual move: everything went through the rules.
  expect(text).not.toContain('Override');
  expect(text).toMatch(/coin/i);
  expect(seen.curtains).toBeGreaterThan(10);
  expect(seen.mulligans).toBe(2);
  expect(seen.attacks).toBeGreaterThan(3);
  expect(seen.plays).toBeGreaterThan(5);
  expect(seen.menuPlays).toBeGreaterThan(0);
  expect(seen.defences).toBeGreaterThan(0);
  const wins = /Supply Base|War Experience/;
  expect(text).toMatch(wins);
});
