/** Each session has a module of its own, so what one game's module remembers is never another's. */
import { describe, expect, it } from 'vitest';
import { gameIds, gameModule } from './registry';

describe('game modules by session', () => {
  it('makes Gundam War a module of its own for each session (its memo with it)', () => {
    expect(gameModule('gundam-war')).not.toBe(gameModule('gundam-war'));
  });

  it('knows every game', () => {
    for (const id of gameIds()) expect(gameModule(id).id).toBe(id);
  });
});
