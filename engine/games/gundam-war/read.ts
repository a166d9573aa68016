/**
 * Reading the table: where a card is, who controls it, Set groups, squads, the special
 * effects a card has now (with those its Set cards lend, unless a special effect negates its
 * text: keywords/water.ts), and its battle stats. Values are computed from the state, never stored.
 */
import { textNegated } from './text-negated';
import { lateBound } from '../../core/late-bound';
import type { GundamWarCard } from '../../cards/model';
import { idText } from '../../core/ids';
import type { CardId, GameState, Seat } from '../../core/types';
import { cardEffects } from './card-text';
import { coinModification } from './coin-counters';
import { scriptOf } from './script';
import {
  effectsWith,
  hasEffect,
  hostsBy,
  isSquadEffect,
  keywordsWith,
  leavesRoom,
  specialEffectOf,
  type BattleModification,
  type KeywordBattle,
  type SpecialEffect,
  type SpecialEffectKind,
} from './keywords';
import { hasMark, rulesOf, type Area } from './state';
import { areaList, FIELD_ZONES, isFieldKey, zoneList } from './zone-lists';

/**
 * What reading a card asks of the derivation of continuous effects. continuous.ts derives from
 * what this file reads (special effects, the cards on the Field), so module.ts installs it
 * (`installDerivation`) rather than this file importing it: the import arrow runs one way
 * (oxlint's import/no-cycle checks it).
 */
export interface Derivation {
  /** Per-card values remembered for this table while what they read holds (continuous.ts `tableMemo`). */
  memo: (s: GameState) => {
    effects: Map<CardId, readonly SpecialEffect[]>;
    stats: Map<CardId, BattleModification>;
  };
  /** The special effects lasting "lose ~" effects take from a card now, or null. */
  lost: (s: GameState, id: CardId) => readonly string[] | null;
  /** The special effects lasting "gains ~" effects give a card now, or null. */
  gained: (s: GameState, id: CardId) => readonly string[] | null;
  /** The sum of the battle modifications continuous effects give a card now. */
  deltas: (s: GameState, id: CardId) => BattleModification;
}

const DERIVATION = lateBound<Derivation>('The derivation of Gundam War continuous effects (continuous.ts)');
export const installDerivation = (d: Derivation): void => DERIVATION.install(d);
const derivations = (): Derivation => DERIVATION.get();

/**
 * A printed card as the rules read it: an ACE is a Unit in every rule but how it is played, so its
 * rules `type` is `unit` and `ace` says what was printed (docs/rules-coverage/gundam-war.md, "ACE").
 */
export type RulesCard = Omit<GundamWarCard, 'type'> & { type: Exclude<GundamWarCard['type'], 'ace'>; ace: boolean };

/**
 * Each printed card as the rules read it, with every field present: made once per printed card
 * (which the engine never edits), so the caches keyed by printed card see the same copy in every game.
 */
const shapes = new WeakMap<GundamWarCard, RulesCard>();
function shaped(card: GundamWarCard): RulesCard {
  let copy = shapes.get(card);
  if (copy) return copy;
  copy = {
    game: card.game,
    number: card.number,
    name: card.name,
    name_ja: card.name_ja,
    type: card.type === 'ace' ? 'unit' : card.type,
    ace: card.type === 'ace',
    cost: card.cost,
    text: card.text,
    set: card.set,
    rarity: card.rarity,
    keywords: card.keywords,
    hasImage: card.hasImage,
    script: card.script,
    compiled: card.compiled,
    color: card.color,
    nation_cost: card.nation_cost,
    nation_costs: card.nation_costs,
    resource_cost: card.resource_cost,
    terrain: card.terrain,
    melee: card.melee,
    ranged: card.ranged,
    hp: card.hp,
    traits: card.traits,
    model: card.model,
  };
  // Fields no card type declares (a file's own columns) keep their place after the rest.
  for (const k in card)
    if (!(k in copy)) (copy as unknown as Record<string, unknown>)[k] = (card as unknown as Record<string, unknown>)[k];
  shapes.set(card, copy);
  return copy;
}

/**
 * A value read from a card's printed card, remembered by card id with the key it was found
 * under: a card's key is checked on every call (another game or another deal of hidden cards
 * numbers its cards otherwise), which costs less than a lookup in the catalog, a large
 * dictionary, or in a map by printed card.
 */
