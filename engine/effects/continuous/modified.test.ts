/**
 * The fast path for tables whose continuous effects all modify stats (modified.ts) against the
 * same tables worked out layer by layer for every object (`derive(…, 'in full')`): random
 * tables of cards with static bonuses chosen by zone, controller, type, ability, colour, named
 * ids and "other than this card", some granted by an ability their source may lack, instanced
 * bonuses on objects still in or gone from their place, and counters.
 */
import { describe, expect, it } from 'vitest';
import { createPrng, nextInt, type PrngState } from '../../core/prng';
import { addContinuous, derive } from '../index';
import type { DeriveWay } from './derive';
import {
  card,
  continuous,
  hooks,
  moveCard,
  table,
  target,
  type NewCard,
  type StaticAbility,
  type Table,
  type Zone,
} from '../scenarios/table';
import type { Selector } from '../types';

function randomTable(seed: number): Table {
  let rng: PrngState = createPrng(seed);
  const pick = <T>(items: readonly T[]): T => {
    let i: number;
    [i, rng] = nextInt(rng, items.length);
    return items[i];
  };
  const maybe = <T>(value: T): T | undefined => (pick([true, false]) ? value : undefined);
  const delta = () => ({ attack: pick([-2, -1, 1, 2, 3]), defence: pick([-1, 0, 1]) });
  const cards: NewCard[] = [];
  for (let i = 0; i < 12; i++) {
    const statics: StaticAbility[] = [];
    for (let n = pick([0, 0, 1, 2]); n > 0; n--) {
      const selector: Selector = {
        zones: maybe([pick<Zone>(['field', 'hand'])]),
        controller: maybe(pick([0, 1, 'you', 'opponent'] as const)),
        types: maybe([pick(['Unit', 'Lord'])]),
        abilities: maybe([pick(['Flight', 'Haste'])]),
        colour: maybe(pick(['blue', 'red'])),
        ids: maybe([pick([0, 3, 5, 7]), pick([1, 2, 11])]),
        excludeSource: maybe(true),
      };
      statics.push({
        ability: pick([null, 'Lordship', 'Flight']),
        scope: { kind: 'static', selector },
        change: { kind: 'modify', deltas: delta() },
        fromZones: maybe(['field', 'hand']),
      });
    }
    cards.push(
      card(`c${i}`, {
        owner: pick([0, 1]),
        zone: pick<Zone>(['field', 'field', 'hand', 'junkyard']),
        types: [pick(['Unit', 'Lord', 'Spell'])],
        colour: pick(['blue', 'red']),
        abilities: [pick(['Flight', 'Haste', 'Lordship'])],
        counters: pick<Record<string, number>>([{}, { attack: 1 }, { shield: 2 }]),
        statics,
      }),
    );
  }
  let s = table(cards);
  // Some cards print none of the abilities their static effects are granted by: those effects do not exist.
  s = {
    ...s,
    cards: s.cards.map((c) => (pick([true, false, false]) ? { ...c, printed: { ...c.printed, abilities: [] } } : c)),
  };
  for (let n = 0; n < 4; n++) {
    const names = [pick(cards).name, pick(cards).name];
    s = addContinuous(s, hooks, {
      source: null,
      controller: pick([0, 1]),
      scope: { kind: 'instanced', objects: names.map((name) => target(s, name)) },
      change: { kind: 'modify', deltas: delta() },
    }).state;
    // A card that left and came back is a new object: the bonus no longer reaches it.
    if (pick([true, false]))
      s = moveCard(
        moveCard(
          s,
          s.cards.findIndex((c) => c.name === names[0]),
          'hand',
        ),
        s.cards.findIndex((c) => c.name === names[0]),
        'field',
      );
  }
  return s;
}

const everyValue = (s: Table, way: DeriveWay = 'fast') => ({
  values: s.cards.map((c) => derive(s, continuous, way).of(c.id)),
  applied: derive(s, continuous, way).applied,
});

describe('derivations of tables whose effects only modify (modified.ts)', () => {
  it('give every object the values a derivation layer by layer gives', () => {
    let reached = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const s = randomTable(seed);
      const fast = everyValue(s);
      expect(fast, `seed ${seed}`).toEqual(everyValue(s, 'in full'));
      reached += fast.values.filter((v, id) => v!.stats.attack !== s.cards[id].printed.stats.attack).length;
    }
    // The tables had bonuses that reached cards (not only effects that missed).
    expect(reached).toBeGreaterThan(300);
  }, 60_000);
});
