import { describe, expect, it } from 'vitest';
import { MS_WAR_LAYOUT } from './layouts/ms-war';
import { GUNDAM_WAR_LAYOUT } from './layouts/gundam-war';
import { manualModule } from './manual-module';
import { createGame } from './setup';
import { step } from './step';
import { DEMO_CARDS, demoDeck } from './testing/demo';
import { hashJson } from './hash';
import { isRuleError, type GameState, type Intent, type StepOk } from './types';

const msWar = manualModule(MS_WAR_LAYOUT);
const gundamWar = manualModule(GUNDAM_WAR_LAYOUT);

function start(seed = 7, seats = 2): GameState {
  const r = createGame(msWar, {
    game: 'ms-war',
    mode: 'manual',
    seed,
    seats: [
      { name: 'Amuro', main: demoDeck('ms-war') },
      { name: 'Char', main: demoDeck('ms-war', 20) },
    ].slice(0, seats),
    cards: DEMO_CARDS['ms-war'],
  });
  if (isRuleError(r)) throw new Error(r.error);
  return r.state;
}

function ok(state: GameState, intent: Intent): StepOk {
  const r = step(msWar, state, intent);
  if (isRuleError(r)) throw new Error(r.error);
  return r;
}

describe('manual table setup', () => {
  it('deals 50-card decks, shuffled, with opening hands of 7 (M.S. War 2.1 Starting the Game A-B)', () => {
    const s = start();
    expect(Object.keys(s.cards)).toHaveLength(100);
    expect(s.zones['0:hand']).toHaveLength(7);
    expect(s.zones['1:supply-base']).toHaveLength(43);
    expect(s.values['0:war-experience']).toBe(0);
  });

  it('the same seed gives the same table; another seed another order', () => {
    expect(hashJson(start(7))).toBe(hashJson(start(7)));
    expect(start(7).zones['0:supply-base']).not.toEqual(start(8).zones['0:supply-base']);
  });

  it('refuses a deck naming a card that is not in the database, naming the card', () => {
    const r = createGame(msWar, {
      game: 'ms-war',
      mode: 'manual',
      seed: 1,
      seats: [{ name: 'A', main: [{ number: 'XX-999', count: 3 }] }],
      cards: DEMO_CARDS['ms-war'],
    });
    expect(isRuleError(r) && r.error).toMatch(/XX-999/);
  });

  it('lays out a Gundam War table with its own zones and a 6-card hand', () => {
    const r = createGame(gundamWar, {
      game: 'gundam-war',
      mode: 'manual',
      seed: 3,
      seats: [{ name: 'Solo', main: demoDeck('gundam-war') }],
      cards: DEMO_CARDS['gundam-war'],
    });
    if (isRuleError(r)) throw new Error(r.error);
    expect(r.state.zones['0:hand']).toHaveLength(6);
    expect(Object.keys(r.state.zones)).toContain('0:earth-area');
    expect(r.state.turn.phase).toBe('reroll');
  });
});

