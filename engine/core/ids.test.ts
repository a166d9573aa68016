import { describe, expect, it } from 'vitest';
import { cardIdOf, cardIdsOf, withTextIds } from './ids';
import { DEMO_CARDS, demoDeck } from './testing/demo';
import { isRuleError, type Intent, type RulesIntent } from './types';
import { replayDifference } from '../sim/invariants';
import { playGame } from '../sim/play';
import { randomPlayer } from '../sim/players';

describe('card ids in intents', () => {
  it('are read as numbers whether given as a number or spelled as one; anything else names no card', () => {
    expect(cardIdOf(12)).toBe(12);
    expect(cardIdOf('12')).toBe(12);
    expect(cardIdOf('0')).toBe(0);
    for (const bad of ['c12', '0:hand#0', '', '1.5', '-1', -1, 1.5, null, undefined, {}])
      expect(cardIdOf(bad)).toBe(-1);
    const numbers = [3, 4];
    expect(cardIdsOf(numbers)).toBe(numbers);
    expect(cardIdsOf(['3', 4, 'x'])).toEqual([3, 4, -1]);
    expect(cardIdsOf(undefined)).toEqual([]);
  });

  it('reach the app spelled as strings, leaving other numbers (an ability) alone', () => {
    const intent: RulesIntent = { type: 'activate', seat: 0, card: 0, ability: 1, targets: [5], pay: [7, 8] };
    expect(withTextIds(intent)).toEqual({
      type: 'activate',
      seat: 0,
      card: '0',
      ability: 1,
      targets: ['5'],
      pay: ['7', '8'],
    });
    const plain: RulesIntent = { type: 'pass', seat: 1 };
    expect(withTextIds(plain)).toBe(plain);
  });

  // A game the app plays (and saves) names cards by strings; the simulator by numbers. Both
  // must be the same game, in each game's rules.
  for (const game of ['ms-war', 'gundam-war'] as const) {
    it(
      `${game}: a game replayed with every card id spelled as the app spells it ends in the same state`,
      { timeout: 60_000 },
      () => {
        const decks = [demoDeck(game), demoDeck(game, 20)];
        const played = playGame({
          game,
          seed: 31,
          decks,
          cards: DEMO_CARDS[game],
          players: [randomPlayer, randomPlayer],
        });
        if (isRuleError(played)) throw new Error(played.error);
        const asApp = played.intents.map((i) => withTextIds(i as RulesIntent) as Intent);
        const spelled = asApp.filter((i, n) => i !== played.intents[n]).length;
        const setup = {
          game,
          mode: 'rules' as const,
          seed: 31,
          seats: decks.map((main, i) => ({ name: `Player ${i + 1}`, main })),
          cards: DEMO_CARDS[game],
        };
        expect(replayDifference(setup, asApp, played.final)).toBeNull();
        expect(spelled).toBeGreaterThan(10);
      },
    );
  }
});
