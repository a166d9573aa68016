import { describe, expect, it } from 'vitest';
import { ACTIONS, headerActions, type ActionContext } from './registry';
import { matchesCombo } from './keys';
import { LAYOUTS } from '../table/layouts';
import { i18n } from '../../../i18n';

const press = (
  key: string,
  mods: Partial<{ ctrlKey: boolean; shiftKey: boolean; altKey: boolean; metaKey: boolean }> = {},
) => ({ key, ctrlKey: false, shiftKey: false, altKey: false, metaKey: false, ...mods });

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

describe('action labels', () => {
  // The labels feed the header, the menus and the shortcuts overlay: a missing catalog entry
  // would show its key, and an English one would leak into the Japanese table.
  it('are told in each interface language for both games, never as a catalog key', async () => {
    try {
      for (const lang of ['en', 'ja']) {
        await i18n.changeLanguage(lang);
        for (const layout of Object.values(LAYOUTS)) {
          for (const action of ACTIONS) {
            const label = action.label({ layout });
            expect(label, `${lang} ${layout.game} ${action.id}`).not.toMatch(/^$|action\.|\{\{/);
            if (lang === 'ja') expect(label, `${layout.game} ${action.id}`).toMatch(/[^ -~]/);
          }
        }
      }
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe("a card's play action on a manual M.S. War table", () => {
  // An Event is played and goes to the Dry Dock (M.S. War 2.1 "Events"); only a card that stays in play is put on the Dock.
  const labelFor = (type: string) => {
    const layout = LAYOUTS['ms-war'];
    const card = { id: '7', cardKey: `ms-war:X-${type}`, faceUp: true, turned: false, counters: {} };
    const view = { catalog: { [card.cardKey]: { type } } } as unknown as ActionContext['view'];
    const target = { card, zone: { zone: 'hand' } } as unknown as ActionContext['target'];
    return ACTIONS.find((a) => a.id === 'play')!.label({ layout, view, target, rules: false, legal: [] });
  };

  it('offers an Event in hand as played, never "Put on the M.S. Dock"', () => {
    expect(labelFor('event')).toBe('Play (then to the Dry Dock)');
    expect(labelFor('ms')).toBe('Put on the M.S. Dock');
  });
});

describe('Concede', () => {
  const concede = ACTIONS.find((a) => a.id === 'concede')!;
  const table = (mode: string, rules: boolean, over = false, replaying = false) =>
    ({
      view: { mode, over, viewer: 0 },
      layout: LAYOUTS['gundam-war'],
      rules,
      legal: [],
      replaying,
    }) as unknown as ActionContext;
  const header = (ctx: ActionContext) => headerActions(ctx).map((h) => h.action.id);

  it('is offered in a rules game against someone, hotseat or the computer, while it is on', () => {
    expect(concede.available(table('hotseat', true))).toBe(true);
    expect(concede.available(table('solo', true))).toBe(true);
    expect(concede.available(table('hotseat', true, true))).toBe(false);
    expect(concede.available(table('solo', true, false, true))).toBe(false);
  });

  it('is not on a goldfish or manual table, whose header has Openings in its place', () => {
    expect(concede.available(table('goldfish', true))).toBe(false);
    expect(concede.available(table('hotseat', false))).toBe(false);
    expect(header(table('goldfish', true))).toContain('openings');
    expect(header(table('goldfish', true))).not.toContain('concede');
    expect(header(table('hotseat', true))).toContain('concede');
    expect(header(table('solo', true))).not.toContain('openings');
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
