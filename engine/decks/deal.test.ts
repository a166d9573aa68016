import { describe, expect, it } from 'vitest';
import { engineApi } from '../api';
import { DEMO_CARDS, demoDeck } from '../core/testing/demo';
import type { GameId } from '../cards/model';
import type { RulesIntent, Seat } from '../core/types';
import { createTranslator } from '../i18n/translate';
import { dealProblem, fewestToDeal } from './deal';

const deck = (game: GameId, size: number) => ({ name: 'Short Stack', main: size ? demoDeck(game, 0, size) : [] });

/**
 * Seat 0 plays a deck of `size` cards against a full one, both players doing nothing (keep the
 * hand, pass): the turn the game is on when it ends, or when `turns` is reached.
 */
function playShort(game: GameId, size: number, turns: number): { winner: Seat | 'draw' | null; turn: number } {
  const created = engineApi.createGame({
    game,
    mode: 'rules',
    seed: 3,
    seats: [deck(game, size), { name: 'Full', main: demoDeck(game, 20) }],
    cards: DEMO_CARDS[game],
  });
  if ('error' in created) throw new Error(created.error);
  const id = created.gameId;
  try {
    for (let step = 0; step < 2000; step++) {
      const { winner, turn } = engineApi.view(id, 0);
      if (winner !== null || turn.number >= turns) return { winner, turn: turn.number };
      const legal = [...engineApi.legalIntents(id, 0), ...engineApi.legalIntents(id, 1)] as RulesIntent[];
      engineApi.dispatch(id, legal.find((i) => i.type === 'answer') ?? legal.find((i) => i.type === 'pass')!);
    }
    throw new Error('the game neither ended nor went on');
  } finally {
    engineApi.closeGame(id);
  }
}

describe.each<[GameId, number]>([
  // M.S. War 2.1, Starting the Game (B): 7 cards; Losing the Game (C): an empty Supply Base loses.
  ['ms-war', 7],
  // Gundam War basic rules: a hand of 6; a player whose Nation is empty loses.
  ['gundam-war', 6],
])('dealing a %s deck', (game, hand) => {
  it(`a rules game needs the opening hand of ${hand} and a card left: fewer lose before turn 2, that many play on`, () => {
    expect(fewestToDeal(game, true)).toBe(hand + 1);
    const short = playShort(game, hand, 2);
    expect(short.winner).toBe(1);
    expect(short.turn).toBeLessThan(2);
    expect(playShort(game, hand + 1, 2)).toEqual({ winner: null, turn: 2 });
  });

  it('refuses a rules deck below that, naming the deck, its count and the rule, in English and Japanese', () => {
    expect(dealProblem(deck(game, hand + 1), game, true)).toBeUndefined();
    const problem = dealProblem(deck(game, hand), game, true)!;
    expect(problem.min).toBe(hand + 1);
    const pile = game === 'ms-war' ? 'Supply Base' : 'Nation';
    expect(createTranslator('en')(problem.detail)).toBe(
      `“Short Stack” has ${hand} cards: a rules game deals an opening hand of ${hand}, and a player whose ${pile} is empty loses, so a deck needs at least ${hand + 1} cards to be dealt.`,
    );
    const ja = createTranslator('ja')(problem.detail);
    expect(ja).toContain(`「Short Stack」は${hand}枚です。`);
    expect(ja).toContain(game === 'ms-war' ? 'サプライベースが0枚' : '本国が0枚');
    expect(problem.citation).toMatch(game === 'ms-war' ? /Rulebook 2\.1, Starting the Game \(B\)/ : /basic rules/);
    expect(problem.citation_ja).toMatch(game === 'ms-war' ? /ゲームの開始/ : /基本ルール/);
    expect(createTranslator('en')(dealProblem(deck(game, 1), game, true)!.detail)).toMatch(/has 1 card:/);
  });

  it('a free table deals what there is: only an empty deck is refused, without a rule to cite', () => {
    expect(fewestToDeal(game, false)).toBe(1);
    expect(dealProblem(deck(game, 1), game, false)).toBeUndefined();
    const empty = dealProblem(deck(game, 0), game, false)!;
    expect(createTranslator('en')(empty.detail)).toBe('“Short Stack” has no cards: there is nothing to deal.');
    expect(empty.citation).toBeUndefined();
  });
});