export function perPrintedCard<T>(read: (card: RulesCard) => T): (s: GameState, id: CardId) => T {
  let catalog: GameState['catalog'] | null = null;
  let keys: string[] = [];
  let values: T[] = [];
  return (s, id) => {
    const key = s.cards[id].key;
    if (s.catalog !== catalog) {
      catalog = s.catalog;
      keys = [];
      values = [];
    } else if (keys[id] === key) return values[id];
    const v = read(shaped(s.catalog[key] as GundamWarCard));
    keys[id] = key;
    values[id] = v;
    return v;
  };
}

export const def = perPrintedCard((card) => card);

/** The zone id without its seat (`earth-area`, `hand`…). */
export function zoneOf(s: GameState, id: CardId): string {
  return s.cards[id].zone.slice(2);
}

export function seatOf(s: GameState, id: CardId): Seat {
  return Number(s.cards[id].zone[0]) as Seat;
}

export function isPlaying(s: GameState, id: CardId): boolean {
  return rulesOf(s).playing[id] !== undefined;
}

/** The Battle Area a card is in, or null. */
export function areaOf(s: GameState, id: CardId): Area | null {
  const z = s.cards[id].zone;
  return z.endsWith(':earth-area') ? 'earth' : z.endsWith(':space-area') ? 'space' : null;
}

/** On the Field: the Disposition Area or a Battle Area, the only zones named `…-area`. */
export function onField(s: GameState, id: CardId): boolean {
  return isFieldKey(s.cards[id].zone);
}

/** The controller of a card on the Field (ch. 04 "Control and Controller"); null elsewhere. */
export function controllerOf(s: GameState, id: CardId): Seat | null {
  return onField(s, id) ? seatOf(s, id) : null;
}

/** The card at the top of a Set group. */
export function groupHead(s: GameState, id: CardId): CardId {
  let head = id;
  for (let host = s.cards[head].attachedTo; host !== null; host = s.cards[head].attachedTo) head = host;
  return head;
}

/** Every card Set under this one, including cards Set on those (Set/Character), in zone order. */
export function setCards(s: GameState, id: CardId): CardId[] {
  const list = s.zones[s.cards[id].zone];
  const out: CardId[] = [];
  if (!list) return out;
  // Loops rather than filters and spreads: this runs for every Unit read, mostly finding nothing.
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (s.cards[c].attachedTo !== id) continue;
    out.push(c);
    for (const under of setCards(s, c)) out.push(under);
  }
  return out;
}

/** The cards a seat has at the head of groups in a zone (Units of a squad, head first). */
export function heads(s: GameState, zoneKey: string): CardId[] {
  return headsIn(s, s.zones[zoneKey]);
}

/** The cards at the head of groups in a zone's list (Units of a squad, head first). */
function headsIn(s: GameState, list: CardId[] | undefined): CardId[] {
  const out: CardId[] = [];
  if (list) for (let i = 0; i < list.length; i++) if (s.cards[list[i]].attachedTo === null) out.push(list[i]);
  return out;
}

export function squad(s: GameState, seat: Seat, area: Area): CardId[] {
  return s.seats > seat ? headsIn(s, areaList(s, seat, area)) : [];
}

/** The type a card is treated as now: a Unit under a Dismantle Coin or a Variable card is a G. */
export function cardType(s: GameState, id: CardId): RulesCard['type'] {
  const printed = def(s, id).type;
  // A printed G is one whatever: its coins and marks are not read (half the Field, asked at every check).
  if (printed === 'g') return printed;
  const variable = rulesOf(s).variableG;
  if ((s.cards[id].counters.coin ?? 0) > 0 || (variable.length > 0 && variable.includes(id))) return 'g';
  return printed;
}

/** The special effects a card prints now (its Transformed Mode's among them), before anything takes some away. */
export function printedNow(s: GameState, id: CardId): readonly SpecialEffect[] {
  // A Dismantle Coin negates the Unit's text; a Variable card keeps only its G part (ch. 21).
  if (cardType(s, id) === 'g' && def(s, id).type !== 'g') return [];
  const printed = cardEffects(def(s, id));
  const transformed = hasMark(s, 'transformed', id) ? scriptOf(def(s, id)).transformed : null;
  if (transformed?.keywords.length)
    return [...printed, ...transformed.keywords.map((kind) => ({ kind }) as SpecialEffect)];
  return printed;
}

