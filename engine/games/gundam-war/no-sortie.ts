/**
 * 「このターン、敵軍ユニット１枚は、防御に出撃できない」 / "1 enemy Unit can't defend this turn": the Unit
 * may not sortie — to attack, to defend, or at all — for the rest of the turn (ch. 22 "Until End of
 * Turn" and "For this Turn"). It is that stay of the card on the Field: one that leaves and comes back
 * is a new card (its entry time no longer matches). sortie.ts asks `sortieForbidden`.
 */
import type { Draft } from '../../core/draft';
import type { CardId, GameState } from '../../core/types';
import type { Activation } from '../../effects';
import { log } from './moves';
import { onField } from './read';
import { rulesOf, rw } from './state';
import { card, says } from './words';

export function forbidSortie(d: Draft, a: Activation, id: CardId, when: 'attack' | 'defend' | null): void {
  if (!onField(d.state, id)) return;
  const r = rw(d);
  r.noSortie = [...(r.noSortie ?? []), { id, entered: rulesOf(d.state).entered[id] ?? -1, when }];
  log(d, 'no-sortie', a.controller, says(`log.noSortie.${when ?? 'any'}`, { card: card(0) }), [id]);
}

/** Is this Unit forbidden to sortie now, to attack (`attacking`) or to defend? */
export function sortieForbidden(s: GameState, id: CardId, attacking: boolean): boolean {
  const list = rulesOf(s).noSortie;
  if (!list?.length) return false;
  const entered = rulesOf(s).entered[id] ?? -1;
  return list.some(
    (f) => f.id === id && f.entered === entered && (f.when === null || (f.when === 'attack') === attacking),
  );
}