describe('manual intents', () => {
  it('moves any card to any zone and position', () => {
    const s = start();
    const card = s.zones['0:hand'][2];
    const a = ok(s, { type: 'move', seat: 0, card, to: '0:factory', faceUp: true }).state;
    expect(a.zones['0:factory']).toEqual([card]);
    expect(a.cards[card]).toMatchObject({ zone: '0:factory', faceUp: true });
    const b = ok(a, { type: 'move', seat: 0, card, to: '0:supply-base', position: 'bottom' }).state;
    expect(b.zones['0:supply-base'].at(-1)).toBe(card);
    expect(b.cards[card].faceUp).toBe(false);
    expect(s.zones['0:hand']).toContain(card);
  });

  it('moves the top of a hidden pile by position reference', () => {
    const s = start();
    const top = s.zones['0:supply-base'][0];
    const a = ok(s, { type: 'move', seat: 0, card: '0:supply-base#0', to: '0:factory' }).state;
    expect(a.zones['0:factory']).toEqual([top]);
    expect(a.cards[top].faceUp).toBe(false);
  });

  it('turns, flips, counts, reveals', () => {
    let s = start();
    const card = s.zones['0:hand'][0];
    s = ok(s, { type: 'move', seat: 0, card, to: '0:ms-dock' }).state;
    s = ok(s, { type: 'turn', seat: 0, card }).state;
    expect(s.cards[card].turned).toBe(true);
    s = ok(s, { type: 'flip', seat: 0, card }).state;
    expect(s.cards[card].faceUp).toBe(false);
    s = ok(s, { type: 'counter', seat: 0, card, name: 'damage', delta: 2 }).state;
    s = ok(s, { type: 'counter', seat: 0, card, name: 'damage', delta: -1 }).state;
    expect(s.cards[card].counters).toEqual({ damage: 1 });
    const hidden = s.zones['0:hand'][0];
    s = ok(s, { type: 'reveal', seat: 0, card: hidden, to: 1 }).state;
    expect(s.cards[hidden].revealedTo).toEqual([1]);
  });

  it('an attached pilot travels with its M.S. and is set loose when the M.S. leaves play', () => {
    let s = start();
    const [ms, pilot] = s.zones['0:hand'];
    s = ok(s, { type: 'move', seat: 0, card: ms, to: '0:ms-dock' }).state;
    s = ok(s, { type: 'attach', seat: 0, card: pilot, to: ms }).state;
    expect(s.zones['0:ms-dock']).toEqual([ms, pilot]);
    s = ok(s, { type: 'move', seat: 0, card: ms, to: '0:ms-battlefield' }).state;
    expect(s.zones['0:ms-battlefield']).toEqual([ms, pilot]);
    expect(s.cards[pilot].attachedTo).toBe(ms);
    s = ok(s, { type: 'move', seat: 0, card: ms, to: '0:dry-dock' }).state;
    expect(s.cards[pilot]).toMatchObject({ attachedTo: null, zone: '0:ms-battlefield' });
  });

  it('detaching a card gives its zone a new list, as every change of a host does', () => {
    let s = start();
    const [ms, pilot] = s.zones['0:hand'];
    s = ok(s, { type: 'move', seat: 0, card: ms, to: '0:ms-dock' }).state;
    s = ok(s, { type: 'attach', seat: 0, card: pilot, to: ms }).state;
    const list = s.zones['0:ms-dock'];
    const next = ok(s, { type: 'attach', seat: 0, card: pilot, to: null }).state;
    expect(next.cards[pilot].attachedTo).toBeNull();
    expect(next.zones['0:ms-dock']).toEqual([ms, pilot]);
    expect(next.zones['0:ms-dock']).not.toBe(list);
    expect(s.zones['0:ms-dock']).toBe(list);
  });

  it('draws, shuffles with the seeded PRNG, sets values, rolls dice', () => {
    let s = start();
    const top = s.zones['0:supply-base'][0];
    s = ok(s, { type: 'draw', seat: 0, count: 2 }).state;
    expect(s.zones['0:hand']).toHaveLength(9);
    expect(s.zones['0:hand']).toContain(top);
    const before = s.zones['0:supply-base'];
    s = ok(s, { type: 'shuffle', seat: 0, zone: '0:supply-base' }).state;
    expect([...s.zones['0:supply-base']].sort()).toEqual([...before].sort());
    expect(s.zones['0:supply-base']).not.toEqual(before);
    s = ok(s, { type: 'set-value', seat: 1, key: '0:war-experience', value: 3 }).state;
    expect(s.values['0:war-experience']).toBe(3);
    const rolled = ok(s, { type: 'roll', seat: 0, sides: 6 });
    expect(rolled.events[0].text).toMatch(/rolls a d6: [1-6]/);
  });

  it('walks the phases and passes the turn', () => {
    let s = start();
    for (let i = 0; i < 4; i++) s = ok(s, { type: 'next-phase', seat: 0 }).state;
    expect(s.turn).toMatchObject({ number: 2, active: 1, phase: 'preliminary' });
  });

  it('explains bad references instead of crashing', () => {
    const s = start();
    const bad = step(msWar, s, { type: 'move', seat: 0, card: 'nope', to: '0:hand' });
    expect(isRuleError(bad) && bad.error).toMatch(/No card "nope"/);
    const badZone = step(msWar, s, { type: 'move', seat: 0, card: s.zones['0:hand'][0], to: '0:graveyard' });
    expect(isRuleError(badZone) && badZone.error).toMatch(/No zone "0:graveyard".*supply-base/);
    const noSeat = step(msWar, start(1, 1), { type: 'draw', seat: 1 });
    expect(isRuleError(noSeat) && noSeat.error).toMatch(/one seat/);
    const rules = step(msWar, s, { type: 'pass', seat: 0 });
    expect(isRuleError(rules) && rules.error).toMatch(/manual mode/);
  });

  it('drawing from an empty Supply Base is refused', () => {
    let s = start(5, 1);
    s = ok(s, { type: 'draw', seat: 0, count: 43 }).state;
    const r = step(msWar, s, { type: 'draw', seat: 0 });
    expect(isRuleError(r) && r.error).toMatch(/Supply Base is empty/);
  });
});

describe('riders in a long pile', () => {
  it('a card attached inside the Supply Base is set loose when its host is drawn, even after draws from that pile', () => {
    let s = start();
    // Draws read the Supply Base for riders of the top card (and remember it had none).
    s = ok(s, { type: 'draw', seat: 0 }).state;
    s = ok(s, { type: 'draw', seat: 0 }).state;
    const [host, , third] = s.zones['0:supply-base'];
    s = ok(s, { type: 'attach', seat: 0, card: third, to: host }).state;
    expect(s.zones['0:supply-base'].slice(0, 2)).toEqual([host, third]);
    expect(s.cards[third].attachedTo).toBe(host);
    s = ok(s, { type: 'draw', seat: 0 }).state;
    expect(s.cards[host].zone).toBe('0:hand');
    expect(s.cards[third].attachedTo).toBeNull();
    expect(s.zones['0:supply-base'][0]).toBe(third);
  });
});

describe('steps never edit the state they start from', () => {
  it('reveals, looks, moves and shuffles leave every earlier state as it was (card instances share their reveal lists)', () => {
    const states: GameState[] = [start()];
    const hashes = [hashJson(states[0])];
    const push = (intent: Intent) => {
      states.push(ok(states[states.length - 1], intent).state);
      hashes.push(hashJson(states[states.length - 1]));
    };
    const hand = states[0].zones['0:hand'];
    push({ type: 'reveal', seat: 0, card: hand[0], to: 1 });
    push({ type: 'look', seat: 1, zone: '1:supply-base', count: 3 });
    push({ type: 'reveal', seat: 0, card: hand[0], to: 'all' });
    push({ type: 'move', seat: 0, card: hand[0], to: '0:factory' });
    push({ type: 'shuffle', seat: 1, zone: '1:supply-base' });
    push({ type: 'counter', seat: 0, card: hand[1], name: 'damage', delta: 2 });
    expect(states.map(hashJson)).toEqual(hashes);
  });
});
