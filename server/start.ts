/**
 * The game of a room, started once both seats have sent a deck: one card file of both decks'
 * cards, a fresh seed, the rules mode. A card number that is a different card in each deck's
 * file cannot make one game.
 */
import { randomInt } from 'node:crypto';
import type { GameModule } from '../engine/core/module';
import { Session } from '../engine/core/session';
import { isRuleError } from '../engine/core/types';
import type { GameId } from '../engine/cards/model';
import { mergeCards, type ReadDeck } from './deck';

export type Started = { ok: true; session: Session } | { ok: false; text: string; clash: boolean };

export function startGame(module: GameModule, game: GameId, seats: { name: string; deck: ReadDeck }[]): Started {
  const merged = mergeCards(seats.map((s) => s.deck));
  if ('clash' in merged) {
    const text = `Card ${merged.clash} is a different card in each deck's card file; one game needs one card of a number.`;
    return { ok: false, text, clash: true };
  }
  const session = Session.create(module, {
    game,
    mode: 'rules',
    seed: randomInt(2 ** 31),
    seats: seats.map((s) => ({ name: s.name, main: s.deck.main })),
    cards: merged.cards,
  });
  if (isRuleError(session)) return { ok: false, text: session.error, clash: false };
  return { ok: true, session };
}
