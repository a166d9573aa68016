/**
 * Bringing back a game a stopped process kept (servers sharing a Redis): one of its players
 * asks with its seat token; the game is read from the keeper and its session replayed from its
 * setup and moves. Refused, as a create request is, when the game is on somewhere (join it by
 * its code), is being brought back by another process just now, is not kept, or the token is
 * not one of its seats'.
 */
import { matchMaker, ServerError, type Presence } from '@colyseus/core';
import { Session } from '../engine/core/session';
import { isRuleError } from '../engine/core/types';
import { findFormat, type Format } from '../engine/decks/formats';
import { gameModule } from '../engine/games/registry';
import { GameKeeper, type KeptGame } from './keep';
import { RESTORE_REFUSED, type RestoreOptions } from './protocol';
import { Seats } from './seats';

export interface BroughtBack {
  kept: KeptGame;
  format: Format;
  session: Session;
  keeper: GameKeeper;
}

export async function bringBack(presence: Presence, o: RestoreOptions): Promise<BroughtBack> {
  const again = `Game ${o.restore} is being played or brought back: join it by its code.`;
  if (await matchMaker.getRoomById(o.restore)) throw new ServerError(RESTORE_REFUSED.busy, again);
  const keeper = new GameKeeper(presence, o.restore);
  const kept = await keeper.read();
  if (!kept) throw new ServerError(RESTORE_REFUSED.missing, `No game ${o.restore} is kept on this server.`);
  // The token first: a request that is no player's must not hold the game back from its players.
  if (!Seats.opens(kept.seats, o.seatToken))
    throw new ServerError(RESTORE_REFUSED.badToken, 'That seat token opens no seat of this game.');
  const format = findFormat(kept.options.format);
  if (!format) throw new ServerError(RESTORE_REFUSED.missing, `No format "${kept.options.format}" on this server.`);
  if (!(await keeper.claimRestore())) throw new ServerError(RESTORE_REFUSED.busy, again);
  const session = Session.load(gameModule(kept.options.game), {
    format: 'sortie-game',
    version: 1,
    setup: kept.setup,
    intents: kept.intents,
    cursor: kept.intents.length,
  });
  if (isRuleError(session)) {
    keeper.releaseRestore();
    throw new ServerError(500, `Game ${o.restore} could not be replayed: ${session.error}`);
  }
  return { kept, format, session, keeper };
}
