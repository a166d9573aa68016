/**
 * A game's title in "Resume a game" and its file name, in the interface language: kept apart
 * from setup.ts so plain Node scripts (e2e/positions.ts) can deal games without i18next's
 * renderer catalogs.
 */
import { i18n } from '../../../i18n';
import type { GameChoice } from './setup';

export function gameTitle(choice: Pick<GameChoice, 'mode' | 'decks' | 'players' | 'ai'>): string {
  if (choice.mode === 'goldfish')
    return i18n.t('play:title.goldfish', { deck: choice.decks[0]?.name ?? i18n.t('play:title.deck') });
  // Each side by its player and deck, so two games between the same players tell apart.
  const side = (i: number) =>
    [choice.players[i], choice.decks[i]?.name].filter(Boolean).join(' · ') || i18n.t('play:start.player', { n: i + 1 });
  const sides = { first: side(0), second: side(1) };
  return choice.mode === 'solo' && choice.ai
    ? i18n.t('play:title.versusLevel', { ...sides, level: i18n.t(`solo:level.${choice.ai.level}`) })
    : i18n.t('play:title.versus', sides);
}
