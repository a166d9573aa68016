/**
 * Who may defend against an attacker by its text and by Events put on it ("Only M.S. with 4 or
 * more Clash Points can Defend against …"; Ver 2.1 Attack Phase C: defenders come from the M.S.
 * Dock "unless otherwise specified by a card effect").
 */
import type { Draft } from '../../core/draft';
import type { CardId, GameState } from '../../core/types';
import type { MsFilter } from './abilities';
import { abilitiesAt } from './cards';
import { matches } from './clash';
import { ref, returnToDock } from './moves';
import { line } from './say';
import { rulesOf, rw } from './state';

/** Whether the M.S. fits every "Only M.S. … can Defend against this card" the attacker prints, or an Event put on it. */
export function fitsAgainst(state: GameState, id: CardId, attacker: CardId): boolean {
  for (const a of abilitiesAt(state, attacker))
    if (a.kind === 'only-defend' && !matches(state, id, a.filter)) return false;
  for (const m of rulesOf(state).mods)
    if (m.card === attacker && m.onlyDefend && !matches(state, id, m.onlyDefend)) return false;
  return true;
}

/**
 * "Only M.S. … can Defend against target attacking M.S.", resolved after the defenders were
 * declared (Attack D): a defender that does not fit may not defend against it, so it leaves the
 * battle for the M.S. Dock it was declared from (Attack C) — an attacker left with no defender
 * deals Battle Damage. Our reading: Ver 2.1 declares defenders before any Event (C, then D).
 */
export function narrowDefenders(d: Draft, attacker: CardId, fit: MsFilter): void {
  rw(d).mods = [
    ...rulesOf(d.state).mods,
    { card: attacker, delta: 0, keyword: null, until: 'battle', onlyDefend: fit },
  ];
  const battle = rulesOf(d.state).battle;
  if (!battle || battle.attacker !== attacker) return;
  const unfit = battle.defenders.filter((id) => !fitsAgainst(d.state, id, attacker));
  if (!unfit.length) return;
  rw(d).battle = { ...battle, defenders: battle.defenders.filter((id) => !unfit.includes(id)) };
  for (const id of unfit) {
    returnToDock(d, id);
    if (!d.quiet)
      d.log('defend', battle.defenderSeat, line('mayNotDefend', { c0: { ref: 0 }, c1: { ref: 1 } }), [
        ref(d, id),
        ref(d, attacker),
      ]);
  }
}
