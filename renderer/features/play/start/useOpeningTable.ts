/**
 * What the Play place opens with: a test table the script editor asked for, else the game that
 * was on the table when the app last closed (unless a game was started meanwhile).
 */
import { useEffect, useRef } from 'react';
import { db, type SavedGame } from '../../../db/db';
import { readStoredCards, type SkippedCard } from '../../../db/storedCard';
import { cardKey, type Card, type GameId } from '../../../../engine/cards/model';
import { OPEN_GAME_SETTING } from '../session/useGameSession';
import type { GameChoice } from '../session/setup';
import { demoCards } from './demoDecks';
import { takeTestTable, testCards } from './testTable';

/** The game's cards, and the stored records left out of them because they cannot be cards (storedCard.ts). */
export interface GameCards {
  cards: Card[];
  skipped: SkippedCard[];
}

/** The game's cards: the demo sets, with the user's own cards (same key) taking their place. */
export async function gameCards(game: GameId): Promise<GameCards> {
  const stored = readStoredCards(await db.cards.where('game').equals(game).toArray());
  const byKey = new Map<string, Card>(demoCards(game).map((c) => [cardKey(c), c]));
  for (const card of stored.cards) {
    const { key: _key, ...rest } = card as Card & { key?: string };
    byKey.set(cardKey(card), rest as Card);
  }
  return { cards: [...byKey.values()], skipped: stored.skipped };
}

/** The game's cards alone: the start panel names the records left out (SkippedCards.tsx). */
export async function cardsFor(game: GameId): Promise<Card[]> {
  return (await gameCards(game)).cards;
}

interface Options {
  reopen(record: SavedGame): Promise<void>;
  /** Whether a game is open already. */
  open(): boolean;
  start(choice: GameChoice, cards: Card[]): Promise<unknown>;
}

export function useOpeningTable({ reopen, open, start }: Options) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    // A test table asked for by the script editor opens instead of the last game (which stays saved).
    const test = takeTestTable();
    if (test) {
      void cardsFor(test.card.game).then((cards) => start(test.choice, testCards(cards, test.card)));
      return;
    }
    void db.settings.get(OPEN_GAME_SETTING).then(async (s) => {
      const record = s && (await db.games.get(String(s.value)));
      if (record && !record.finished && !open()) await reopen(record);
    });
  }, [reopen, open, start]);
}
