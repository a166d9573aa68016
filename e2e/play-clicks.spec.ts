/**
 * Issue 47 item 9, fewer clicks: M.S. War's Factory questions are answered with one click each
 * (Yes and No are buttons, a card or None; the number keys answer too), a card's menu lists its
 * attack once, and an answer kept for the game is given for the player the next time its
 * question comes back, until the player undoes it. In English and Japanese, at both sizes.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { afterMove, count, openPosition, SIZES, stepOf, tableDrawn } from './helpers';
import { answer } from './answer';

const WORDS = {
  en: {
    game: 'Gundam M.S. War',
    goldfish: 'Goldfish (one deck)',
    start: 'Start game',
    decision: 'Decision',
    produce: /Supply Base.*Factory/,
    exchange: /from your hand face up in your Factory/,
    yes: 'Yes',
    no: 'No',
    none: 'None',
    keep: 'Always answer this way in this game',
    kept: /Kept answers/,
    askAgain: 'Ask again',
    pass: /^Pass/,
    allowed: 'Allowed now',
  },
  ja: {
    game: 'ガンダム M.S. ウォー',
    goldfish: '一人回し（デッキ1つ）',
    start: 'ゲーム開始',
    decision: '選択',
    produce: /サプライベース.*ファクトリー/,
    exchange: /手札.*ファクトリー/,
    yes: 'はい',
    no: 'いいえ',
    none: '選ばない',
    keep: 'この対局では毎回これを選ぶ',
    kept: /決めておいた答え/,
    askAgain: 'また聞く',
    pass: /^パス/,
    allowed: '今できること',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

async function startMsWar(page: Page, w: Words) {
  await page.goto('./#/play');
  await page.getByText(w.game, { exact: true }).click();
  await page.getByText(w.goldfish).click();
  await page.getByRole('button', { name: w.start }).click();
  await tableDrawn(page);
}

/** Keeps the hand and answers or passes on until the decision asks `prompt` (the first move of each turn is the Factory's). */
async function until(page: Page, w: Words, prompt: RegExp, moves = 60) {
  const decision = page.getByRole('alertdialog', { name: w.decision });
  const pass = page.getByLabel(w.allowed).getByRole('button', { name: w.pass });
  for (let i = 0; i < moves; i++) {
    await expect(decision.or(pass).first()).toBeVisible();
    if (await decision.count()) {
      if (prompt.test((await decision.locator('p').first().textContent()) ?? '')) return decision;
      await afterMove(page, () => answer(decision, 0));
    } else await afterMove(page, () => pass.first().click());
  }
  throw new Error(`No question ${prompt} in ${moves} moves.`);
}

