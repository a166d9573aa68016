/**
 * Issue 14: an M.S. War goldfish game in Japanese. The rules' own words — the game log, the
 * questions and their answers — read in Japanese: no English word is left but the cards' names
 * (the demo set's English names where a card has no Japanese one).
 */
import { readFileSync } from 'node:fs';
import { test, expect, type Locator } from '@playwright/test';
import { afterMove, tableDrawn } from './helpers';
import { answer } from './answer';

const DEMO = JSON.parse(readFileSync(new URL('../assets/cards/ms-war-demo.json', import.meta.url), 'utf8')) as {
  name: string;
  name_ja?: string;
}[];
/** Longest first, so "Vanguard Trooper Kai" goes before "Vanguard Trooper". */
const NAMES = DEMO.flatMap((c) => [c.name, c.name_ja ?? ''])
  .filter(Boolean)
  .sort((a, b) => b.length - a.length);

/**
 * English words (three letters or more) left once card names are taken out. The player is named
 * after the bundled demo deck (「M.S.ウォー デモA」); "M.S." is notation.
 */
function english(text: string): string[] {
  let rest = text;
  for (const name of NAMES) rest = rest.split(name).join(' ');
  return rest.replace(/M\.S\./g, '').match(/[A-Za-z]{3,}/g) ?? [];
}

/** A log line's words without the card names it links (they are cards, not the interface). */
const logLines = (log: Locator) =>
  log.locator('li').evaluateAll((items) =>
    items.map((li) => {
      const copy = li.cloneNode(true) as HTMLElement;
      for (const card of copy.querySelectorAll('.pf-log-card')) card.remove();
      return copy.textContent ?? '';
    }),
  );

test.use({ locale: 'ja-JP' });

test('an M.S. War goldfish turn in Japanese: the log, every question and its answers without English', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('./#/play');
  await page.getByText('ガンダム M.S. ウォー', { exact: true }).click();
  await page.getByText('一人回し（デッキ1つ）').click();
  await page.getByRole('button', { name: 'ゲーム開始' }).click();
  await tableDrawn(page);
  const decision = page.getByRole('alertdialog', { name: '選択' });
  const log = page.getByTestId('game-log');
  const allowed = page.getByLabel('今できること');
  await expect(decision).toContainText('マリガン');
  await page.screenshot({ path: test.info().outputPath('ms-war-ja-mulligan.png') });
  const asked = new Set<string>();
  let factoryShot = false;
  // Answer every question with its first option(s) (a mulligan of one card) and pass otherwise, through turn 2's Strategic Phase.
  for (let i = 0; i < 80 && !(await log.textContent())?.includes('ターン2'); i++) {
    if (await decision.count()) {
      const prompt = (await decision.locator('p').first().textContent()) ?? '';
      asked.add(prompt.replace(/[（(].*$/, ''));
      expect(english(prompt), prompt).toEqual([]);
      for (const option of await decision.locator('.pf-options label').allTextContents())
        expect(english(option), option).toEqual([]);
      if (prompt.includes('ファクトリー') && !factoryShot) {
        factoryShot = true;
        await page.screenshot({ path: test.info().outputPath('ms-war-ja-factory.png') });
      }
      const min = Number(await decision.getAttribute('data-min'));
      await afterMove(page, () => answer(decision, Math.max(min, 1)));
    } else await afterMove(page, () => allowed.getByRole('button', { name: /^パス/ }).click());
  }
  await expect(log).toContainText('ターン2');
  await expect(log).toContainText('7枚になるまで引き直した');
  // The Preliminary Phase's questions were asked, in Japanese.
  expect([...asked].some((q) => q.includes('ファクトリーに置きますか'))).toBe(true);
  const lines = await logLines(log);
  expect(lines.length).toBeGreaterThan(5);
  for (const line of lines) expect(english(line), line).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('ms-war-ja-log.png') });
});
