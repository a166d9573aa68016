/**
 * Locks (Auto A, 「全てのプレイヤーは、コマンドをプレイできない」, "The enemy player can't play Units"):
 * for as long as its card is on the Field with its text working (ch. 11 Auto A: it works from the
 * moment the card comes out until it leaves), the players it names may not play cards of that
 * type (G too: 「全てのプレイヤーは、Gをプレイできない」, and a text "treated as playing a G", Dismantle),
 * and under 「自軍Gが5枚以上ある場合、」 only while its controller has that many G. The card's text is followed over the rules (ch. 22 Priority of Rules and Text), so the play
 * is refused at declaration (ch. 08 step 1), naming the card that forbids it.
 */
import { inOwnEnglish, refusal } from '../../core/refusal';
import type { CardId, GameState, Seat } from '../../core/types';
import { cardName, message } from '../../i18n/message';
import type { Refusal } from './abilities';
import { def, perPrintedCard, powerCount, textActive } from './read';
import { scriptOf, type PlayLock } from './script';
import { other } from './state';
import { zoneList, FIELD_ZONES } from './zone-lists';

const locksOf = perPrintedCard((d) => scriptOf(d).locks);

const WORD: Record<PlayLock['card'], string> = {
  unit: 'Units',
  command: 'Commands',
  character: 'Characters',
  operation: 'Operations',
  g: 'G',
};

/** The lock on the Field that forbids `seat` to play a card of `type` now, or null. */
export function playLocked(s: GameState, seat: Seat, type: string): Refusal | null {
  for (let owner = 0 as Seat; owner < s.seats; owner = (owner + 1) as Seat)
    for (const zone of FIELD_ZONES)
      for (const id of zoneList(s, owner, zone)) {
        const lock = locksOf(s, id).find(
          (l) =>
            l.card === type &&
            (l.who === 'all' || seat === other(owner)) &&
            // 「自軍Gが5枚以上ある場合、」: counted for the player who controls the locking card.
            (l.minG === undefined || powerCount(s, owner) >= l.minG),
        );
        if (lock && textActive(s, id)) return lockRefusal(s, id, lock);
      }
  return null;
}

function lockRefusal(s: GameState, by: CardId, lock: PlayLock): Refusal {
  const d = def(s, by);
  const said = message('gundam-war:error.locked', {
    card: cardName(d),
    what: message(`gundam-war:error.lockedWhat.${lock.card}`),
  });
  return inOwnEnglish(refusal(said, message('gundam-war:rule.locked')), {
    error: `${d.name} forbids playing ${WORD[lock.card]}.`,
  });
}

const sortieLocksOf = perPrintedCard((d) => scriptOf(d).sortieLocks);

/**
 * 「このカードは宇宙エリアに出撃できない」 / "This card can't sortie into the Space Area" (Auto A, on the Unit
 * itself): whether its text, working now, forbids it to sortie to `area` — `null` when it does not.
 */
export function sortieLocked(s: GameState, id: CardId, area: 'earth' | 'space'): 'any' | 'area' | null {
  const locks = sortieLocksOf(s, id);
  if (!locks.length || !textActive(s, id)) return null;
  if (locks.includes(null)) return 'any';
  return locks.includes(area) ? 'area' : null;
}
