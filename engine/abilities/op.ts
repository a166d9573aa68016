/**
 * What every op of the script language is: one small file per op (ops/, ms-war/,
 * gundam-war/) gives its schema, the games it belongs to, whether it acts on the ability's
 * targets, its plain words (the Cut view and the log) and its application through the
 * game's table verbs (`table.ts`).
 */
import type { z } from 'zod';
import type { ScriptGame as GameId } from './game';
import type { OpContext, Outcome } from './table';
import type { LogMessage, LogParam } from '../core/types';

/** The ops an op holds, each list said as one phrase (`OpDef.say`'s `inner`). */
export interface InnerOps {
  do?: LogParam;
  else?: LogParam;
}

export interface OpDef<S extends z.ZodType = z.ZodType> {
  name: string;
  games: readonly GameId[];
  schema: S;
  /** A game's own form of the op, where the games' words differ (the places `move` knows); `schema` elsewhere. */
  gameSchema?: Partial<Record<GameId, z.ZodType>>;
  /** Where the op may stand: in an effect that happens (`effect`), in a constant ability (`static`), or both. */
  uses?: 'effect' | 'static' | 'both';
  /** `targets`: the op acts on the ability's targets (or its source when it has none); `none`: on players or piles. */
  acts: 'targets' | 'none';
  /** Plain words; `on` names what the op acts on ("Sentinel Frame", "it"), in the words of `game`. */
  describe: (op: z.infer<S>, on: string, game: GameId) => string;
  /**
   * `describe` as a message (`abilities:` catalog), told in the reader's language; `on` a card, cards or a message.
   * `always`: said of a constant ability, where a change lasts while the ability works, not until an end.
   * `inner`: for an op that holds ops of its own (`do`, `else`: "if you do", a branch), those ops already said
   * (describe.ts says them, so the card detail tells what happens in each case); without it, they are named only.
   */
  say: (op: z.infer<S>, on: LogParam, game: GameId, always?: boolean, inner?: InnerOps) => LogMessage;
  /** Carries the op out; `paused` when it waits for a player's decision (the game resumes after the next op). */
  apply: (op: z.infer<S>, ctx: OpContext) => Outcome;
}

export function defineOp<S extends z.ZodType>(def: OpDef<S>): OpDef<S> {
  return def;
}

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
export const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

/** An op's words as a message of the `abilities` catalog. */
export function words(key: string, params?: Record<string, LogParam>): LogMessage {
  return params ? { key: `abilities:${key}`, params } : { key: `abilities:${key}` };
}
