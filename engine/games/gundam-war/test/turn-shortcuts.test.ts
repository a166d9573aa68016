/**
 * The turn's steps take shortcuts that must change nothing (docs/performance.md, Round 12):
 * the end of the turn clears damage on the Field only (`clearDamage`), the reroll walks the
 * Disposition Area once (`unrollAll`), a pass asks whether the game ends only when the zones
 * or the dummy changed (`finishedEnds`), and the destruction check skips a step that left the
 * Field as the last clean table had it (`fieldKept`). At every step of random games on the
 * property tables each is held to the long way round: every card walked, group by group, the
 * whole ending check, and every step worked out again with no table remembered clean.
 */
import { describe, expect, it } from 'vitest';
import { Draft } from '../../../core/draft';
import { createDummy } from '../../../core/dummy';
import { createPrng, nextInt } from '../../../core/prng';
import { step } from '../../../core/step';
import { isRuleError, type CardId, type GameState, type Seat } from '../../../core/types';
import type { DeckEntry } from '../../../decks/model';
import { DEMO_DECKS, POLLUTION_DECK } from '../demo';
import { checkDestruction } from '../destruction';
import { Memo } from '../../../core/memo';
import { FIELD_ZONES } from '../zone-lists';
import { clearDamage } from '../end-of-turn';
import { finishedEnds, gameEnds } from '../endings';
import { unrollAll } from '../flow';
import { seatToAct } from '../legal';
import { createGundamWarModule } from '../module';
import { setRolled } from '../moves';
import { cardType, heads } from '../read';
import { hasMark, rulesOf, ZONE, zk } from '../state';
import { demoGame } from './demo-game';
import { SPACE_DECK } from './space-deck';

/** The module as the app builds it, with what it remembers here; and one that works every step out afresh. */
const memo = new Memo();
const module = createGundamWarModule(memo);
const workedAfresh = createGundamWarModule(null);

const TABLES: [DeckEntry[][], number][] = [
  [[DEMO_DECKS[0], DEMO_DECKS[1]], 4],
  [[POLLUTION_DECK, DEMO_DECKS[1]], 2],
  [[DEMO_DECKS[0]], 2],
  // Units for the Space Area alone on both sides: squads meet and are damaged there in every battle.
  [[SPACE_DECK, SPACE_DECK], 2],
];

/** What came up, by kind: the shortcuts are tried where they matter. */
type Seen = Map<string, number>;
const note = (seen: Seen, kind: string): void => void seen.set(kind, (seen.get(kind) ?? 0) + 1);

/** The cards as the end of the turn leaves them: every card's damage removed, or the Field's. */
function cleared(s: GameState, fast: boolean): GameState['cards'] {
  const d = new Draft(s, true);
  if (fast) clearDamage(d);
  else for (const c of s.cards) if (c.counters.damage) delete d.card(c.id).counters.damage;
  return d.state.cards;
}

/** The cards as a reroll of `seat`'s Disposition Area leaves them: in one walk, or group by group. */
function rerolled(s: GameState, seat: Seat, fast: boolean): GameState['cards'] {
  const d = new Draft(s, true);
  const zone = zk(seat, ZONE.disposition);
  if (fast) unrollAll(d, zone);
  else for (const id of heads(s, zone)) setRolled(d, id, false);
  return d.state.cards;
}

function checkState(s: GameState, seen: Seen, where: string): void {
  for (let seat = 0; seat < s.seats; seat++)
    for (const zone of FIELD_ZONES)
      if (s.zones[zk(seat as Seat, zone)].some((id) => s.cards[id].counters.damage)) note(seen, `damage in ${zone}`);
  expect(cleared(s, true), where).toEqual(cleared(s, false));
  for (let seat = 0 as Seat; seat < s.seats; seat = (seat + 1) as Seat) {
    const list = s.zones[zk(seat, ZONE.disposition)];
    if (list.some((id) => s.cards[id].turned && s.cards[id].attachedTo !== null)) note(seen, 'rolled Set card');
    expect(rerolled(s, seat, true), where).toEqual(rerolled(s, seat, false));
  }
  expect(finishedEnds(s, memo), where).toBe(gameEnds(s));
  // A step that writes only a Unit's damage leaves the Field's lists as they were: the check must still look.
  const unit = FIELD_ZONES.flatMap((zone) => s.zones[zk(s.turn.active, zone)]).find(
    (id) => s.cards[id].attachedTo === null && cardType(s, id) === 'unit' && !hasMark(s, 'destroyed', id),
  );
  if (unit !== undefined) {
    const lethal = (remembered: Memo | null): CardId[] => {
      const d = new Draft(s, true, remembered);
      d.card(unit).counters.damage = 99;
      checkDestruction(d);
      return rulesOf(d.state).destroyed;
    };
    expect(lethal(memo), where).toEqual(lethal(null));
    expect(lethal(memo), where).toContain(unit);
    note(seen, 'lethal damage written');
  }
}

/** Plays a random game quietly, each step worked out with and without the table remembered clean. */
function checkGame(decks: DeckEntry[][], seed: number, seen: Seen): void {
  let s: GameState = demoGame(decks, seed, true).state;
  let rng = createPrng(seed ^ 0x5eed);
  for (let steps = 0; s.winner === null && steps < 4000; steps++) {
    const where = `seed ${seed}, step ${steps}`;
    checkState(s, seen, where);
    const options = module.legalIntents(s, seatToAct(s)!);
    let k: number;
    [k, rng] = nextInt(rng, options.length * 2);
    // Passing half the time: games reach the battles and the ends of turns.
    const pick = k >= options.length ? (options.find((o) => o.type === 'pass') ?? options[0]) : options[k];
    const afresh = workedAfresh.applyRules(s, pick, true);
    const next = step(module, s, pick, true);
    if (isRuleError(next) || isRuleError(afresh)) throw new Error(`${where}: refused`);
    if (JSON.stringify(next.state) !== JSON.stringify(afresh.state)) expect(next.state, where).toEqual(afresh.state);
    if (next.state.cards !== s.cards) note(seen, 'cards written');
    s = next.state;
  }
}

describe('Gundam War turn shortcuts', () => {
  it('leave every step of random games as the long way round does', () => {
    const seen: Seen = new Map();
    for (const [t, [decks, games]] of TABLES.entries())
      for (let seed = 1; seed <= games; seed++) checkGame(decks, seed * 13 + t, seen);
    for (const kind of [
      'damage in disposition-area',
      'damage in earth-area',
      'damage in space-area',
      'rolled Set card',
      'cards written',
      'lethal damage written',
    ])
      expect(seen.get(kind) ?? 0, kind).toBeGreaterThan(5);
  }, 120_000);

  it('ask again whether the game ends when a Nation or the dummy changes', () => {
    for (const decks of [[DEMO_DECKS[0], DEMO_DECKS[1]], [DEMO_DECKS[0]]]) {
      const s = demoGame(decks, 7, true).state;
      const memo = new Memo();
      expect(finishedEnds(s, memo)).toBe(false);
      const empty = { ...s, zones: { ...s.zones, [zk(0, ZONE.nation)]: [] } };
      expect(finishedEnds(empty, memo)).toBe(true);
      // Goldfish against the dummy opponent: its pile run out ends the game on the same zones.
      const dummy = createDummy(10);
      expect(finishedEnds({ ...s, dummy }, memo)).toBe(s.seats === 2 && gameEnds({ ...s, dummy }));
      if (s.seats === 1) expect(finishedEnds({ ...s, dummy: { ...dummy, left: 0 } }, memo)).toBe(true);
    }
  });
});
