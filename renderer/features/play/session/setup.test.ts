import { describe, expect, it } from 'vitest';
import { toSetup } from './setup';
import { gameTitle } from './title';

describe('a saved game\'s title in "Resume a game"', () => {
  const deck = (name: string) => ({ name }) as never;

  it('names each side by player and deck, so games between the same players tell apart', () => {
    expect(
      gameTitle({
        mode: 'hotseat',
        players: ['Player 1', 'Player 2'],
        decks: [deck('Zeon Assault'), deck('White Base')],
      }),
    ).toBe('Player 1 · Zeon Assault vs Player 2 · White Base');
    expect(
      gameTitle({ mode: 'hotseat', players: ['', 'Char'], decks: [deck('Zeon Assault'), deck('White Base')] }),
    ).toBe('Zeon Assault vs Char · White Base');
  });

  it('names a goldfish game by its deck', () => {
    expect(gameTitle({ mode: 'goldfish', players: ['Player 1'], decks: [deck('Zeon Assault')] })).toBe(
      'Goldfish: Zeon Assault',
    );
  });
});

describe('a solo game against the computer', () => {
  it("is titled by both sides and the computer's level, and deals two seats", () => {
    const deck = (name: string) => ({ name, main: [] }) as never;
    const choice = {
      mode: 'solo' as const,
      players: ['Amuro', 'Computer'],
      decks: [deck('White Base'), deck('Zeon Assault')],
      ai: { level: 'hard' as const, sharedLists: true },
    };
    expect(gameTitle(choice)).toBe('Amuro · White Base vs Computer · Zeon Assault (Hard)');
    expect(toSetup({ ...choice, game: 'ms-war', rules: true }, [], 3).seats.map((s) => s.name)).toEqual([
      'Amuro',
      'Computer',
    ]);
  });
});
