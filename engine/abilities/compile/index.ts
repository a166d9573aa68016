/** The text compiler: a card without a script gets one from its printed text when it is read. */
import { compileMsWar } from './ms-war';
import type { Compiled, TextCard } from './types';

export type { Compiled, CompiledLine, LineStatus, TextCard } from './types';

export function compileText(card: TextCard): Compiled {
  if (card.game === 'ms-war') return compileMsWar(card);
  return { script: undefined, lines: card.text.split('\n').map((l) => l.trim()).filter(Boolean).map((text) => ({ text, status: 'keyword' as const })) };
}
