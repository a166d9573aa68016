import { describe, expect, it } from 'vitest';
import { ACTIONS } from './registry';
import { matchesCombo } from './keys';

const press = (key: string, mods: Partial<{ ctrlKey: boolean; shiftKey: boolean; altKey: boolean; metaKey: boolean }> = {}) => ({ key, ctrlKey: false, shiftKey: false, altKey: false, metaKey: false, ...mods });

describe('the action registry', () => {
  it('gives every action a unique id and at least one shortcut', () => {
    expect(new Set(ACTIONS.map((a) => a.id)).size).toBe(ACTIONS.length);
    for (const a of ACTIONS) expect(a.keys.length).toBeGreaterThan(0);
  });

  it('never binds one combo to two actions of the same scope', () => {
    const seen = new Map<string, string>();
    for (const a of ACTIONS) {
      for (const k of a.keys) {
        const key = `${a.scope}:${k.toLowerCase()}`;
        expect(seen.get(key), `${k} is bound to ${seen.get(key)} and ${a.id}`).toBeUndefined();
        seen.set(key, a.id);
      }
    }
  });
});

describe('matchesCombo', () => {
  it('tells plain, Shift and Ctrl combos apart', () => {
    expect(matchesCombo(press('d'), 'D')).toBe(true);
    expect(matchesCombo(press('D', { shiftKey: true }), 'D')).toBe(false);
    expect(matchesCombo(press('D', { shiftKey: true }), 'Shift+D')).toBe(true);
    expect(matchesCombo(press('z', { ctrlKey: true }), 'Ctrl+Z')).toBe(true);
    expect(matchesCombo(press('Z', { ctrlKey: true, shiftKey: true }), 'Ctrl+Z')).toBe(false);
    expect(matchesCombo(press('Z', { ctrlKey: true, shiftKey: true }), 'Ctrl+Shift+Z')).toBe(true);
    expect(matchesCombo(press('z', { metaKey: true }), 'Ctrl+Z')).toBe(true);
  });

  it('accepts symbols whatever Shift the layout needs for them', () => {
    expect(matchesCombo(press('?', { shiftKey: true }), '?')).toBe(true);
    expect(matchesCombo(press('=', {}), '=')).toBe(true);
    expect(matchesCombo(press('/', { ctrlKey: true }), '/')).toBe(false);
  });
});
