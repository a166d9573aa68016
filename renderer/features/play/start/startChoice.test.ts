import { describe, expect, it } from 'vitest';
import { DEFAULT_START, START_CHOICE_KEY, loadStartChoice, saveStartChoice, type StartChoice } from './startChoice';

const memory = (text: string | null) => ({ getItem: (key: string) => (key === START_CHOICE_KEY ? text : null) });

describe('the start screen’s remembered choice', () => {
  it('reads back what was saved', () => {
    const chosen: StartChoice = {
      ...DEFAULT_START,
      game: 'gundam-war',
      mode: 'solo',
      computer: { level: 'hard', sharedLists: false },
      decks: { 'gundam-war': ['d1', 'd2'] },
      players: ['Amuro', null],
    };
    let kept = '';
    saveStartChoice(chosen, { setItem: (_key, value) => (kept = value) });
    expect(loadStartChoice(memory(kept))).toEqual(chosen);
  });

  it('falls back to the defaults when nothing or something unreadable is stored', () => {
    expect(loadStartChoice(memory(null))).toEqual(DEFAULT_START);
    expect(loadStartChoice(memory('{not json'))).toEqual(DEFAULT_START);
  });

  it('loses only the field that is wrong, keeping the rest of the choice', () => {
    const stored = JSON.stringify({ game: 'gundam-war', mode: 'chess', computer: { level: 'godlike' } });
    const read = loadStartChoice(memory(stored));
    expect(read.game).toBe('gundam-war');
    expect(read.mode).toBe(DEFAULT_START.mode);
    expect(read.computer).toEqual(DEFAULT_START.computer);
  });
});
