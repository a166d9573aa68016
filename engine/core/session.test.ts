import { describe, expect, it } from 'vitest';
import { MS_WAR_LAYOUT } from './layouts/ms-war';
import { manualModule } from './manual-module';
import { Session } from './session';
import { DEMO_CARDS, demoDeck } from './testing/demo';
import { hashJson } from './hash';
import { viewFor } from './view';
import { isRuleError, type GameState } from './types';

const msWar = manualModule(MS_WAR_LAYOUT);

function session(): Session {
  const s = Session.create(msWar, {
    game: 'ms-war',
    mode: 'manual',
    seed: 42,
    seats: [
      { name: 'Amuro', main: demoDeck('ms-war') },
      { name: 'Char', main: demoDeck('ms-war', 20) },
    ],
    cards: DEMO_CARDS['ms-war'],
  });
  if (isRuleError(s)) throw new Error(s.error);
  return s;
}

function must(s: Session, intent: Parameters<Session['dispatch']>[0]): void {
  const r = s.dispatch(intent);
  if (isRuleError(r)) throw new Error(r.error);
}

describe('per-seat views', () => {
  it("hide the opponent's hand, every deck's order and face-down cards from the opponent", () => {
    const s = session();
    let state: GameState = s.state;
    must(s, { type: 'move', seat: 0, card: '0:supply-base#0', to: '0:factory' });
    state = s.state;
    const mine = viewFor(state, MS_WAR_LAYOUT, 0);
    const theirs = viewFor(state, MS_WAR_LAYOUT, 1);
    expect(mine.zones['0:hand'].cards.every((c) => c.card !== null)).toBe(true);
    expect(theirs.zones['0:hand'].cards.every((c) => c.card === null && /^0:hand#\d$/.test(c.ref))).toBe(true);
    expect(mine.zones['0:supply-base'].cards.every((c) => c.card === null)).toBe(true);
    expect(mine.zones['0:factory'].cards[0].card).not.toBeNull();
    expect(theirs.zones['0:factory'].cards[0].card).toBeNull();
    // No hidden card's instance id appears anywhere in the opponent's view.
    const json = JSON.stringify(theirs);
    for (const id of [...state.zones['0:hand'], ...state.zones['0:supply-base'], ...state.zones['0:factory']]) {
      expect(json).not.toContain(`"${id}"`);
    }
  });

  it('a revealed card becomes visible to whom it was revealed', () => {
    const s = session();
    const card = s.state.zones['0:hand'][0];
    must(s, { type: 'reveal', seat: 0, card, to: 1 });
    expect(viewFor(s.state, MS_WAR_LAYOUT, 1).zones['0:hand'].cards[0].card?.number).toBe(
      s.state.catalog[s.state.cards[card].key].number,
    );
  });
});

describe('history', () => {
  it('log lines name hidden cards only to the seat that saw them', () => {
    const s = session();
    must(s, { type: 'draw', seat: 0 });
    const drawn = s.state.catalog[s.state.cards[s.state.zones['0:hand'].at(-1)!].key].name;
    expect(s.history(0).at(-1)!.lines).toEqual([`Amuro draws ${drawn}.`]);
    expect(s.history(1).at(-1)!.lines).toEqual(['Amuro draws a card.']);
    expect(s.history(null).at(-1)!.lines).toEqual(['Amuro draws a card.']);
    // The cards a line names (for showing them from the log): only those the viewer saw.
    const key = s.state.cards[s.state.zones['0:hand'].at(-1)!].key;
    expect(s.history(0).at(-1)!.cards).toEqual([[{ name: drawn, key }]]);
    expect(s.history(1).at(-1)!.cards).toEqual([[]]);
  });

  it('undo and redo walk the log; a new intent after undo branches', () => {
    const s = session();
    const start = hashJson(s.state);
    must(s, { type: 'draw', seat: 0 });
    const afterDraw = hashJson(s.state);
    must(s, { type: 'roll', seat: 1, sides: 6 });
    expect(s.undo()).toBe(true);
    expect(s.undo()).toBe(true);
    expect(s.undo()).toBe(false);
    expect(hashJson(s.state)).toBe(start);
    expect(s.redo()).toBe(true);
    expect(hashJson(s.state)).toBe(afterDraw);
    expect(s.history(0).map((h) => h.undone)).toEqual([false, false, true]);
    must(s, { type: 'shuffle', seat: 1, zone: '1:supply-base' });
    expect(s.position).toEqual({ cursor: 2, length: 2 });
    expect(s.history(0).map((h) => h.intent)).toEqual(['setup', 'draw', 'shuffle']);
  });

  it('goTo replays any step, and continuing from there drops the rest', () => {
    const s = session();
    for (let i = 0; i < 3; i++) must(s, { type: 'draw', seat: 0 });
    expect(s.goTo(1)).toBe(true);
    expect(s.state.zones['0:hand']).toHaveLength(8);
    must(s, { type: 'draw', seat: 1 });
    expect(s.position).toEqual({ cursor: 2, length: 2 });
    expect(s.goTo(9)).toBe(false);
  });

  it('save and load give back the identical game', () => {
    const s = session();
    must(s, { type: 'draw', seat: 0, count: 2 });
    must(s, { type: 'shuffle', seat: 0, zone: '0:supply-base' });
    must(s, { type: 'move', seat: 1, card: '1:hand#3', to: '1:factory', faceUp: true });
    s.undo();
    const saved = JSON.parse(JSON.stringify(s.save()));
    const loaded = Session.load(msWar, saved);
    if (isRuleError(loaded)) throw new Error(loaded.error);
    expect(hashJson(loaded.state)).toBe(hashJson(s.state));
    expect(loaded.position).toEqual(s.position);
    expect(loaded.redo()).toBe(true);
  });

  it('loads logs that spell card ids the old ways ("c5", then "5"), reaching the same game', () => {
    const s = session();
    const card = s.state.zones['0:hand'][2];
    const host = s.state.zones['0:hand'][3];
    must(s, { type: 'move', seat: 0, card, to: '0:ms-dock' });
    must(s, { type: 'move', seat: 0, card: host, to: '0:ms-dock' });
    must(s, { type: 'attach', seat: 0, card, to: host });
    const saved = s.save();
    expect(typeof card).toBe('number');
    for (const spell of [(id: number) => `c${id}`, (id: number) => String(id)]) {
      const old = {
        ...saved,
        intents: saved.intents.map((i) =>
          i.type === 'attach'
            ? { ...i, card: spell(card), to: spell(host) }
            : { ...i, card: spell((i as { card: number }).card) },
        ),
      };
      const loaded = Session.load(msWar, JSON.parse(JSON.stringify(old)));
      if (isRuleError(loaded)) throw new Error(loaded.error);
      expect(loaded.state.cards[card].attachedTo).toBe(host);
      expect(hashJson(loaded.state)).toBe(hashJson(s.state));
    }
  });

  it('refuses a saved game whose log no longer applies, naming the step', () => {
    const s = session();
    must(s, { type: 'draw', seat: 0 });
    const saved = s.save();
    saved.intents.push({ type: 'move', seat: 0, card: 'c9999', to: '0:hand' });
    const loaded = Session.load(msWar, saved);
    expect(isRuleError(loaded) && loaded.error).toMatch(/step 2 \(move\).*c9999/);
    expect(isRuleError(Session.load(msWar, { nope: true } as never))).toBe(true);
  });
});
