/**
 * Issue 47, items 3 and 8: the log names keywords by their names in the reader's language, never
 * by ids ("uses … area-weapon", "…preemptive-strike を得た"), and the computer's line per move is
 * one short line (at most 80 characters) whose details — the level's rule, a search's figures, the
 * question answered — are one click away. Solo games stopped where a keyword was used
 * (e2e/table-words-positions.ts), opened in English and in Japanese at both sizes.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { SIZES } from './helpers';

const WORDS = {
  en: {
    locale: 'en-US',
    open: 'Open a game file…',
    replay: 'Replay',
    end: 'Back to the end',
    computer: /^(アムロ|コンピューター) \((Easy|Normal|Hard)\) /,
    areaWeapon: 'Area Weapon',
    gains: 'gains Preemptive Strike',
    details: /plays by a fixed order of preferences|No other move was open|This move won/,
  },
  ja: {
    locale: 'ja-JP',
    open: 'ゲームファイルを開く…',
    replay: 'リプレイ',
    end: '最後に戻る',
    computer: /^(アムロ|コンピューター)（(やさしい|ふつう|むずかしい)）：/,
    areaWeapon: '範囲兵器',
    gains: '先制攻撃を得た',
    details: /決まった優先順|ほかに指せる手|勝率/,
  },
} as const;

/** A keyword id as the engine writes it: lower-case words joined by hyphens. */
const ID =
  /\b(area-weapon|preemptive-strike|high-mobility|space-battle|mobile-armor|dock-pilot|[a-z]+-[a-z]+-[a-z]+)\b/;

async function openPosition(page: Page, position: string, w: (typeof WORDS)[keyof typeof WORDS]) {
  // Played once per run, shared by the languages and sizes (the engine plays it the same each time).
  mkdirSync('test-results/table-words', { recursive: true });
  const path = `test-results/table-words/${position}.sortie-game.json`;
  if (!existsSync(path)) execFileSync('npx', ['tsx', 'e2e/table-words-positions.ts', position, path]);
  await page.goto('./#/play');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: w.open }).click();
  await (await chooser).setFiles(path);
  const replay = page.getByRole('toolbar', { name: w.replay });
  await expect(replay).toBeVisible();
  await replay.getByRole('button', { name: w.end }).click();
  await expect(replay).toHaveCount(0);
  await expect(page.getByTestId('play-table')).toBeVisible();
}

const logLines = (page: Page) => page.getByTestId('game-log').locator('li').allInnerTexts();

for (const lang of ['en', 'ja'] as const) {
  const w = WORDS[lang];
  test.describe(`log words in ${lang}`, () => {
    test.use({ locale: w.locale });
    for (const size of SIZES) {
      test(`keywords by name, the computer in one short line with its details a click away (${lang}, ${size.width}×${size.height})`, async ({
        page,
      }) => {
        await page.setViewportSize(size);
        await openPosition(page, 'gundam-war-area-weapon', w);
        const lines = await logLines(page);
        expect(lines.some((l) => l.includes(w.areaWeapon))).toBe(true);
        for (const l of lines) expect(l, l).not.toMatch(ID);
        // The computer's lines: short, with a disclosure holding what is behind them.
        const computer = page.getByTestId('game-log').locator('li:has(details.pf-log-why)');
        expect(await computer.count()).toBeGreaterThan(3);
        const said = await computer.locator('summary').allInnerTexts();
        for (const s of said) {
          expect(s, s).toMatch(w.computer);
          expect(s.length, s).toBeLessThanOrEqual(80);
          expect(s, s).not.toMatch(/playout|プレイアウト|\d+%/);
        }
        const last = computer.last();
        await expect(last.getByTestId('log-details')).toBeHidden();
        await last.locator('summary').click();
        await expect(last.getByTestId('log-details')).toBeVisible();
        await expect(last.getByTestId('log-details')).toHaveText(w.details);
        await page.screenshot({ path: test.info().outputPath(`log-gundam-war-${lang}-${size.width}.png`) });
      });

      test(`an M.S. War keyword gained, by its name (${lang}, ${size.width}×${size.height})`, async ({ page }) => {
        await page.setViewportSize(size);
        await openPosition(page, 'ms-war-gains-keyword', w);
        const ms = await logLines(page);
        expect(
          ms.some((l) => l.includes(w.gains)),
          ms.join('\n'),
        ).toBe(true);
        for (const l of ms) expect(l, l).not.toMatch(ID);
        await page.screenshot({ path: test.info().outputPath(`log-ms-war-${lang}-${size.width}.png`) });
      });
    }
  });
}
