/**
 * Derived values are remembered while the facts they read hold (continuous.ts: the Field's
 * cards with their hosts, coins and entry times, a plain G by count only, hands while a text
 * counts Nation Power, the lasting effects and marks). If a derivation read anything those
 * facts leave out — a G's chosen colour (ch. 05 "G and Nation Power": Harbor Colony Seven),
 * which G are rolled, damage, the phase — a remembered value would go stale the moment that
 * fact changed while the others did not. At every step of random games, with decks holding
 * every text of the demo set side by side (Harbor Colony Seven's chosen colour beside Listening
 * Outpost's and Black Market's discounts, Liberator Wing's white Nation Power, PS Armor (X)),
 * each value a card on the Field or a Command in hand has now through the remembered
 * derivation must equal the value derived from scratch for the same table — and the constant
 * texts' effects themselves (auto-a.ts keeps the last one built for each text while its card
 * stays put), with their entry times, must equal those built afresh.
 */
import { describe, expect, it } from 'vitest';
import { createPrng, nextInt } from '../../../core/prng';
import { createGame } from '../../../core/setup';
import { step } from '../../../core/step';
import { isRuleError, type CardId, type GameState, type Seat } from '../../../core/types';
import type { DeckEntry } from '../../../decks/model';
import { staticEffects } from '../auto-a';
import { costReduction, derivedAfresh } from '../continuous';
import { DEMO_CARDS, DEMO_DECKS } from '../demo';
import { seatToAct } from '../legal';
import { gundamWarModule as module } from './session';
import { def, effectsOf, fieldCards, setCards, statsOf } from '../read';
import { ZONE, zk } from '../state';
import { demoGame } from './demo-game';

/** 20 G (the G with texts twice, then basic G of every colour) and one of every other demo card. */
function everyText(colours: string[]): DeckEntry[] {
  const g = ['GD-008', 'GD-008', 'GD-009', 'GD-009', 'GD-010', 'GD-010'];
  for (let i = 0; g.length < 20; i++) g.push(`GD-00${(i % 7) + 1}`);
  const others = DEMO_CARDS.filter((c) => c.type !== 'g' && colours.includes(c.color ?? 'purple'));
  const counts = new Map<string, number>();
  for (const n of [...g, ...others.map((c) => c.number)]) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].map(([number, count]) => ({ number, count }));
}

const TABLES: DeckEntry[][][] = [
  [DEMO_DECKS[0], DEMO_DECKS[1]],
  [everyText(['blue', 'black', 'white', 'purple']), everyText(['green', 'red', 'brown', 'purple'])],
];

/** What a table derives for every card it can: effects and stats on the Field, the cost discount of Commands in hand and Hangar. */
function derivedValues(s: GameState): Record<string, unknown> {
  const out: Record<string, unknown> = { statics: staticEffects(s) };
  for (let seat = 0 as Seat; seat < s.seats; seat = (seat + 1) as Seat) {
    for (const head of fieldCards(s, seat))
      for (const id of [head, ...setCards(s, head)]) {
        out[`${id} effects`] = effectsOf(s, id).map((e) => e.kind);
        if (def(s, id).type === 'unit') out[`${id} stats`] = statsOf(s, id);
      }
    for (const zone of [ZONE.hand, ZONE.hangar])
      for (const id of s.zones[zk(seat, zone)] ?? [])
        if (def(s, id).type === 'command') out[`${id} discount`] = costReduction(s, id);
  }
  return out;
}

function checkGame(decks: DeckEntry[][], seed: number): { steps: number; cards: number } {
  let s = demoGame(decks, seed).state;
  let rng = createPrng(seed ^ 0x5eed);
  let steps = 0;
  let cards = 0;
  for (; s.winner === null && steps < 3000; steps++) {
    const remembered = derivedValues(s);
    const afresh = derivedAfresh(() => derivedValues(s));
    // Compared as text first: a deep comparison at every step of eight games is slow.
    if (JSON.stringify(afresh) !== JSON.stringify(remembered))
      expect(afresh, `seed ${seed}, step ${steps}`).toEqual(remembered);
    cards += Object.keys(remembered).length;
    const options = module.legalIntents(s, seatToAct(s)!);
    let k: number;
    [k, rng] = nextInt(rng, options.length * 2);
    const pick = k >= options.length ? (options.find((o) => o.type === 'pass') ?? options[0]) : options[k];
    const next = step(module, s, pick);
    if (isRuleError(next)) throw new Error(next.error);
    s = next.state;
  }
  return { steps, cards };
}

describe('Gundam War derived values (continuous.ts)', () => {
  it('are, at every step of random games, the values the same table derives from scratch', () => {
    let checked = 0;
    for (const [t, decks] of TABLES.entries())
      for (let seed = 1; seed <= 3; seed++) checked += checkGame(decks, seed * 7 + t).cards;
    // The games reached tables with cards to derive (not only empty Fields).
    expect(checked).toBeGreaterThan(10_000);
  }, 120_000);

  it('a derivation for one catalog is not shared with a table of another that has the same facts', () => {
    // The same seed and moves on a catalog whose Sand Skipper prints other stats (a card edited in the card database).
    const edited = DEMO_CARDS.map((c) => (c.number === 'GD-040' ? { ...c, melee: (c.melee ?? 0) + 5 } : c));
    const play = (cards: typeof DEMO_CARDS) => {
      const r = createGame(module, {
        game: 'gundam-war',
        mode: 'rules',
        seed: 3,
        seats: [
          {
            name: 'A',
            main: [
              { number: 'GD-040', count: 10 },
              { number: 'GD-006', count: 40 },
            ],
          },
          { name: 'B', main: DEMO_DECKS[1] },
        ],
        cards,
      });
      if (isRuleError(r)) throw new Error(r.error);
      return r.state;
    };
    const skipperOnField = (s: GameState): CardId | undefined =>
      fieldCards(s, 0).find((id) => def(s, id).number === 'GD-040');
    // Play both games to the first table with a Sand Skipper on the Field, reading stats all along.
    const walk = (s0: GameState): GameState => {
      let s = s0;
      for (let i = 0; i < 2000 && !skipperOnField(s); i++) {
        derivedValues(s);
        const options = module.legalIntents(s, seatToAct(s)!);
        const play = options.find((o) => o.type === 'play' && def(s, o.card as CardId).number === 'GD-040');
        const next = step(module, s, play ?? options.find((o) => o.type === 'play') ?? options[0]);
        if (isRuleError(next)) throw new Error(next.error);
        s = next.state;
      }
      return s;
    };
    const a = walk(play(DEMO_CARDS));
    const b = walk(play(edited));
    const skipper = skipperOnField(b)!;
    expect(skipper).toBeDefined();
    statsOf(a, skipperOnField(a)!);
    expect(statsOf(b, skipper).melee).toBe(derivedAfresh(() => statsOf(b, skipper).melee));
  });
});