/** The special effects a card has before any negation: its own, less those lost, with its Set cards' squad effects. */
export function unnegated(s: GameState, id: CardId): readonly SpecialEffect[] {
  const own = printedNow(s, id);
  // Only a lasting "lose ~" effect takes any away: none while no continuous effect lasts.
  const lost = rulesOf(s).effects.continuous.length === 0 ? null : derivations().lost(s, id);
  const gained = rulesOf(s).effects.continuous.length === 0 ? null : derivations().gained(s, id);
  let kept = lost ? own.filter((e) => !lost.includes(e.kind)) : own;
  // A gained effect the card lacks, unless it is lost too: a lost one gets nothing back (ch. 12).
  if (gained)
    for (const kind of gained)
      if (!lost?.includes(kind) && !hasEffect(kept, kind as SpecialEffectKind))
        kept = [...kept, specialEffectOf({ id: kind, label: kind }) ?? ({ kind } as SpecialEffect)];
  if (s.cards[id].attachedTo !== null || cardType(s, id) !== 'unit') return kept;
  // Read for every card on a new table: loops, and no list unless a Set card lends something.
  let lent: SpecialEffect[] | null = null;
  for (const sc of setCards(s, id))
    for (const e of printedNow(s, sc)) if (isSquadEffect(e.kind) && !lost?.includes(e.kind)) (lent ??= []).push(e);
  return lent ? [...kept, ...lent] : kept;
}

/** Whether a special effect (Water, ch. 21) or a text negating it negates a card's text now. */
function negated(s: GameState, id: CardId): boolean {
  for (const k of keywordsWith('negates')) if (k.negates(s, id)) return true;
  // 「～のテキストを、ターン終了時まで無効にする」 (negation.ts).
  return textNegated(s, id);
}

/**
 * Whether a card's own text works now: it is on the Field, not a Unit turned into a G
 * (Dismantle Coin, Variable) and not negated (Water). Auto A texts need this (auto-a.ts).
 */
export function textActive(s: GameState, id: CardId): boolean {
  if (!onField(s, id)) return false;
  if (cardType(s, id) === 'g' && def(s, id).type !== 'g') return false;
  return !negated(s, id);
}

/** Special effects a card has now (ch. 21, with the special rule for squad effects lent by Set cards). */
export function effectsOf(s: GameState, id: CardId): readonly SpecialEffect[] {
  // Remembered only for cards on the Field a derivation's facts name (continuous.ts): not G,
  // which may be counted only (and whose effects are their printed ones, quick to read).
  if (!onField(s, id) || def(s, id).type === 'g') return negated(s, id) ? [] : unnegated(s, id);
  const memo = derivations().memo(s).effects;
  let fx = memo.get(id);
  if (!fx) memo.set(id, (fx = negated(s, id) ? [] : unnegated(s, id)));
  return fx;
}

/** The kinds of special effect a printed card names: its own and its Transformed Mode's. */
const printedKinds = perPrintedCard(
  (card): ReadonlySet<string> =>
    new Set([...cardEffects(card).map((e) => e.kind), ...(scriptOf(card).transformed?.keywords ?? [])]),
);

/**
 * Whether a card could have `kind` at all: it prints it, or (a squad effect) some card Set in
 * its zone does, or a lasting "gains ~" effect gives it one (`unnegated`), so a card otherwise
 * printing none of `kind` does not have it, known without the
 * derivation a new table would work out first (most `has` asks: a sortie's Base and Support
 * checks, Vulture's note after every battle step).
 */
function mayHave(s: GameState, id: CardId, kind: SpecialEffectKind): boolean {
  if (printedKinds(s, id).has(kind)) return true;
  if (rulesOf(s).effects.continuous.length > 0 && derivations().gained(s, id)?.includes(kind)) return true;
  if (!isSquadEffect(kind)) return false;
  const list = s.zones[s.cards[id].zone];
  if (list)
    for (let i = 0; i < list.length; i++)
      if (s.cards[list[i]].attachedTo !== null && printedKinds(s, list[i]).has(kind)) return true;
  return false;
}

export function has(s: GameState, id: CardId, kind: SpecialEffectKind): boolean {
  return mayHave(s, id, kind) && hasEffect(effectsOf(s, id), kind);
}

