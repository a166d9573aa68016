/**
 * What resolved effects do to the table: effect damage (with Special Shield), battle
 * modifications as continuous effects, and the ops of a card's script.
 */
import type { Draft } from '../../core/draft';
import type { CardId } from '../../core/types';
import { addContinuous, type Activation } from '../../effects';
import { runOps as runScriptOps, type OpContext, type ScriptOp } from '../../abilities';
import type { GundamWarTable } from '../../abilities/table';
import { chooseForNationBottom, searchNation, shuffleNation } from './choices';
import { chooseCards, discardFromHand } from './choose-cards';
import { putCoins, takeCoins } from './coins';
import { conditionMet } from './conditions';
import { takeControl } from './control';
import { forbidSortie } from './no-sortie';
import { markDestroyed } from './destruction';
import { allThatFit, chooseAndMove, moveToPlace } from './script-places';
import { keywordsWith, specialEffectOf, type BattleModification } from './keywords';
import { addDamage, draw, log, moveTo, recover, setRolled, EFFECTS_LENS } from './moves';
import { def, effectsOf, onField } from './read';
import { forgetPlayedName, hasMark, POLLUTION, rulesOf, rw, setMark, other, ZONE, type Resume } from './state';
import { card, keywordName, says } from './words';
import { zoneList } from './zone-lists';
import { negateEffectOf, negateTextOf, shieldNation } from './negation';
import { askPay } from './upkeep';

/** Effect damage to a Unit, less what its special effects stop (Special Shield (X) in a Battle Area, except Psycommu's: ch. 21). */
export function effectDamage(d: Draft, id: CardId, amount: number, psycommu: boolean): void {
  let shield = 0;
  for (const k of keywordsWith('damage')) shield += k.damage(d.state, id, effectsOf(d.state, id), { psycommu });
  const dealt = Math.max(0, amount - shield);
  addDamage(d, id, dealt);
  log(
    d,
    'damage',
    null,
    shield
      ? says('log.damageShielded', { card: card(0), dealt, stopped: Math.min(shield, amount) })
      : says('log.damage', { card: card(0), dealt }),
    [id],
  );
}

/** "gets +X/+Y/+Z until end of turn": a continuous effect on that stay of the card. */
export function addModification(d: Draft, a: Activation, id: CardId, mod: BattleModification): void {
  addContinuous(d, EFFECTS_LENS, {
    source: a.source,
    controller: a.controller,
    scope: { kind: 'instanced', objects: [{ id, entered: rulesOf(d.state).entered[id] ?? null }] },
    change: { kind: 'modify', deltas: { melee: mod.melee, ranged: mod.ranged, hp: mod.hp } },
    duration: 'turn',
  });
  const sign = (n: number) => (n < 0 ? `${n}` : `+${n}`);
  const change = { card: card(0), melee: sign(mod.melee), ranged: sign(mod.ranged), hp: sign(mod.hp) };
  log(d, 'modify', a.controller, says('log.modified', change), [id]);
}

/** "loses ~ until end of turn" (ch. 20): a lasting effect on that stay of the card; read.ts takes the effect away. */
function addLose(d: Draft, a: Activation, id: CardId, keyword: string): void {
  const kind = specialEffectOf({ id: keyword, label: keyword })?.kind ?? keyword;
  addContinuous(d, EFFECTS_LENS, {
    source: a.source,
    controller: a.controller,
    scope: { kind: 'instanced', objects: [{ id, entered: rulesOf(d.state).entered[id] ?? null }] },
    change: { kind: 'lose', abilities: [kind] },
    duration: 'turn',
  });
  log(d, 'lose', a.controller, says('log.loses', { card: card(0), keyword: keywordName(kind) }), [id]);
}

/** "gains ~ until end of turn" (ch. 20 Get ~): a lasting effect on that stay of the card; read.ts adds the effect, unless it is lost. */
function addGain(d: Draft, a: Activation, id: CardId, keyword: string): void {
  const kind = specialEffectOf({ id: keyword, label: keyword })?.kind ?? keyword;
  addContinuous(d, EFFECTS_LENS, {
    source: a.source,
    controller: a.controller,
    scope: { kind: 'instanced', objects: [{ id, entered: rulesOf(d.state).entered[id] ?? null }] },
    change: { kind: 'gain', abilities: [kind] },
    duration: 'turn',
  });
  log(d, 'gain', a.controller, says('log.gains', { card: card(0), keyword: keywordName(kind) }), [id]);
}

