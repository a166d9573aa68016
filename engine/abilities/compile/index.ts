/** The text compiler: a card without a script gets one from its printed text when it is read. */
import { compileGundamWar } from './gundam-war';
import { compileMsWar } from './ms-war';
import type { Compiled, TextCard } from './types';

export type { Compiled, CompiledLine, LineStatus, TextCard, TextSpan } from './types';

export function compileText(card: TextCard): Compiled {
  return card.game === 'ms-war' ? compileMsWar(card) : compileGundamWar(card);
}