/** Whether `has` could be true (`mayHave`), for a caller that passes cards over at once. */
export const mightHave = mayHave;

/** A squad effect applies only when every Unit of the squad has it. */
export function squadHas(s: GameState, units: readonly CardId[], kind: SpecialEffectKind): boolean {
  return units.length > 0 && units.every((u) => has(s, u, kind));
}

/** Whether a squad fights by the battle rule `flag`: some squad effect with it is had by every Unit (Swift Strike, Raid). */
export function squadFightsBy(s: GameState, units: readonly CardId[], flag: keyof KeywordBattle): boolean {
  for (const k of keywordsWith('battle')) if (k.battle[flag] && squadHas(s, units, k.kind)) return true;
  return false;
}

const ZERO: BattleModification = { melee: 0, ranged: 0, hp: 0 };
const add = (a: BattleModification, b: BattleModification): BattleModification => ({
  melee: a.melee + b.melee,
  ranged: a.ranged + b.ranged,
  hp: a.hp + b.hp,
});

/** Printed stats; `*` counts as 0 (ch. 15 "Calculating using *"). Transformed Mode uses its own line. */
function baseStats(s: GameState, id: CardId): BattleModification {
  const d = def(s, id);
  const transformed = hasMark(s, 'transformed', id) ? scriptOf(d).transformed : null;
  if (transformed) return { ...transformed.stats };
  return { melee: d.melee ?? 0, ranged: d.ranged ?? 0, hp: d.hp ?? 0 };
}

/** `baseStats`' Defence alone, with no stats made for it: the destruction check reads it for every Unit on the Field. */
function baseDefence(s: GameState, id: CardId): number {
  const d = def(s, id);
  const transformed = hasMark(s, 'transformed', id) ? scriptOf(d).transformed : null;
  return transformed ? transformed.stats.hp : (d.hp ?? 0);
}

/** What a Set card adds to its Unit (ch. 17; ch. 21 Cruiser, Base, Support, Cruiser-use-Modification: their keywords/ files say how). */
function setModification(
  s: GameState,
  unit: CardId,
  setCard: CardId,
  lowered: number | null = null,
): BattleModification {
  const d = def(s, setCard);
  const unitFx = printedNow(s, unit);
  let mod: BattleModification = { melee: d.melee ?? 0, ranged: d.ranged ?? 0, hp: d.hp ?? 0 };
  if (d.type === 'character' && hostsBy(unitFx, 'noCharacterModifications')) mod = ZERO;
  // A Character whose own modifications were changed ("this card gets +1/+1/+1") lends the changed
  // ones; for a floor (`lowered` given), the most they could have been lowered by.
  else if (d.type === 'character')
    mod = add(mod, lowered === null ? derivations().deltas(s, setCard) : { melee: 0, ranged: 0, hp: lowered });
  for (const { effect, rules } of effectsWith(printedNow(s, setCard), 'set')) {
    const lent = rules.lends?.(effect, unitFx);
    if (lent) mod = add(mod, lent);
  }
  return mod;
}

/**
 * The least Defence a Unit can have now, without deriving continuous effects: its printed (or
 * Transformed) Defence with its Set cards' modifications, lowered by `lowered`, the most every
 * continuous effect on the table could take off (destruction.ts) — once for the Unit and once
 * more for each Set Character, whose changed modifications it lends (an effect on all cards
 * lowers both). `bare`: the caller knows no card is Set in the Unit's zone, so its Set cards are
 * not sought (a search of the zone for each Unit, as the destruction check reads every one).
 */
export function defenceFloor(s: GameState, id: CardId, lowered: number, bare = false): number {
  let hp = baseDefence(s, id);
  // Coins on the Unit change its Defence for as long as they are on it, as its printed value would.
  hp += coinModification(s.cards[id].counters)?.hp ?? 0;
  if (!bare) for (const sc of setCards(s, id)) hp += setModification(s, id, sc, lowered).hp;
  return hp + lowered;
}

/** Battle stats now; HP is the Unit's Defence, damage taken is the `damage` counter (ch. 15). Team and other Auto A texts come in as continuous effects. */
export function statsOf(s: GameState, id: CardId): BattleModification {
  if (!onField(s, id) || def(s, id).type === 'g') return computeStats(s, id);
  const memo = derivations().memo(s).stats;
  let st = memo.get(id);
  if (!st) memo.set(id, (st = computeStats(s, id)));
  return st;
}

