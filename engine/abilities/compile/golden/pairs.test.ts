/**
 * One phrase model behind both languages: in the paired golden families, line N of the Japanese
 * texts and line N of the English ones say the same thing, so they must compile to the same
 * script (the printed words aside) and be read as fully in both.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileText } from '..';

const dir = new URL('.', import.meta.url).pathname;
const PAIRED = [
  'auto-a-ja-forms',
  'g-than-enemy',
  'move-places',
  'negate-play',
  'search',
  'choose-then',
  'otherwise',
  'discard-cost',
  'lock',
  'upkeep',
  'no-battle-damage',
  'negate-text',
  'negate-effect',
  'coins',
  'lock-more',
  'sortie-lock',
  'any-order',
  'roll-step',
  'otherwise-later',
  'no-sortie',
  'remove-coin',
];

const texts = (family: string, lang: string) =>
  readFileSync(`${dir}texts/${family}.${lang}.txt`, 'utf8').split('\n').filter(Boolean);

/** The script without the printed words it carries (an ability's `text`, a manual op's words). */
function meaning(text: string): unknown {
  const r = compileText({ game: 'gundam-war', type: 'unit', name: 'Pair', text });
  const abilities = JSON.parse(JSON.stringify(r.script?.abilities ?? []), (key, value: unknown) =>
    key === 'text' ? undefined : value,
  ) as unknown;
  return { status: r.lines.map((l) => l.status), abilities };
}

describe('paired golden texts read the same in Japanese and English', () => {
  it.each(PAIRED)('%s', (family) => {
    const ja = texts(family, 'ja');
    const en = texts(family, 'en');
    expect(ja.length).toBe(en.length);
    ja.forEach((text, i) => expect(meaning(text), `${text}\n${en[i]}`).toEqual(meaning(en[i])));
  });
});
