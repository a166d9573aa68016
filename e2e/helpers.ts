/**
 * What the e2e specs share: finding zones and counts on the play table, the game step, the
 * dark theme, and drag-and-drop with the mouse the way a user drags (press, nudge past the
 * drag threshold, travel, release), so the dnd-kit sensors see real pointer moves.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export const zone = (page: Page, seat: number, id: string) => page.locator(`section.pf-zone[data-seat="${seat}"][data-zone="${id}"]`);
export const count = (page: Page, seat: number, id: string) => page.getByTestId(`count-${seat}-${id}`);

/** The game step the page shows; every accepted move advances it. */
export const stepOf = (page: Page) => page.getByTestId('play-body').getAttribute('data-step');

export interface DragOptions {
  /** Scroll the source into view first (a table or list taller than the window). */
  scroll?: boolean;
  /** The first small move that starts the drag (past the 6 px activation distance). */
  nudge?: { x: number; y: number; steps: number };
  /** Where to release: the target's centre, or near its right edge (past the cards already in a row). */
  aim?: 'center' | 'right';
  /** Release at most this far below the target's top (its header and first row of cards). */
  maxY?: number;
  /** Pointer moves on the way to the target. */
  steps?: number;
  /** Read where the target is only once the drag has started (the table may have scrolled). */
  late?: boolean;
  /** The target may scroll under the pointer while dragging (auto-scroll): look again just before the drop. */
  reaim?: boolean;
}

function point(box: { x: number; y: number; width: number; height: number }, o: Required<Pick<DragOptions, 'aim' | 'maxY'>>) {
  return { x: o.aim === 'right' ? box.x + box.width - 20 : box.x + box.width / 2, y: box.y + Math.min(box.height / 2, o.maxY) };
}

export async function drag(page: Page, from: Locator, to: Locator, options: DragOptions = {}) {
  const { scroll = false, nudge = { x: 12, y: 12, steps: 3 }, aim = 'center', maxY = 60, steps = 10, late = false, reaim = false } = options;
  if (scroll) await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const early = late ? null : (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + nudge.x, a.y + a.height / 2 + nudge.y, { steps: nudge.steps });
  const b = point(early ?? (await to.boundingBox())!, { aim, maxY });
  await page.mouse.move(b.x, b.y, { steps });
  if (reaim) {
    await page.waitForTimeout(100);
    const c = point((await to.boundingBox())!, { aim, maxY });
    await page.mouse.move(c.x, c.y, { steps: 2 });
  }
  await page.mouse.up();
}

/** A card into a zone of a table that may scroll: aimed past the cards already in the row. */
export const dragIntoZone = (page: Page, from: Locator, to: Locator, reaim = false) =>
  drag(page, from, to, { scroll: true, nudge: { x: 12, y: -12, steps: 3 }, aim: 'right', maxY: 50, steps: 8, late: true, reaim });

/** The theme button cycles system → light → dark. */
export async function darkTheme(page: Page) {
  for (let i = 0; i < 3 && (await page.evaluate(() => document.documentElement.dataset.theme)) !== 'dark'; i++) await page.getByRole('button', { name: /theme/i }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}
