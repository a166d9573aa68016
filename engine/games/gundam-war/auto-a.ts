/**
 * Constant texts (Auto A, ch. 11): they work for as long as their card is on the Field and
 * their condition holds, and stop the moment either is no longer true. Each one the demo
 * set prints is read into typed data here and turned into static continuous effects of
 * the shared effect system (`engine/effects`), with the card's entry time as timestamp, so
 * that `derive` applies them by layer and time order (ch. 11: the Auto A applied first is
 * processed first). They are rebuilt from the table on every derivation, never stored, so
 * nothing has to switch them on or off.
 *
 * Text that is not one of these forms (a colour chosen as a G comes out, deck-building
 * rules) is not an effect on the table and is not listed.
 */
import type { GundamWarCard } from '../../cards/model';
import { idText } from '../../core/ids';
import type { CardId, GameState, Seat } from '../../core/types';
import type { ContinuousEffect, Selector } from '../../effects';
import { cardEffects } from './card-text';
import { normaliseKeywordId, parseModification, specialEffectOf, type BattleModification, type SpecialEffectKind } from './keywords';
import { areaOf, def, effectsOf, fieldCards, has, powerSources, setCards, squad, textActive, zoneOf } from './read';
import { other, rulesOf, type Area } from './state';

export type AutoA =
  /** Support's "the other Units in this card's Squad get M". */
  | { k: 'squad-others'; mod: BattleModification }
  /** "Enemy Units in the <area> Area that do not have E get M" (Orbital Blockade). */
  | { k: 'enemy-in-area-without'; area: Area; without: SpecialEffectKind; mod: BattleModification }
  /** "Your Units with E get M" (Desert Campaign). */
  | { k: 'yours-with'; effect: SpecialEffectKind; mod: BattleModification }
  /** A Set card: "the Unit this card is Set on gets M while it has E" / "if Set on a Unit with E, that Unit gets M". */
  | { k: 'host-with'; effect: SpecialEffectKind; mod: BattleModification }
  /** "If a Character with T is Set on this card, this card gets M". */
  | { k: 'self-if-set-trait'; trait: string; mod: BattleModification }
  /** "(While you have N or more G,) your Commands need X less Total Nation Power, to a minimum of 1". */
  | { k: 'command-discount'; amount: number; minG: number };

const MOD = '([+-]\\d+\\/[+-]\\d+\\/[+-]\\d+)';
const kindOf = (name: string): SpecialEffectKind | null => specialEffectOf({ id: name.trim(), label: name.trim() })?.kind ?? null;
const mod = (text: string): BattleModification => parseModification(text)!;

const FORMS: { re: RegExp; read: (m: RegExpExecArray) => AutoA | null }[] = [
  { re: new RegExp(`^the other units in this card's squad get ${MOD}`, 'i'), read: (m) => ({ k: 'squad-others', mod: mod(m[1]) }) },
  {
    re: new RegExp(`^enemy units in the (earth|space) area that do not have (.+?) get ${MOD}`, 'i'),
    read: (m) => {
      const without = kindOf(m[2]);
      return without && { k: 'enemy-in-area-without', area: m[1].toLowerCase() as Area, without, mod: mod(m[3]) };
    },
  },
  {
    re: new RegExp(`^your units with (.+?) get ${MOD}`, 'i'),
    read: (m) => {
      const effect = kindOf(m[1]);
      return effect && { k: 'yours-with', effect, mod: mod(m[2]) };
    },
  },
  {
    re: new RegExp(`^if this card is set on a unit with (.+?), that unit gets ${MOD}`, 'i'),
    read: (m) => {
      const effect = kindOf(m[1]);
      return effect && { k: 'host-with', effect, mod: mod(m[2]) };
    },
  },
  {
    re: new RegExp(`^the unit this card is set on gets ${MOD} while it has (.+?)\\.?$`, 'i'),
    read: (m) => {
      const effect = kindOf(m[2]);
      return effect && { k: 'host-with', effect, mod: mod(m[1]) };
    },
  },
  { re: new RegExp(`^if a character with (.+?) is set on this card, this card gets ${MOD}`, 'i'), read: (m) => ({ k: 'self-if-set-trait', trait: m[1].trim(), mod: mod(m[2]) }) },
  {
    re: /^(?:while you have (\d+) or more g, )?your commands need (\d+) less total nation power, to a minimum of 1/i,
    read: (m) => ({ k: 'command-discount', amount: Number(m[2]), minG: Number(m[1] ?? 0) }),
  },
];

const parsed = new WeakMap<GundamWarCard, readonly AutoA[]>();

/** The Auto A texts of a printed card that this module carries out. */
export function autoATexts(card: GundamWarCard): readonly AutoA[] {
  let out = parsed.get(card);
  if (out) return out;
  const list: AutoA[] = [];
  for (const line of card.text.split('\n')) {
    const m = /^\(auto a\):\s*(.+)$/i.exec(line.trim());
    if (!m) continue;
    for (const form of FORMS) {
      const hit = form.re.exec(m[1]);
      const a = hit && form.read(hit);
      if (a) {
        list.push(a);
        break;
      }
    }
  }
  parsed.set(card, (out = list));
  return out;
}

