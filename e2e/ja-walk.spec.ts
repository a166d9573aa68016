/**
 * Issue #47 item 4: a whole solo game in Japanese, read as a Japanese player reads it — every
 * step's table with its card faces (the demo cards' Japanese names, texts and keyword lines),
 * the questions, the Effect Chain / Cut entries, the card zoom and menu, every log line and the
 * outcome — then the Cards screen's detail of a card of each game. No Latin word may be left but
 * a short allowlist (the app's name, keys, game notation such as MS, NT, PS装甲, M.S.), card
 * numbers and the logo printed on every Gundam War card's back (englishOnJapaneseCards).
 *
 * Each game is played once at both window sizes: the window changes size every few steps, so
 * every kind of step, the zoom, the menu, the outcome and the card detail are read at 1440×900
 * and at 1280×720. The player passes and answers with as little as the rules allow, so the
 * computer carries the game to its end. The steps are played inside the page (`playSteps`: one
 * call to the browser for several steps, where a click and its wait took a dozen) and a step's
 * second look reads only what changed: what is left of the time is the game's own moves.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { darkTheme, screenshotsAtBothSizes, SIZES, zone } from './helpers';
import { englishOnJapaneseCards, installTextReader, pageTexts } from './i18n-words';

test.use({ locale: 'ja-JP', actionTimeout: 15_000 });

const GAMES = [
  { name: 'ガンダムウォー', id: 'gundam-war', number: 'GD-013' },
  { name: 'ガンダム M.S. ウォー', id: 'ms-war', number: 'SD-009' },
] as const;

/** Steps played in the page between two looks from the test (a size change, the zoom and the menu). */
const STEPS_AT_A_SIZE = 12;

async function start(page: Page, game: string) {
  await page.goto('./#/play');
  await page.locator('.language-select select').selectOption('ja');
  await page.getByText(game, { exact: true }).click();
  await page.getByText('ソロ（コンピューターと対戦）').click();
  await page.locator('fieldset', { hasText: 'コンピューター' }).getByText('やさしい', { exact: true }).click();
  await page.getByText('その他のオプション').click();
  await page.getByLabel('シード').fill('7');
  await page.getByRole('button', { name: 'ゲーム開始' }).click();
  await expect(page.getByTestId('play-table')).toBeVisible();
}

interface Played {
  /** Every text the page showed at each step played (faces too), once each. */
  texts: string[];
  steps: number;
  over: boolean;
  /** An Effect Chain / Cut was on the table when the run stopped (`untilChain`). */
  chain: boolean;
  /** A refusal the page showed instead of making the move: the walk's move was wrong. */
  refused: string | null;
}

/**
 * Runs in the page: at most `max` steps, each read (window.sortieTextsShown, installed by
 * installTextReader) and then played as the player plays it — a question answered with as little
 * as it allows, else 「自分のターンまでパス」 or Pass, else the computer's move waited for — until
 * the step changes, a control of the player's comes up, or the game ends. `untilChain`: stops at
 * a step with an Effect Chain / Cut on the table, for a screenshot of it.
 */
