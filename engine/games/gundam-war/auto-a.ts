/**
 * Constant texts (Auto A, ch. 11): they work for as long as their card is on the Field and
 * their condition holds, and stop the moment either is no longer true. Each one a card's
 * script states (script.ts) is turned here into static continuous effects of
 * the shared effect system (`engine/effects`), with the card's entry time as timestamp, so
 * that `derive` applies them by layer and time order (ch. 11: the Auto A applied first is
 * processed first). They are read from the table on every derivation, never stored in the
 * state, so nothing has to switch them on or off.
 *
 * Text that is not one of these forms (a colour chosen as a G comes out, deck-building
 * rules) is not an effect on the table and is not listed.
 */
import type { GundamWarCard } from '../../cards/model';
import { idText } from '../../core/ids';
import type { CardId, GameState, Seat } from '../../core/types';
import type { ContinuousEffect, Selector } from '../../effects';
import { cardEffects } from './card-text';
import { givesConstant, keywordRules, normaliseKeywordId, type BattleModification } from './keywords';
import { areaOf, def, effectsOf, has, perPrintedCard, powerCount, setCards, squad, textActive } from './read';
import { scriptOf, type AutoA } from './script';
import { other, rulesOf } from './state';
import { FIELD_ZONES, zoneList } from './zone-lists';

/** The Auto A texts of a printed card that this module carries out (its script's constant abilities). */
export function autoATexts(card: GundamWarCard): readonly AutoA[] {
  return scriptOf(card).autoA;
}

const UNIT_TYPE = ['unit'];
const COMMAND_TYPE = ['command'];
const HAND_AND_HANGAR = ['hand', 'hangar'];
/** A selector with every field present (undefined fields select as absent ones). */
function selector(
  types: string[],
  zones: string[] | undefined,
  controller: Selector['controller'],
  ids: CardId[] | undefined,
  abilities: string[] | undefined,
  excludeSource = false,
): Selector {
  return { zones, controller, types, abilities, colour: undefined, ids, excludeSource };
}
const deltas = (m: BattleModification) => ({ melee: m.melee, ranged: m.ranged, hp: m.hp });

function hasTrait(s: GameState, id: CardId, trait: string): boolean {
  const want = normaliseKeywordId(trait);
  const d = def(s, id);
  return (
    d.traits.some((t) => normaliseKeywordId(t) === want) ||
    cardEffects(d).some((e) => e.kind === 'trait-word' && normaliseKeywordId(e.word) === want)
  );
}

/**
 * What an Auto A text's effect is built from besides its card, seat and entry time: the area
 * its squad fights in, the enemy Units it names, its host, or whether its condition holds
 * (false: no effect now). Equal inputs build an equal effect.
 */
function inputOf(s: GameState, seat: Seat, card: CardId, a: AutoA): string | number | boolean | CardId[] {
  switch (a.k) {
    case 'squad-others':
      // A squad exists only in a Battle Area.
      return areaOf(s, card) ?? false;
    case 'enemy-in-area-without':
      return squad(s, other(seat), a.area).filter((u) => !has(s, u, a.without));
    case 'host-with':
      return s.cards[card].attachedTo ?? false;
    case 'self-if-set-trait':
      return setCards(s, card).some((c) => def(s, c).type === 'character' && hasTrait(s, c, a.trait));
    case 'command-discount':
      return powerCount(s, seat) >= a.minG;
    case 'yours-with':
    case 'self-in-area':
      return true;
  }
}

/** One Auto A text of a card on the Field as a static continuous effect, from its inputs (`inputOf`; false: none now). */
function effectOf(seat: Seat, card: CardId, a: AutoA, n: number, at: number, input: unknown): ContinuousEffect | null {
  if (input === false) return null;
  let chosen: Selector;
  let change: ContinuousEffect['change'];
  switch (a.k) {
    case 'squad-others':
      chosen = selector(UNIT_TYPE, [`${input as string}-area`], 'you', undefined, undefined, true);
      change = { kind: 'modify', deltas: deltas(a.mod) };
      break;
    case 'enemy-in-area-without':
      // The selector language has no "does not have": the Units lacking the effect are named.
      chosen = selector(UNIT_TYPE, [`${a.area}-area`], 'opponent', input as CardId[], undefined);
      change = { kind: 'modify', deltas: deltas(a.mod) };
      break;
    case 'yours-with':
      chosen = selector(UNIT_TYPE, [...FIELD_ZONES], 'you', undefined, [a.effect]);
      change = { kind: 'modify', deltas: deltas(a.mod) };
      break;
    case 'host-with':
      chosen = selector(UNIT_TYPE, undefined, undefined, [input as CardId], [a.effect]);
      change = { kind: 'modify', deltas: deltas(a.mod) };
      break;
    case 'self-if-set-trait':
      chosen = selector(UNIT_TYPE, undefined, undefined, [card], undefined);
      change = { kind: 'modify', deltas: deltas(a.mod) };
      break;
    case 'self-in-area':
      chosen = selector(UNIT_TYPE, [`${a.area}-area`], undefined, [card], undefined);
      change = { kind: 'modify', deltas: deltas(a.mod) };
      break;
    case 'command-discount':
      chosen = selector(COMMAND_TYPE, HAND_AND_HANGAR, 'you', undefined, undefined);
      change = { kind: 'modify', deltas: { cost: -a.amount } };
      break;
  }
  return {
    id: `auto-a:${idText(card)}:${n}`,
    source: card,
    controller: seat,
    ability: null,
    timestamp: at,
    scope: { kind: 'static', selector: chosen },
    change,
    duration: 'while-source-on-field',
    reads: [],
  };
}

/** The effect of one Auto A text now, or null while its condition fails. */
function autoAEffect(s: GameState, seat: Seat, card: CardId, a: AutoA, n: number): ContinuousEffect | null {
  return effectOf(seat, card, a, n, rulesOf(s).entered[card] ?? 0, inputOf(s, seat, card, a));
}

/** A printed card's Auto A texts, and whether a special effect it prints gives constant effects (most cards: none of either). */
const constantTexts = perPrintedCard((d) => ({ texts: autoATexts(d), gives: givesConstant(cardEffects(d)) }));

/**
 * Every Auto A effect working on the table now (cards on the Field whose text is not negated), and
 * the constant effects special effects give (keywords/team.ts).
 */
export function staticEffects(s: GameState): ContinuousEffect[] {
  const out: ContinuousEffect[] = [];
  const gained = new Set<string>();
  for (let seat = 0 as Seat; seat < s.seats; seat = (seat + 1) as Seat) {
    // Every card of every group on the Field: a Set card sits in its Unit's zone (state.ts), so
    // the zones are read in place, heads in the order `fieldCards` gives them.
    for (const zone of FIELD_ZONES) {
      const list = zoneList(s, seat, zone);
      for (let i = 0; i < list.length; i++) {
        const card = list[i];
        const { texts, gives } = constantTexts(s, card);
        // A special effect's constant effects (Team) come from the head of a group: a Set card lends only squad effects.
        const constant = gives && s.cards[card].attachedTo === null;
        if ((texts.length === 0 && !constant) || !textActive(s, card)) continue;
        for (let n = 0; n < texts.length; n++) {
          const e = autoAEffect(s, seat, card, texts[n], n);
          if (e) out.push(e);
        }
        if (constant)
          effectsOf(s, card).forEach((e, n) => {
            const rules = keywordRules(e.kind)?.constant;
            if (rules) out.push(...rules.effects(s, seat, card, e, n, gained));
          });
      }
    }
  }
  return out;
}