function computeStats(s: GameState, id: CardId): BattleModification {
  let st = baseStats(s, id);
  const coins = coinModification(s.cards[id].counters);
  if (coins) st = add(st, coins);
  for (const sc of setCards(s, id)) st = add(st, setModification(s, id, sc));
  st = add(st, derivations().deltas(s, id));
  // What special effects change in the stats of cards on the Field (Space Battle's penalty on enemies).
  for (const k of keywordsWith('stats')) st = add(st, k.stats(s, id));
  return { melee: Math.max(0, st.melee), ranged: Math.max(0, st.ranged), hp: Math.max(0, st.hp) };
}

export function damageOf(s: GameState, id: CardId): number {
  return s.cards[id].counters.damage ?? 0;
}

/** Group heads a seat has on the Field: Disposition Area, then its squads. */
export function fieldCards(s: GameState, seat: Seat): CardId[] {
  const out: CardId[] = [];
  if (seat >= s.seats) return out;
  // One list, no intermediate ones: this runs several times for every listing of legal intents.
  for (const zone of FIELD_ZONES) {
    const list = zoneList(s, seat, zone);
    for (let i = 0; i < list.length; i++) if (s.cards[list[i]].attachedTo === null) out.push(list[i]);
  }
  return out;
}

/** Nation Power sources a seat controls: G, Dismantled Units, Variable cards (ch. 05). */
export function powerSources(
  s: GameState,
  seat: Seat,
): { id: CardId; color: NonNullable<GundamWarCard['color']>; rolled: boolean }[] {
  const out: { id: CardId; color: NonNullable<GundamWarCard['color']>; rolled: boolean }[] = [];
  const list = zoneList(s, seat, 'disposition-area');
  // One loop, no intermediate lists: every listing of legal intents counts the Nation Power.
  for (let i = 0; i < list.length; i++) {
    const id = list[i];
    if (isPowerSource(s, id))
      out.push({ id, color: chosenColour(s, id) ?? def(s, id).color ?? 'purple', rolled: s.cards[id].turned });
  }
  return out;
}

/** How many Nation Power sources a seat controls (`powerSources`, without listing them). */
export function powerCount(s: GameState, seat: Seat): number {
  const list = zoneList(s, seat, 'disposition-area');
  let n = 0;
  for (let i = 0; i < list.length; i++) if (isPowerSource(s, list[i])) n++;
  return n;
}

const isPowerSource = (s: GameState, id: CardId): boolean => s.cards[id].attachedTo === null && cardType(s, id) === 'g';

/** Where a G's colour was chosen as it came out (Harbor Colony Seven): the value key for that card. */
export const colourKey = (id: CardId): string => `g-colour:${idText(id)}`;

/** Whether a card is a G whose colour is chosen as it comes out (auto-texts.ts `choosesColour`): only such a card has a colour value. */
const choosesColour = perPrintedCard((card) => card.type === 'g' && scriptOf(card).choosesColour);

/** The colour chosen for this stay of a G on the Field; a choice made on an earlier stay no longer counts. */
export function chosenColour(s: GameState, id: CardId): NonNullable<GundamWarCard['color']> | null {
  // Nation Power is counted on most listings: the value table (a large dictionary) is read only for such a G.
  if (!choosesColour(s, id)) return null;
  const v = s.values[colourKey(id)];
  if (typeof v !== 'string') return null;
  const at = v.indexOf('@');
  if (at < 0) return null;
  return Number(v.slice(at + 1)) === rulesOf(s).entered[id]
    ? (v.slice(0, at) as NonNullable<GundamWarCard['color']>)
    : null;
}

/** Set/Character cards Set directly on a non-Cruiser, non-Base Unit: they move onto the next Character Set there (ch. 21 Set/Character). */
export function setCharactersOn(s: GameState, unit: CardId): CardId[] {
  const fx = effectsOf(s, unit);
  if (cardType(s, unit) !== 'unit' || hostsBy(fx, 'takesMany')) return [];
  return setCards(s, unit).filter(
    (c) => s.cards[c].attachedTo === unit && def(s, c).type === 'character' && leavesRoom(cardEffects(def(s, c))),
  );
}
