/**
 * Generated card libraries for benchmarks and load tests: deterministic (seeded),
 * both games, realistic field spread, keyword text included.
 */
import { createPrng, nextFloat } from '../../core/prng';
import { GUNDAM_WAR_COLORS, GUNDAM_WAR_TYPES, MS_WAR_TYPES } from '../model';

const WORDS = [
  'Vanguard',
  'Heron',
  'Lancer',
  'Grinder',
  'Sentinel',
  'Crimson',
  'Abyssal',
  'Drifter',
  'Sickle',
  'Aurora',
  'Shade',
  'Ember',
  'Relic',
  'Falcon',
  'Tide',
];
const GW_KW = [
  'High Mobility',
  'Space Battle (2)',
  'Swift Strike',
  'PS Armor (3)',
  'Quick',
  'Restrict to 1/Turn',
  'Psycommu (2)',
  'Cruiser',
];
const MS_KW = ['Preemptive Strike.', 'Sand.', 'Sea.', 'Attack.', 'Battleship.', 'Mobile Armor.'];
const CORPS = ['Earth Alliance', 'Principality', 'Colony Union', 'Free Traders'];

/** `count` cards as CSV text with the documented header, half of each game. */
export function generateCardCsv(count: number, seed = 20_000): string {
  let prng = createPrng(seed);
  const next = () => {
    const [value, state] = nextFloat(prng);
    prng = state;
    return value;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const lines = [
    'game,number,name,name_ja,type,cost,text,set,rarity,corps,clash,model,color,nation_cost,terrain,melee,ranged,hp,traits',
  ];
  for (let i = 0; i < count; i++) {
    const name = `${pick(WORDS)} ${pick(WORDS)} ${i}`;
    if (i % 2 === 0) {
      const kw = next() < 0.5 ? pick(GW_KW) : '';
      const text = `"${kw}${kw ? '\n' : ''}(Battle Phase): 1 Unit gets +1/+0/+0 until end of turn."`;
      lines.push(
        [
          'gundam-war',
          `GX-${i}`,
          name,
          'ユニット',
          pick(GUNDAM_WAR_TYPES),
          1 + Math.floor(next() * 7),
          text,
          `Set ${i % 40}`,
          pick(['C', 'U', 'R']),
          '',
          '',
          `M-${i % 300}`,
          pick(GUNDAM_WAR_COLORS),
          Math.floor(next() * 3),
          pick(['space', 'earth', 'both']),
          Math.floor(next() * 6),
          Math.floor(next() * 6),
          1 + Math.floor(next() * 7),
          'MS; NT',
        ].join(','),
      );
    } else {
      const kw = next() < 0.5 ? pick(MS_KW) : '';
      lines.push(
        [
          'ms-war',
          `MX-${i}`,
          name,
          '',
          pick(MS_WAR_TYPES),
          Math.floor(next() * 8),
          `"${kw} When this card attacks, draw 1 card."`,
          `Set ${i % 40}`,
          pick(['C', 'U', 'R']),
          pick(CORPS),
          1 + Math.floor(next() * 9),
          `PZ-${i % 200}`,
          '',
          '',
          '',
          '',
          '',
          '',
          '',
        ].join(','),
      );
    }
  }
  return lines.join('\n');
}
