import type { CardScript } from '../schema';

/** How one printed line was read: keywords only, turned into script abilities, or left to the players. */
export type LineStatus = 'keyword' | 'compiled' | 'manual';
export interface CompiledLine {
  text: string;
  status: LineStatus;
}

/** A card's text compiled at import: the script (none when the text is only keywords) and each line's fate. */
export interface Compiled {
  script: CardScript | undefined;
  lines: CompiledLine[];
}

/** What the compiler reads of a card. */
export interface TextCard {
  game: 'ms-war' | 'gundam-war';
  type: string;
  name: string;
  text: string;
}
