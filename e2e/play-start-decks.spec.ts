/**
 * The start screen says, before anything is dealt, when a chosen deck is not fit for the game:
 * a deck too small for the opening hand is refused in a rules game (it would lose before anyone
 * moved) and Start says why; a deck that breaks the construction rules shows the deck builder's
 * problems with their rulebook sections, and plays once "Play it anyway, to test" is ticked.
 */
import { test, expect, type Page } from '@playwright/test';
import { deckSaved, searchCards, tableDrawn } from './helpers';

/** A user deck of `cards` (number, copies) built in the deck editor by keyboard. */
async function buildDeck(page: Page, game: 'M.S. War' | 'Gundam War', name: string, cards: [string, number][]) {
  await page.goto('./#/decks');
  await page.getByRole('button', { name: `New ${game} deck` }).click();
  await page.getByLabel('Deck name').fill(name);
  await page.getByLabel('Deck name').press('Enter');
  for (const [number, copies] of cards) {
    await searchCards(page, number);
    await page.getByTestId(`result-${number}`).focus();
    for (let i = 0; i < copies; i++) await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('main-count')).toHaveText(String(cards.reduce((n, [, c]) => n + c, 0)));
  await deckSaved(page, name);
}

const startButton = (page: Page) => page.getByRole('button', { name: 'Start game' });

test('M.S. War hotseat: a 5-card deck is refused by the rules, and played on a free table only when ticked', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await buildDeck(page, 'M.S. War', 'Five Card Stack', [
    ['SD-001', 3],
    ['SD-002', 2],
  ]);
  await page.goto('./#/play');
  await page.getByText('Gundam M.S. War', { exact: true }).click();
  await page.getByText('Hotseat (two players)').click();
  await expect(page.getByRole('checkbox', { name: /Rules-assisted/ })).toBeChecked();
  // The user's deck is offered first: player 1 has it.
  await expect(page.getByLabel('Deck for player 1')).toHaveValue(/.+/);
  const checks = page.getByTestId('deck-checks');
  const refusal = checks.getByRole('alert');
  await expect(refusal).toContainText('Cannot be dealt:');
  await expect(refusal).toContainText(
    '“Five Card Stack” has 5 cards: a rules game deals an opening hand of 7, and a player whose Supply Base is empty loses, so a deck needs at least 8 cards to be dealt.',
  );
  await expect(refusal).toContainText('M.S. War Rulebook 2.1, Starting the Game (B); Losing the Game (C)');
  await expect(startButton(page)).toBeDisabled();
  await expect(startButton(page)).toHaveAccessibleDescription('Start is off: “Five Card Stack” cannot be dealt.');
  // Ticking "play anyway" does not deal what cannot be dealt: the tick is not even offered for it.
  await expect(checks.getByRole('checkbox')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('start-refused-1280.png') });

  // A free table has no rule to lose by: the deck may be dealt, but it is still not legal.
  await page.getByRole('checkbox', { name: /Rules-assisted/ }).uncheck();
  await expect(refusal).toHaveCount(0);
  const warning = checks.getByRole('status');
  await expect(warning).toContainText('“Five Card Stack” is not legal for M.S. War 2.1:');
  await expect(warning).toContainText('Deck size: The main deck has 5 cards; it must have exactly 50.');
  await expect(warning).toContainText('M.S. War Rulebook 2.1, Building Your Deck (A)');
  await expect(startButton(page)).toBeDisabled();
  await expect(startButton(page)).toHaveAccessibleDescription('Start is off until you tick “Play it anyway, to test”.');
  await page.screenshot({ path: test.info().outputPath('start-not-legal-1280.png') });

  // The demo decks are legal: nothing is said and Start is on.
  await page.getByLabel('Deck for player 1').selectOption({ label: 'M.S. War demo B' });
  await expect(checks).toHaveCount(0);
  await expect(startButton(page)).toBeEnabled();

  await page.getByLabel('Deck for player 1').selectOption({ label: 'Five Card Stack' });
  await checks.getByRole('checkbox', { name: 'Play it anyway, to test (not legal at a tournament)' }).check();
  await expect(startButton(page)).toBeEnabled();
  await startButton(page).click();
  await expect(page.locator('.pf-title')).toContainText('Gundam M.S. War · Hotseat');
});

test('Gundam War goldfish in Japanese: 6 cards are refused, 7 play by the rules once ticked', async ({ page }) => {
  await buildDeck(page, 'Gundam War', 'Seven Relays', [['GD-001', 6]]);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
  await page.goto('./#/play');
  await page.locator('.pf-start').getByText('ガンダムウォー', { exact: true }).click();
  await page.getByText('一人回し（デッキ1つ）').click();
  await expect(page.getByRole('checkbox', { name: /ルール補助/ })).toBeChecked();
  const checks = page.getByTestId('deck-checks');
  const start = page.getByRole('button', { name: 'ゲーム開始' });
  await expect(checks.getByRole('alert')).toContainText(
    '「Seven Relays」は6枚です。ルール補助のゲームでは最初に手札を6枚引き、本国が0枚になったプレイヤーは敗北するため、配るには7枚以上必要です。',
  );
  await expect(checks.getByRole('alert')).toContainText('ガンダムウォー 基本ルール');
  await expect(start).toBeDisabled();
  await expect(start).toHaveAccessibleDescription('開始できません：「Seven Relays」は配れません。');

  // One more card: dealt, though still far from the 50 the game asks for.
  await page.goto('./#/decks');
  await page.getByText('Seven Relays').click();
  await page.getByTestId('main-GD-001').focus();
  await page.keyboard.press('+');
  await expect(page.getByTestId('main-count')).toHaveText('7');
  await page.goto('./#/play');
  await expect(checks.getByRole('alert')).toHaveCount(0);
  await expect(checks.getByRole('status')).toContainText(
    '「Seven Relays」はガンダムウォーのデッキ構築ルールに違反しています：',
  );
  await expect(checks.getByRole('status')).toContainText(
    'デッキ枚数：メインデッキは7枚です。ちょうど50枚にしてください。',
  );
  await expect(start).toHaveAccessibleDescription('「テストのためこのまま遊ぶ」にチェックを入れると開始できます。');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: test.info().outputPath('start-not-legal-ja-1280.png') });
  await checks.getByRole('checkbox', { name: 'テストのためこのまま遊ぶ（大会では使えません）' }).check();
  await start.click();
  await tableDrawn(page);
  // Dealt by the rules and not lost at once: the opening hand is there and the game goes on.
  await expect(page.getByTestId('outcome')).toHaveCount(0);
});
