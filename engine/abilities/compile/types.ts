import type { CardScript } from '../schema';

/**
 * How one printed line was read: keywords only, turned into script abilities, partly (some
 * sentences left to the players), or left to the players.
 */
export type LineStatus = 'keyword' | 'compiled' | 'partial' | 'manual';

/** Where in a printed line (UTF-16 offsets, end exclusive) a clause stays unread. */
export interface TextSpan {
  start: number;
  end: number;
}

export interface CompiledLine {
  text: string;
  status: LineStatus;
  /** `partial` and `manual` lines: the spans left to the players (all of a manual line when absent). */
  unread?: TextSpan[];
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
