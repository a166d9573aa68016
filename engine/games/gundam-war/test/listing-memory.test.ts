/**
 * Listing remembers what it read between listings (seat-table.ts: each seat's table of hand, Hangar
 * and Field zones, its play facts, the masks of moments where anything but Pass may be found),
 * keyed by the identities of the parts of the state it read. If a key left out something the
 * listing reads, a remembered answer would go stale while the key still matched. At every step
 * of random games — the demo decks, the property tests' Pollution and goldfish tables, and
 * decks holding every text of the demo set — both seats' listings (in the order the simulator
 * lists them) must equal, item for item and in the same order, the listings worked out with
 * nothing remembered for the same table and without the listing's shortcuts (legal.ts: every
 * cost compared with the Nation Power sources counted, every field text tried by its Set group);
 * and a play, checked with the play facts its listing worked out (module.ts), must make the step
 * it makes with nothing remembered.
 */
import { describe, expect, it } from 'vitest';
import { isRuleError, type CardId, type GameState, type RulesIntent, type Seat } from '../../../core/types';
import type { DeckEntry } from '../../../decks/model';
import { playGame } from '../../../sim/play';
import { greedyPlayer, randomPlayer, type Player } from '../../../sim/players';
import { DEMO_CARDS, DEMO_DECKS, POLLUTION_DECK } from '../demo';
import { step } from '../../../core/step';
import { freshLegalIntents } from '../legal';
import { createGundamWarModule } from '../module';
import { gundamWarModule } from './session';

const legalIntents = gundamWarModule.legalIntents;
/** The module working every step out afresh, with nothing remembered. */
const workedAfresh = createGundamWarModule(null);
import { rulesOf, ZONE, zk } from '../state';

/** 20 G (the G with texts twice, then basic G of every colour) and one of every other demo card of these colours. */
function everyCard(colours: string[]): DeckEntry[] {
  const counts = new Map<string, number>();
  const g = ['GD-008', 'GD-008', 'GD-009', 'GD-009', 'GD-010', 'GD-010'];
  for (let i = 0; g.length < 20; i++) g.push(`GD-00${(i % 7) + 1}`);
  for (const c of DEMO_CARDS) if (c.type !== 'g' && colours.includes(c.color ?? 'purple')) g.push(c.number);
  for (const n of g) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].map(([number, count]) => ({ number, count }));
}

const TABLES: { name: string; decks: DeckEntry[][]; players: Player[] }[] = [
  { name: 'the demo decks', decks: [DEMO_DECKS[0], DEMO_DECKS[1]], players: [randomPlayer, randomPlayer] },
  { name: 'a Pollution deck', decks: [POLLUTION_DECK, DEMO_DECKS[1]], players: [greedyPlayer, randomPlayer] },
  { name: 'a goldfish', decks: [DEMO_DECKS[0]], players: [randomPlayer] },
  {
    name: 'decks with every text',
    decks: [everyCard(['blue', 'black', 'white', 'purple']), everyCard(['green', 'red', 'brown', 'purple'])],
    players: [randomPlayer, randomPlayer],
  },
];

/**
 * Plays one game as the simulator does, comparing every listing with one worked out afresh:
 * the acting seat's (the simulator's own) and the other seat's; the count of steps and of
 * listings that offered a choice.
 */
function checkGame(
  decks: DeckEntry[][],
  players: Player[],
  seed: number,
): { steps: number; choices: number; plays: number } {
  let steps = 0;
  let choices = 0;
  let plays = 0;
  const same = (s: GameState, seat: Seat, remembered: readonly RulesIntent[]) => {
    const afresh = freshLegalIntents(s, seat);
    // Compared as text first: a deep comparison of every listing of these games is slow.
    if (JSON.stringify(remembered) !== JSON.stringify(afresh))
      expect(remembered, `seed ${seed}, step ${steps}, seat ${seat}`).toEqual(afresh);
  };
  const checking =
    (player: Player): Player =>
    (s, legal, prng) => {
      const seat = legal[0].seat as Seat;
      same(s, seat, legal);
      if (s.seats === 2) same(s, (1 - seat) as Seat, legalIntents(s, (1 - seat) as Seat));
      steps++;
      if (legal.length > 1) choices++;
      const picked = player(s, legal, prng);
      // A play is checked with the play facts its listing worked out: the step must be the one made afresh.
      if (picked[0].type === 'play') {
        plays++;
        const made = JSON.stringify(step(gundamWarModule, s, picked[0], true));
        const afresh = JSON.stringify(step(workedAfresh, s, picked[0], true));
        expect(made, `seed ${seed}, step ${steps}: the play made with remembered facts`).toBe(afresh);
      }
      return picked;
    };
  const played = playGame({ game: 'gundam-war', seed, decks, cards: DEMO_CARDS, players: players.map(checking) });
  if (isRuleError(played)) throw new Error(played.error);
  expect(played.stuck).toBeNull();
  return { steps, choices, plays };
}

describe('Gundam War listing with what it remembers (legal.ts)', () => {
  for (const { name, decks, players } of TABLES)
    it(`lists at every step of random games on ${name} what it lists with nothing remembered`, () => {
      let steps = 0;
      let choices = 0;
      let plays = 0;
      for (const seed of [2, 11, 29]) {
        const game = checkGame(decks, players, seed);
        steps += game.steps;
        choices += game.choices;
        plays += game.plays;
      }
      // Whole games, with real choices among the listings (not only Pass).
      expect(steps).toBeGreaterThan(300);
      expect(choices).toBeGreaterThan(20);
      expect(plays).toBeGreaterThan(5);
    }, 60_000);

  it('offers the copy of a card in place of the one being played, its hand unchanged', () => {
    // A card being played stays in its hand (ch. 08): only the table of cards being played changes.
    let found = false;
    const looking: Player = (s, legal, prng) => {
      const seat = legal[0].seat as Seat;
      const hand = s.zones[zk(seat, ZONE.hand)] ?? [];
      const copied = (c: CardId) => hand.filter((x) => s.cards[x].key === s.cards[c].key).length > 1;
      const play = found ? undefined : legal.find((i) => i.type === 'play' && !i.asG && copied(i.card as CardId));
      if (play) {
        found = true;
        const card = play.card as CardId;
        const r = rulesOf(s);
        const rules = { ...r, playing: { ...r.playing, [card]: seat } };
        const next = { ...s, rules } as unknown as GameState;
        const listed = legalIntents(next, seat);
        expect(listed).toEqual(freshLegalIntents(next, seat));
        const copy = listed.find(
          (i) => i.type === 'play' && i.card !== card && s.cards[i.card as CardId].key === s.cards[card].key,
        );
        expect(copy, 'the copy is offered').toBeDefined();
      }
      return randomPlayer(s, legal, prng);
    };
    for (let seed = 1; !found && seed < 20; seed++)
      playGame({
        game: 'gundam-war',
        seed,
        decks: [DEMO_DECKS[0], DEMO_DECKS[1]],
        cards: DEMO_CARDS,
        players: [looking, looking],
      });
    expect(found).toBe(true);
  });
});