for (const lang of ['en', 'ja'] as const) {
  const w = WORDS[lang];
  test.describe(`fewer clicks (${lang})`, () => {
    test.use({ locale: lang === 'ja' ? 'ja-JP' : 'en-US' });
    for (const size of SIZES) {
      const at = `${size.width}×${size.height}`;
      test.describe(at, () => {
        test.use({ viewport: size });

        test(`a Factory question is answered with one click; Yes and No are buttons (${at})`, async ({ page }) => {
          test.setTimeout(90_000);
          await startMsWar(page, w);
          const decision = await until(page, w, w.produce);
          const prompt = (await decision.locator('p').first().textContent())!;
          // One group named by its question, one button per answer, nothing to tick and no Confirm.
          const group = decision.getByRole('group', { name: prompt });
          await expect(group.getByRole('button')).toHaveText([w.yes, w.no]);
          await expect(decision.locator('input[type=radio]')).toHaveCount(0);
          await expect(decision.getByRole('button', { name: /^(Confirm|確定)$/ })).toHaveCount(0);
          await expect(group.getByRole('button', { name: w.yes })).toBeFocused();
          await page.screenshot({ path: test.info().outputPath(`factory-${lang}-${size.width}.png`) });
          // The system's dark theme (the theme button's name is in the interface language).
          await page.emulateMedia({ colorScheme: 'dark' });
          await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
          await page.screenshot({ path: test.info().outputPath(`factory-${lang}-${size.width}-dark.png`) });
          const before = await stepOf(page);
          await group.getByRole('button', { name: w.yes }).click();
          await expect.poll(() => stepOf(page)).toBe(String(Number(before) + 1));
          await expect(decision.locator('p').first()).not.toHaveText(prompt);
          // The next question (a hand card for the Factory, or none) is one key: its last number is None.
          const exchange = await until(page, w, w.exchange, 1);
          const buttons = exchange.locator('.pf-answers button');
          await expect(buttons.last()).toHaveText(w.none);
          await expect(buttons.first()).toBeFocused();
          const n = await buttons.count();
          const step = await stepOf(page);
          await page.keyboard.press(String(n));
          await expect.poll(() => stepOf(page)).toBe(String(Number(step) + 1));
        });

        test(`an answer kept for the game is given next time, until it is undone (${at})`, async ({ page }) => {
          test.setTimeout(150_000);
          await startMsWar(page, w);
          let decision = await until(page, w, w.produce);
          await decision.getByRole('checkbox', { name: w.keep }).check();
          await decision.getByRole('button', { name: w.no }).click();
          const kept = page.getByTestId('kept-answers');
          await expect(kept).toContainText(w.kept);
          await expect(kept).toContainText(w.no);
          // Answered once: the next question waits, and nothing was refused (the kept answer is not sent again).
          await expect(decision.locator('p').first()).toHaveText(w.exchange);
          await expect(page.getByRole('alert')).toHaveCount(0);
          // The kept answer and its undo stay in sight beside a question with a long list of answers
          // (a card in hand, or none), at 1280×720 too: the question's list scrolls in its own box.
          const seen = (button: Locator) =>
            button.evaluate((el) => {
              const r = el.getBoundingClientRect();
              const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
              return !!hit && el.contains(hit);
            });
          expect(await seen(kept.getByRole('button', { name: w.askAgain }))).toBe(true);
          expect(await seen(decision.getByRole('button').first())).toBe(true);
          await page.screenshot({ path: test.info().outputPath(`kept-${lang}-${size.width}.png`) });
          // The next turn's Factory question is answered for the player: it never waits on screen.
          const turn = page.locator('.pf-turn-line strong');
          const first = await turn.textContent();
          decision = page.getByRole('alertdialog', { name: w.decision });
          const pass = page.getByLabel(w.allowed).getByRole('button', { name: w.pass });
          const turnNow = async () => (await turn.textContent()) !== first;
          for (let i = 0; i < 60 && !(await turnNow()); i++) {
            await expect(decision.or(pass).first()).toBeVisible();
            if (await decision.count()) await afterMove(page, () => answer(decision, 0));
            else await afterMove(page, () => pass.first().click());
          }
          expect(await turnNow()).toBe(true);
          // On the new turn the first question waiting is the one after the Factory's (or none).
          await expect(decision.or(pass).first()).toBeVisible();
          if (await decision.count()) await expect(decision.locator('p').first()).not.toHaveText(w.produce);
          // No, twice: nothing went to the Factory.
          await expect(count(page, 0, 'factory')).toHaveText('0');
          // A reload resumes the game with the answer still kept; undone, the question is asked again.
          await page.reload();
          await tableDrawn(page);
          await expect(page.getByTestId('kept-answers')).toContainText(w.no);
          await page.getByTestId('kept-answers').getByRole('button', { name: w.askAgain }).click();
          await expect(page.getByTestId('kept-answers')).toHaveCount(0);
          decision = await until(page, w, w.produce);
          await expect(decision.getByRole('button', { name: w.yes })).toBeVisible();
        });
      });
    }
  });
}

// Opened as a game file in English (the file chooser's words), then shown in the language tested.
for (const lang of ['en', 'ja'] as const)
  test.describe(`the card menu (${lang})`, () => {
    test.use({ locale: 'en-US' });
    for (const size of SIZES)
      test.describe(`${size.width}`, () => {
        test.use({ viewport: size });
        test(`a card's menu lists its attack once, with its shortcut (${size.width}×${size.height})`, async ({
          page,
        }) => {
          test.setTimeout(90_000);
          await openPosition(page, 'ms-war-attack');
          if (lang === 'ja') await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
          const attacker = page.locator(
            'section.pf-zone[data-seat="0"][data-zone="ms-dock"] .pf-card[data-moves~="attack"]',
          );
          await expect(attacker.first()).toBeVisible();
          await attacker.first().click({ button: 'right' });
          const menu = page.getByRole('menu');
          const attacks = menu.getByRole('menuitem', { name: lang === 'en' ? /Attack/ : /攻撃/ });
          await expect(attacks).toHaveCount(1);
          await expect(attacks).toHaveAttribute('aria-keyshortcuts', 'P');
          await expect(menu.locator('kbd', { hasText: /^P$/ })).toHaveCount(1);
          await page.screenshot({ path: test.info().outputPath(`attack-menu-${lang}-${size.width}.png`) });
          await page.keyboard.press('Escape');
          await page.emulateMedia({ colorScheme: 'dark' });
          await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
          await attacker.first().click({ button: 'right' });
          await page.screenshot({ path: test.info().outputPath(`attack-menu-${lang}-${size.width}-dark.png`) });
        });
      });
  });
