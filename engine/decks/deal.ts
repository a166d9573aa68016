/**
 * Whether a deck can be dealt into a game at all, which is a harder line than being legal for
 * the game's construction rules (validate.ts): a 40-card deck breaks the 50-card rule yet plays
 * a fine test game, but a deck that cannot give its opening hand and still hold a card loses
 * the moment the rules look at it — a player whose deck (Nation, Supply Base) is empty loses
 * (Gundam War basic rules; M.S. War Rulebook 2.1, Losing the Game C). A free table keeps no
 * such rule and deals what there is, so there only an empty deck has nothing to play.
 */
import type { GameId } from '../cards/model';
import { GUNDAM_WAR_LAYOUT } from '../core/layouts/gundam-war';
import { MS_WAR_LAYOUT } from '../core/layouts/ms-war';
import type { GameLayout } from '../core/layout';
import { message, type Message } from '../i18n/message';
import { cardCount, type DeckEntry } from './model';

const LAYOUT: Record<GameId, GameLayout> = { 'ms-war': MS_WAR_LAYOUT, 'gundam-war': GUNDAM_WAR_LAYOUT };

/** Where each game's rulebooks say how many cards are dealt and that an empty deck loses. */
const CITATION: Record<GameId, { en: string; ja: string }> = {
  'ms-war': {
    en: 'M.S. War Rulebook 2.1, Starting the Game (B); Losing the Game (C)',
    ja: 'M.S.ウォー ルールブック 2.1「ゲームの開始」(B)、「敗北条件」(C)',
  },
  'gundam-war': {
    en: 'Gundam War basic rules, game setup (a hand of 6) and winning (an empty Nation loses)',
    ja: 'ガンダムウォー 基本ルール「ゲームの準備」（手札6枚）、勝敗（本国が0枚になったプレイヤーの敗北）',
  },
};

export interface DealProblem {
  /** The fewest main-deck cards this game and mode can deal. */
  min: number;
  /** Why the deck is refused, naming it, its card count and the rule. */
  detail: Message;
  /** The rulebook sections, when the rules deal the game (a free table keeps no rule). */
  citation?: string;
  citation_ja?: string;
}

/** The fewest cards a deck needs to be dealt: the opening hand and one card left to draw when the rules play, else one. */
export function fewestToDeal(game: GameId, rules: boolean): number {
  return rules ? LAYOUT[game].openingHand + 1 : 1;
}

/** Why `deck` cannot be dealt into a `game` table (rules-assisted or free), or undefined when it can. */
export function dealProblem(
  deck: { name: string; main: readonly DeckEntry[] },
  game: GameId,
  rules: boolean,
): DealProblem | undefined {
  const count = cardCount(deck.main);
  const min = fewestToDeal(game, rules);
  if (count >= min) return undefined;
  if (!rules) return { min, detail: message('rules:deal.empty', { deck: deck.name }) };
  const layout = LAYOUT[game];
  const detail = message('rules:deal.short', {
    deck: deck.name,
    count,
    hand: layout.openingHand,
    pile: message(`table:${game}.zone.${layout.deckZone}`),
    min,
  });
  return { min, detail, citation: CITATION[game].en, citation_ja: CITATION[game].ja };
}