const FIELD = ['disposition-area', 'earth-area', 'space-area'];
const UNITS: Selector = { types: ['unit'] };
const deltas = (m: BattleModification) => ({ melee: m.melee, ranged: m.ranged, hp: m.hp });

function hasTrait(s: GameState, id: CardId, trait: string): boolean {
  const want = normaliseKeywordId(trait);
  const d = def(s, id);
  return d.traits.some((t) => normaliseKeywordId(t) === want) || cardEffects(d).some((e) => e.kind === 'trait-word' && normaliseKeywordId(e.word) === want);
}

/** One Auto A text of a card on the Field as a static continuous effect, or null while its condition fails. */
function effectOf(s: GameState, seat: Seat, card: CardId, a: AutoA, n: number): ContinuousEffect | null {
  let selector: Selector;
  let change: ContinuousEffect['change'];
  switch (a.k) {
    case 'squad-others': {
      const area = areaOf(s, card);
      // A squad exists only in a Battle Area.
      if (!area) return null;
      selector = { ...UNITS, zones: [`${area}-area`], controller: 'you', excludeSource: true };
      change = { kind: 'modify', deltas: deltas(a.mod) };
      break;
    }
    case 'enemy-in-area-without':
      // The selector language has no "does not have": the Units lacking the effect are named.
      selector = { ...UNITS, zones: [`${a.area}-area`], controller: 'opponent', ids: squad(s, other(seat), a.area).filter((u) => !has(s, u, a.without)) };
      change = { kind: 'modify', deltas: deltas(a.mod) };
      break;
    case 'yours-with':
      selector = { ...UNITS, zones: FIELD, controller: 'you', abilities: [a.effect] };
      change = { kind: 'modify', deltas: deltas(a.mod) };
      break;
    case 'host-with': {
      const host = s.cards[card].attachedTo;
      if (host === null) return null;
      selector = { ...UNITS, ids: [host], abilities: [a.effect] };
      change = { kind: 'modify', deltas: deltas(a.mod) };
      break;
    }
    case 'self-if-set-trait':
      if (!setCards(s, card).some((c) => def(s, c).type === 'character' && hasTrait(s, c, a.trait))) return null;
      selector = { ...UNITS, ids: [card] };
      change = { kind: 'modify', deltas: deltas(a.mod) };
      break;
    case 'command-discount':
      if (powerSources(s, seat).length < a.minG) return null;
      selector = { types: ['command'], zones: ['hand', 'hangar'], controller: 'you' };
      change = { kind: 'modify', deltas: { cost: -a.amount } };
      break;
  }
  return { id: `auto-a:${idText(card)}:${n}`, source: card, controller: seat, ability: null, timestamp: rulesOf(s).entered[card] ?? 0, scope: { kind: 'static', selector }, change, duration: 'while-source-on-field', reads: [] };
}

/**
 * Team ->[A]B (ch. 21): every Unit of team A in the same place as this card gains B. A bare
 * Battle Modification B is gained from each member that has it; B's text is gained only once
 * however many members there print it (`gained` holds the texts already given out per place).
 */
function teamEffects(s: GameState, seat: Seat, card: CardId, out: ContinuousEffect[], gained: Set<string>): void {
  effectsOf(s, card).forEach((e, n) => {
    if (e.kind !== 'team' || !e.bonus) return;
    if (e.text !== undefined) {
      const key = `${seat}|${zoneOf(s, card)}|${e.team}|${e.text}`;
      if (gained.has(key)) return;
      gained.add(key);
    }
    const selector: Selector = { ...UNITS, zones: [zoneOf(s, card)], controller: 'you', abilities: [`team:${e.team}`] };
    out.push({ id: `team:${idText(card)}:${n}`, source: card, controller: seat, ability: null, timestamp: rulesOf(s).entered[card] ?? 0, scope: { kind: 'static', selector }, change: { kind: 'modify', deltas: deltas(e.bonus) }, duration: 'while-source-on-field', reads: [] });
  });
}

/** Every Auto A effect working on the table now (cards on the Field whose text is not negated). */
export function staticEffects(s: GameState): ContinuousEffect[] {
  const out: ContinuousEffect[] = [];
  const gained = new Set<string>();
  for (let seat = 0 as Seat; seat < s.seats; seat = (seat + 1) as Seat) {
    for (const head of fieldCards(s, seat)) {
      const group = setCards(s, head);
      group.unshift(head);
      for (const card of group) {
        const d = def(s, card);
        const texts = autoATexts(d);
        const team = card === head && cardEffects(d).some((e) => e.kind === 'team');
        if ((texts.length === 0 && !team) || !textActive(s, card)) continue;
        texts.forEach((a, n) => {
          const e = effectOf(s, seat, card, a, n);
          if (e) out.push(e);
        });
        if (team) teamEffects(s, seat, card, out, gained);
      }
    }
  }
  return out;
}
