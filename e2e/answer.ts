/**
 * Answers the decision on screen the way a player does, whichever way it is asked: a question of
 * one pick among a few short options is a row of buttons (one click answers it, "None" where none
 * may be chosen); any other is a list of radio buttons or checkboxes, then Confirm (or Continue
 * when there is nothing to choose). The specs answer through here, so a change to how the table
 * asks is made in one place.
 */
import { expect, type Locator } from '@playwright/test';

/** The button that sends a list's picks: Confirm, or Continue when nothing can be chosen. */
export const confirmButton = (decision: Locator) =>
  decision.getByRole('button', { name: /^(Confirm|Continue|確定|続ける)$/ });

/** The one-click answers of a question asked as buttons (none for a list). */
export const answerButtons = (decision: Locator) => decision.locator('.pf-answers button');

/** Whether the decision offers an option whose words match `label`. */
export async function offers(decision: Locator, label: string | RegExp): Promise<boolean> {
  const buttons = answerButtons(decision).filter({ hasText: label });
  return (await buttons.count()) > 0 || (await decision.locator('.pf-options label', { hasText: label }).count()) > 0;
}

/**
 * Answers `decision`: with the option whose words match `pick`, or with its first `pick`
 * options (0: none; more than it offers: all it offers). Resolves once the answer is sent.
 */
export async function answer(decision: Locator, pick: number | string | RegExp = 1): Promise<void> {
  // A question answered a moment ago keeps its buttons disabled until the reply brings the next
  // one (or none): a loop that comes round before the reply waits for it, rather than answer twice.
  await expect(decision.locator('.pf-answers button:disabled')).toHaveCount(0, { timeout: 15_000 });
  if (!(await decision.count())) return;
  const buttons = answerButtons(decision);
  if (await buttons.count()) {
    if (typeof pick !== 'number') return buttons.filter({ hasText: pick }).first().click();
    const none = decision.getByRole('button', { name: /^(None|選ばない)$/ });
    return pick === 0 && (await none.count()) ? none.click() : buttons.first().click();
  }
  const inputs = decision.locator('.pf-options input');
  if (typeof pick !== 'number') await decision.locator('.pf-options label', { hasText: pick }).first().click();
  else for (let k = 0; k < Math.min(pick, await inputs.count()); k++) await inputs.nth(k).check();
  await confirmButton(decision).click();
}

/** Answers with the fewest picks the decision allows (its `data-min`): none where none may be chosen. */
export async function answerLeast(decision: Locator): Promise<void> {
  return answer(decision, Number(await decision.getAttribute('data-min')));
}

/** How many options the decision offers, however it asks ("None" is not one). */
export async function optionCount(decision: Locator): Promise<number> {
  const none = decision.getByRole('button', { name: /^(None|選ばない)$/ });
  return (
    (await decision.locator('.pf-options input').count()) +
    (await answerButtons(decision).count()) -
    (await none.count())
  );
}
