/**
 * The card text compiler (engine/abilities/compile, issue 42): CPU time to compile 5,000, 20,000
 * and 80,000 Gundam War texts (the golden texts of both languages, each card given a number of
 * its own so no two texts are alike), per 1,000 texts, so growth can be seen to be linear; and
 * one long line the grammar cannot read, 8× as long (no backtracking blow-up).
 * `npm run bench -- card-text` runs it alone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { compileText } from '../engine/abilities/compile';
import { sayLine } from './say';

const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

const dir = new URL('../engine/abilities/compile/golden/texts/', import.meta.url);
const golden = readdirSync(dir)
  .filter((f) => f.endsWith('.txt'))
  .flatMap((f) =>
    readFileSync(new URL(f, dir), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((text) => ({ text, type: f.startsWith('command') ? 'command' : 'unit' })),
  );

/** `n` texts: the golden ones in turn, each with a number of its own in place of its first digit. */
const texts = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const g = golden[i % golden.length];
    return { game: 'gundam-war' as const, type: g.type, name: `Bench ${i}`, text: g.text.replace(/[0-9０-９]/, String((i % 9) + 1)) };
  });

function best(run: () => void): number {
  let ms = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = cpuMs();
    run();
    ms = Math.min(ms, cpuMs() - start);
  }
  return ms;
}

for (const count of [5_000, 20_000, 80_000]) {
  const cards = texts(count);
  const ms = best(() => {
    for (const card of cards) compileText(card);
  });
  sayLine('cards.compile', { count, ms: ms.toFixed(0), perThousand: ((ms / count) * 1000).toFixed(1) });
}

const long = (n: number) => ({
  game: 'gundam-war' as const,
  type: 'command',
  name: 'Bench',
  text: `（戦闘フェイズ）：${'敵軍ユニット１枚は、'.repeat(n)}。`,
});
const small = best(() => compileText(long(1_000)));
const large = best(() => compileText(long(8_000)));
sayLine('cards.compileLong', {
  chars: long(1_000).text.length,
  ms: small.toFixed(1),
  msLarge: large.toFixed(1),
  ratio: (large / Math.max(small, 0.01)).toFixed(1),
});
