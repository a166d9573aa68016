/**
 * Putting coins that change battle stats on a card (「このカードの上に+1/+1/+1コイン1個を乗せる」,
 * "Put 1 +1/+1/+1 Coin on this card"). A coin is the player's who manages it (ch. 04, Japanese
 * original: own / enemy coins); on a card it goes where the card goes about the Field and is gone
 * once the card leaves it (moves.ts empties a card's counters then). Each coin adds its +X/+Y/+Z to
 * the card's battle stats (read.ts, coin-counters.ts).
 */
import { stamp } from '../../effects';
import type { Draft } from '../../core/draft';
import type { CardId } from '../../core/types';
import { coinKey } from './coin-counters';
import type { BattleModification } from './keywords';
import { EFFECTS_LENS, log } from './moves';
import { onField } from './read';
import { card, says } from './words';

/** Puts `count` coins of a kind on a card on the Field; false when it is not there. */
export function putCoins(d: Draft, id: CardId, mod: BattleModification, count: number): boolean {
  if (!onField(d.state, id)) return false;
  const key = coinKey(mod);
  const c = d.card(id);
  c.counters = { ...c.counters, [key]: (c.counters[key] ?? 0) + count };
  // The card's stats changed outside any lasting effect: a tick of the clock makes them be derived again.
  stamp(d, EFFECTS_LENS);
  log(d, 'coin', null, says('log.coins', { card: card(0), count, coin: key.slice(5) }), [id]);
  return true;
}

/** Takes `count` coins of a kind off a card; false, and none taken, when it carries fewer (a step not done). */
export function takeCoins(d: Draft, id: CardId, mod: BattleModification, count: number): boolean {
  const key = coinKey(mod);
  const have = d.state.cards[id].counters[key] ?? 0;
  if (!onField(d.state, id) || have < count) return false;
  const c = d.card(id);
  const { [key]: _gone, ...others } = c.counters;
  c.counters = have === count ? others : { ...c.counters, [key]: have - count };
  stamp(d, EFFECTS_LENS);
  log(d, 'coin', null, says('log.coinsRemoved', { card: card(0), count, coin: key.slice(5) }), [id]);
  return true;
}