/** The Gundam War verbs card scripts act through (engine/abilities/table.ts), over the step's draft. */
function table(d: Draft, a: Activation): GundamWarTable {
  const you = a.controller;
  return {
    draw: (seat, count) => draw(d, seat, count),
    mill: (seat, count) => {
      const top = zoneList(d.state, seat, 'nation').slice(0, count);
      for (const id of top) moveTo(d, id, ZONE.junkyard, seat);
      log(d, 'mill', seat, says('log.mill', { player: { seat }, count }));
      return top.length === count;
    },
    damage: (id, amount) => effectDamage(d, id, amount, false),
    modify: (id, melee, ranged, hp) => addModification(d, a, id, { melee, ranged, hp }),
    lose: (id, keyword) => addLose(d, a, id, keyword),
    gain: (id, keyword) => addGain(d, a, id, keyword),
    destroy: (id) => {
      const done = onField(d.state, id) && !hasMark(d.state, 'destroyed', id);
      markDestroyed(d, id);
      return done;
    },
    negatePlay: (id) => {
      const s = d.state;
      // The negated card fails: the effect system sees its target gone once it is in the Junkyard.
      // A negated play does not count for Restrict to 1/Turn (ch. 21 notes, official Q&A 367).
      forgetPlayedName(d, rulesOf(s).playing[id], def(s, id).name);
      moveTo(d, id, ZONE.junkyard, s.cards[id].owner);
      log(d, 'negate', you, says('log.playNegated', { card: card(0) }), [id]);
    },
    repair: (id, amount) => {
      const before = d.state.cards[id].counters.damage ?? 0;
      addDamage(d, id, -amount);
      log(d, 'repair', you, says('log.repaired', { card: card(0), removed: Math.min(before, amount) }), [id]);
    },
    negateDestruction: (id) => {
      // Negating destruction also negates its Abolish and removes all damage (ch. 16).
      setMark(d, 'destroyed', id, false);
      if (d.state.cards[id].counters.damage) addDamage(d, id, -(d.state.cards[id].counters.damage ?? 0));
      log(d, 'negate', you, says('log.destructionNegated', { card: card(0) }), [id]);
    },
    // Script language version 2 (script-places.ts): any place a move names, every card that fits.
    move: (id, to) => moveToPlace(d, you, id, to),
    allThatFit: (seat, fits) => allThatFit(d.state, seat, a.source, fits),
    roll: (id) => {
      const done = !d.state.cards[id].turned;
      setRolled(d, id, true);
      log(d, 'roll', you, says('log.rolled', { card: card(0) }), [id]);
      return done;
    },
    pollution: (enemy, amount) => {
      const key = `${enemy}:${POLLUTION}`;
      const total = Number(d.state.values[key] ?? 0) + amount;
      d.setValue(key, total);
      log(d, 'pollution', enemy, says('log.pollution', { player: { seat: enemy }, count: amount, total }));
    },
    recover: (seat, count, to) => void recover(d, seat, count, to),
    manual: (text) => log(d, 'manual', you, says('log.byHand', { text }), a.source !== null ? [a.source] : []),
    chooseAndMove: (seat, choose, to) => chooseAndMove(d, a, seat, choose.card, to),
    handToNationBottom: (seat, count) => chooseForNationBottom(d, a, seat, count),
    searchNation: (seat, search) => searchNation(d, a, seat, search),
    shuffleNation: (seat) => shuffleNation(d, seat),
    choose: (seat, fits, count) => chooseCards(d, a, seat, fits, count),
    holds: (seat, c) => conditionMet(d.state, seat, c),
    discard: (seat, count, _random, may) => discardFromHand(d, a, seat, count, may === true),
    // Upkeep and negation (upkeep.ts, negation.ts).
    pay: (seat, cost) => askPay(d, a, seat, cost),
    noBattleDamage: (seat) => shieldNation(d, seat),
    negateText: (id, pending) => negateTextOf(d, a, id, pending),
    negateEffect: (id) => negateEffectOf(d, a, id),
    control: (id, seat, until) => takeControl(d, id, seat, until),
    coin: (id, mod, count) => putCoins(d, id, mod, count),
    noSortie: (id, when) => forbidSortie(d, a, id, when),
    removeCoin: (id, mod, count) => takeCoins(d, id, mod, count),
  };
}

/**
 * Carries out the ops of a resolved effect on `on` (its targets, else its own card). A choice a
 * player must make pauses it: the decision asked keeps the effect, the ops left and what they act
 * on (`Resume`), and the answer carries it on (`carryOn`) — within the same resolution, before
 * anything else happens. A saved game is its moves replayed, so a paused effect comes back the same.
 */
export function runOps(d: Draft, a: Activation, ops: readonly ScriptOp[], on?: readonly CardId[]): void {
  const rest: ScriptOp[] = [];
  let acting: readonly CardId[] = [];
  const ctx: OpContext = {
    table: table(d, a),
    controller: a.controller,
    opponent: d.state.seats < 2 ? null : other(a.controller),
    source: a.source,
    // An ability without targets acts on its own card ("this card gets +1/+1/+1").
    on: on ? [...on] : a.targets.length ? a.targets.map((t) => t.id) : a.source !== null ? [a.source] : [],
    // Innermost list first: an `if-done`'s ops left, then those after it.
    paused: (left, now) => {
      if (!rest.length) acting = now;
      rest.push(...left);
    },
  };
  if (runScriptOps(ops, ctx) !== 'paused' || !rest.length) return;
  const ask = rulesOf(d.state).ask;
  if (ask) rw(d).ask = { ...ask, resume: { activation: a, ops: rest, on: [...acting] } };
}

/**
 * The answer to a choice made mid-effect: the effect goes on with its ops left, on the chosen
 * cards when it was a `choose`. `done` false (nothing discarded, nothing taken): an "if you do"
 * right after the choice does not happen — its "otherwise" does.
 */
export function carryOn(d: Draft, resume: Resume, chosen?: readonly CardId[], done = true): void {
  const [first, ...rest] = resume.ops;
  const ops =
    !done && first?.op === 'if-done'
      ? [...(Array.isArray(first.else) ? (first.else as ScriptOp[]) : []), ...rest]
      : resume.ops;
  runOps(d, resume.activation, ops, chosen ?? resume.on);
}
