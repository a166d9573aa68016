import { describe, expect, it } from 'vitest';
import { placeFromHash } from './routes';

describe('placeFromHash', () => {
  it('reads the place from the hash and defaults to Cards', () => {
    expect(placeFromHash('#/decks')).toBe('decks');
    expect(placeFromHash('#/play/abc')).toBe('play');
    expect(placeFromHash('')).toBe('cards');
    expect(placeFromHash('#/nowhere')).toBe('cards');
  });
});