async function playSteps({ max, untilChain }: { max: number; untilChain: boolean }): Promise<Played> {
  type Read = (faces: boolean, within?: Element[]) => string[];
  const read = (window as unknown as { sortieTextsShown: Read }).sortieTextsShown;
  const texts = new Set<string>();
  // After the first look, each step reads only what changed since the last (the parts added,
  // rewritten or restyled): the whole page each step was most of a game's time.
  const changed = new Set<Element>();
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      const nodes = r.type === 'childList' ? [...r.addedNodes] : [r.target];
      for (const node of nodes) {
        const el = node instanceof Element ? node : node.parentElement;
        if (el) changed.add(el);
      }
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  const readChanged = () => {
    const roots = [...changed].filter((el) => el.isConnected);
    changed.clear();
    return read(
      true,
      roots.filter((el) => !roots.some((other) => other !== el && other.contains(el))),
    );
  };
  const $ = (selector: string) => document.querySelector<HTMLElement>(selector);
  const buttons = (within: ParentNode | null) => [...(within?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
  const step = () => $('[data-testid="play-body"]')?.dataset.step;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const done = (steps: number, refused: string | null = null): Played => {
    observer.disconnect();
    return {
      texts: [...texts],
      steps,
      over: !!$('[data-testid="outcome"]'),
      chain: !!$('[data-testid="chain"]'),
      refused,
    };
  };
  for (let n = 0; n < max; n++) {
    for (const text of n === 0 ? read(true) : readChanged()) texts.add(text);
    if ($('[data-testid="outcome"]')) return done(n);
    if (untilChain && n > 0 && $('[data-testid="chain"]')) return done(n);
    const before = step();
    const decision = $('[role="alertdialog"]');
    const allowed = $('[aria-label="今できること"]');
    const pass = buttons(allowed).find((b) => b.textContent?.trim().startsWith('パス'));
    const untilOwnTurn = buttons(document).find((b) => b.textContent?.trim() === '自分のターンまでパス');
    let mine = true;
    if (decision) {
      const min = Number(decision.getAttribute('data-min') ?? 0);
      const options = [...decision.querySelectorAll<HTMLInputElement>('.pf-options input')];
      const confirm = buttons(decision).find((b) => /^(確定|続ける)$/.test(b.textContent?.trim() ?? ''));
      if (options.length && confirm) {
        options.forEach((option, i) => option.checked !== i < min && option.click());
        // React draws the choice before Confirm reads it.
        await pause(0);
        confirm.click();
      } else buttons(decision)[0].click();
    } else if (pass) (untilOwnTurn ?? pass).click();
    else mine = false;
    // The step moves on, or (the computer's turn) one of the player's controls comes up, or the game ends.
    for (const started = Date.now(); ; await pause(15)) {
      if (step() !== before || $('[data-testid="outcome"]')) break;
      const refusal = $('[role="alert"]');
      if (refusal) return done(n, refusal.textContent);
      if (!mine && ($('[role="alertdialog"]') || buttons($('[aria-label="今できること"]')).length)) break;
      if (Date.now() - started > 60_000) throw new Error(`step ${before}: nothing moved in 60 s`);
    }
  }
  return done(max);
}

/**
 * Moves the mouse onto `card` (scrolled into view first), as a player points at it: no wait for
 * the card to hold still, which a click's checks spend on every card. Where it pointed, or null
 * when there is no such card.
 */
async function pointAt(page: Page, card: Locator) {
  if (!(await card.count())) return null;
  await card.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
  const box = await card.boundingBox();
  if (!box) return null;
  const at = { x: box.x + box.width / 2, y: box.y + Math.min(12, box.height / 2) };
  await page.mouse.move(at.x, at.y);
  return at;
}

/**
 * Points at a card until its zoom (or the game's outcome) shows: the computer plays on meanwhile
 * and may move the card from under a still pointer, so a miss points again at what is there now.
 * False when no such card is left.
 */
async function zoomOn(page: Page, card: Locator, over: Locator): Promise<boolean> {
  let shown = false;
  await expect(async () => {
    shown = false;
    if (!(await pointAt(page, card))) return;
    await expect(page.getByTestId('card-preview').or(over).first()).toBeVisible({ timeout: 3_000 });
    shown = true;
  }).toPass({ timeout: 30_000 });
  return shown;
}

for (const game of GAMES) {
  test(`${game.name}: a whole solo game reads in Japanese, card faces and chain entries too, at both sizes`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await page.setViewportSize(SIZES[0]);
    await start(page, game.name);
    await installTextReader(page);
    const seen: Record<string, string[]> = {};
    const record = (when: string, texts: string[]) => {
      const left = englishOnJapaneseCards(texts);
      if (left.length) seen[when] = left;
    };
    const look = async (when: string) => record(when, await pageTexts(page, true));
    let chainShots = 0;
    let steps = 0;
    for (let run = 0; run < 400; run++) {
      const size = SIZES[run % 2];
      await page.setViewportSize(size);
      const at = `${size.width}×${size.height}`;
      const played = await page.evaluate(playSteps, { max: STEPS_AT_A_SIZE, untilChain: chainShots < 2 });
      record(`steps ${steps}–${steps + played.steps} at ${at}`, played.texts);
      expect(played.refused, `step ${steps + played.steps} at ${at}`).toBeNull();
      steps += played.steps;
      if (played.over) break;
      if (played.chain && chainShots < 2)
        await page.screenshot({
          path: test.info().outputPath(`walk-${game.id}-chain-${size.width}-${chainShots++}.png`),
        });
      // The zoom and the menu of a card in hand, and the zoom of a card of the computer's.
      // The computer plays on meanwhile: its move may end the game, which then shows no zoom or menu.
      const over = page.getByTestId('outcome');
      const inHand = zone(page, 0, 'hand').locator('.pf-card').first();
      if (await zoomOn(page, inHand, over)) {
        if (await over.count()) break;
        await look(`step ${steps}, zoom of a card in hand at ${at}`);
        await inHand.click({ button: 'right' });
        await expect(page.getByRole('menu').or(over).first()).toBeVisible();
        if (await over.count()) break;
        await look(`step ${steps}, menu at ${at}`);
        await page.keyboard.press('Escape');
      }
      if (await zoomOn(page, page.locator('.pf-zone[data-seat="1"] .pf-card:not(:has(.pf-back))').last(), over)) {
        if (await over.count()) break;
        await look(`step ${steps}, zoom of the computer's card at ${at}`);
      }
      await page.mouse.move(2, size.height - 2);
    }
    await expect(page.getByTestId('outcome')).toBeVisible();
    // The outcome and the whole log, at both sizes.
    await screenshotsAtBothSizes(page, `walk-${game.id}-end`, () => look(`outcome at ${page.viewportSize()?.width}`));
    expect(await page.getByTestId('game-log').locator('li').count()).toBeGreaterThan(20);

    // The Cards screen: the detail of a demo card with a text, its face and its fields.
    await page.goto('./#/cards');
    await page.getByRole('searchbox').first().fill(game.number);
    await page.getByText(game.number).first().click();
    await expect(page.locator('.card-detail')).toBeVisible();
    await screenshotsAtBothSizes(page, `walk-${game.id}-detail`, () =>
      look(`card detail at ${page.viewportSize()?.width}`),
    );
    expect(seen).toEqual({});
    test.info().annotations.push({ type: 'steps', description: String(steps) });
  });
}

test('the demo cards in Japanese on the Cards screen, dark, at both sizes', async ({ page }) => {
  await page.goto('./#/cards');
  await page.locator('.language-select select').selectOption('en');
  await darkTheme(page);
  await page.locator('.language-select select').selectOption('ja');
  for (const game of GAMES) {
    await page.getByRole('searchbox').first().fill(game.number);
    await page.getByText(game.number).first().click();
    await expect(page.locator('.card-detail')).toBeVisible();
    expect(englishOnJapaneseCards(await pageTexts(page, true))).toEqual([]);
    await screenshotsAtBothSizes(page, `cards-ja-dark-${game.id}`);
  }
});
