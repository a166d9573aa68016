import { describe, expect, it } from 'vitest';
import { wireGundamWar } from '../wiring';
import { specialEffectOf } from './index';

wireGundamWar();

const kindOf = (name: string) => specialEffectOf({ id: name, label: name })?.kind ?? null;

/** Printed names and the special effect each is (ch. 21 headings; docs/card-data.md for the Japanese). */
const PRINTED: [name: string, kind: string | null][] = [
  // The rulebook's and the English CCG's names, misprints among them.
  ['Crusier', 'cruiser'],
  ['Battleship', 'cruiser'],
  ['Crusier-use-Modification', 'cruiser-use-modification'],
  ['Restrict to 1/Own', 'restrict-1-self'],
  ['Restrict to 1', 'restrict-1'],
  ['Voucher', 'vulture'],
  // Japanese names, full-width forms among them.
  ['艦船', 'cruiser'],
  ['艦船用改造', 'cruiser-use-modification'],
  ['1枚制限/自軍', 'restrict-1-self'],
  ['１枚制限／自軍', 'restrict-1-self'],
  ['1枚制限', 'restrict-1'],
  ['水', 'water'],
  // Names no special effect goes by.
  ['Cruiserr', null],
  ['艦', null],
];

describe('a special effect is known by every name it is printed under', () => {
  it.each(PRINTED)('%s', (name, kind) => expect(kindOf(name)).toBe(kind));
});
