/**
 * Battles: declaring attackers and defenders, the clash, destruction, War Experience and
 * Battle Damage — including several defenders met one after another, and Rebel Forces.
 */
import type { Draft } from '../../core/draft';
import { damageDummy } from '../../core/dummy';
import { MS_WAR_LAYOUT as L, ZONE_KEYS as K } from '../../core/layouts/ms-war';
import type { CardId, GameState, RuleError, Seat } from '../../core/types';
import type { TriggerDraft } from '../../effects';
import { moveCard } from '../../core/zones';
import { ask, cardOptions, chosenTwice } from './ask';
import { abilitiesAt, msIn, pilotsOn, printed } from './cards';
import { extraDefenderRefusal, mayAddDefender } from './keywords/additional-defender';
import { battleshipDefence, isBattleship } from './keywords/battleship';
import { tieWinner } from './keywords/preemptive-strike';
import { openWindow, triggerDraft, triggerEffects } from './chain';
import { clashOf } from './clash';
import { fitsAgainst } from './defend-fit';
import { damageSupplyBase, destroyMs, gainWarExperience, ref } from './moves';
import { preliminaryDraw } from './preliminary';
import { cite, line, question, refuse } from './say';
import { cardName } from '../../i18n/message';
import { other, rulesOf, rw, setStep } from './state';

/**
 * M.S. on the Dock that may defend (Attack C: only from the Dock; some cards cannot defend at
 * all), against `attacker` when it says "Only M.S. … can Defend against this card".
 */
export function eligibleDefenders(state: GameState, seat: Seat, attacker?: CardId): CardId[] {
  const out: CardId[] = [];
  outer: for (const id of msIn(state, K[seat]['ms-dock'])) {
    for (const a of abilitiesAt(state, id)) if (a.kind === 'cannot-defend') continue outer;
    if (forbidden(state, id, 'defend')) continue;
    if (attacker !== undefined && !fitsAgainst(state, id, attacker)) continue;
    out.push(id);
  }
  return out;
}

/** Whether the M.S. may be declared an attacker: not when its own text, or an effect this turn, says it can't Attack. */
export function mayAttack(state: GameState, id: CardId): boolean {
  for (const a of abilitiesAt(state, id)) if (a.kind === 'cannot-attack') return false;
  return !forbidden(state, id, 'attack');
}

/** "Target M.S. can't Attack / Defend for this turn": a change still lasting on the card. */
function forbidden(state: GameState, id: CardId, what: 'attack' | 'defend'): boolean {
  for (const m of rulesOf(state).mods) if (m.card === id && m.forbid === what) return true;
  return false;
}

/**
 * Checks a set of defenders against one attacker: one defender, or two when one of them
 * "may defend with an additional M.S. Card"; a Battleship needs two or more defenders
 * unless a single defender is itself a Battleship (Keywords B).
 */
export function checkDefenders(state: GameState, attacker: CardId, defenders: CardId[]): RuleError | null {
  if (chosenTwice(defenders)) return refuse('defenderTwice', undefined, cite('attack', 'C'));
  if (!defenders.length) return null;
  if (isBattleship(state, attacker)) return battleshipDefence(state, attacker, defenders);
  if (defenders.length === 1) return null;
  const extra = defenders.some((id) => mayAddDefender(state, id));
  return extraDefenderRefusal(defenders, extra, cite('attack', 'C'));
}

/** Starts a battle against `defenderSeat`'s Supply Base and asks for defenders if any can defend. */
function openBattle(d: Draft, attacker: CardId, attackerSeat: Seat, defenderSeat: Seat | null, rebel: boolean): void {
  rw(d).battle = { attacker, attackerSeat, defenderSeat: defenderSeat ?? attackerSeat, defenders: [], rebel };
  if (defenderSeat === null) return startBattleWindow(d);
  const eligible = eligibleDefenders(d.state, defenderSeat, attacker);
  if (!eligible.length) return startBattleWindow(d);
  setStep(d, 'defend');
  // An additional defender needs a second M.S. to add: a lone one is a single pick.
  const max = isBattleship(d.state, attacker)
    ? eligible.length
    : eligible.length > 1 && eligible.some((id) => mayAddDefender(d.state, id))
      ? 2
      : 1;
  const points = clashOf(d.state, attacker);
  ask(
    d,
    defenderSeat,
    'defend',
    `Defend against ${printed(d.state, attacker).name} (${points} clash points)? Pick defenders in the order they meet it.`,
    question('defend', { card: { ref: eligible.length }, points }),
    cardOptions(d, eligible),
    0,
    max,
    false,
    [...eligible, attacker],
  );
}

export function declareAttack(d: Draft, seat: Seat, id: CardId): RuleError | null {
  const s = d.state;
  if (s.turn.phase !== 'attack' || s.turn.step !== 'declare' || s.turn.active !== seat)
    return refuse('declareAttack', undefined, cite('attack', 'B'));
  if (!s.cards[id] || s.cards[id].zone !== K[seat]['ms-dock'] || !msIn(s, K[seat]['ms-dock']).includes(id)) {
    return refuse('attackerFromDock', undefined, cite('attack', 'B'));
  }
  if (!mayAttack(s, id)) return refuse('cannotAttack', { card: cardName(printed(s, id)) });
  moveCard(d, L, id, K[seat]['ms-battlefield']);
  rw(d).attacked = true;
  if (!d.quiet) d.log('attack', seat, line('attacks', { player: { seat }, c0: { ref: 0 } }), [ref(d, id)]);
  openBattle(d, id, seat, other(s, seat), false);
  return null;
}

/** Attack C: defenders move from the Dock to the M.S. Battlefield in the chosen order. */
export function assignDefenders(d: Draft, defenders: CardId[]): RuleError | null {
  const battle = rulesOf(d.state).battle!;
  const eligible = eligibleDefenders(d.state, battle.defenderSeat);
  const unfit = defenders.find((id) => eligible.includes(id) && !fitsAgainst(d.state, id, battle.attacker));
  if (unfit !== undefined)
    return refuse('onlyDefend', {
      card: cardName(printed(d.state, unfit)),
      attacker: cardName(printed(d.state, battle.attacker)),
    });
  const bad = defenders.find((id) => !eligible.includes(id));
  if (bad !== undefined)
    return refuse(
      'defendFromDock',
      { card: d.state.cards[bad] ? cardName(printed(d.state, bad)) : String(bad) },
      cite('attack', 'C'),
    );
  const err = checkDefenders(d.state, battle.attacker, defenders);
  if (err) return err;
  const seat = battle.defenderSeat;
  for (const id of defenders) {
    moveCard(d, L, id, K[battle.defenderSeat]['ms-battlefield']);
    if (!d.quiet) d.log('defend', seat, line('defends', { player: { seat }, c0: { ref: 0 } }), [ref(d, id)]);
  }
  if (!defenders.length && !d.quiet) d.log('defend', seat, line('noDefence', { player: { seat } }));
  rw(d).battle = { ...battle, defenders: [...defenders] };
  startBattleWindow(d);
  return null;
}

/** Attack D–G: "when this attacks" abilities join the chain, then events with the attacker first. */
function startBattleWindow(d: Draft): void {
  const battle = rulesOf(d.state).battle!;
  if (battle.rebel) return resolveClash(d);
  openWindow(d, 'battle');
  const drafts: TriggerDraft[] = [];
  const abilities = abilitiesAt(d.state, battle.attacker);
  for (let i = 0; i < abilities.length; i++) {
    const a = abilities[i];
    if (a.kind === 'trigger' && a.on === 'attacks') drafts.push(triggerDraft(d, 'auto-c', battle.attacker, String(i)));
  }
  triggerEffects(d, drafts);
}

type Outcome = 'attacker' | 'defender' | 'both';

/** Attack H and Keywords D: the higher clash wins; a tie is won by Preemptive Strike, else both fall. */
function compare(d: Draft, attacker: CardId, points: number, defender: CardId, dp: number): Outcome {
  if (points !== dp) return points > dp ? 'attacker' : 'defender';
  return tieWinner(d.state, attacker, defender);
}

function findTriggers(d: Draft, source: CardId, on: 'destroys' | 'host-destroys', drafts: TriggerDraft[]): void {
  const abilities = abilitiesAt(d.state, source);
  for (let i = 0; i < abilities.length; i++) {
    const a = abilities[i];
    if (a.kind === 'trigger' && a.on === on) drafts.push(triggerDraft(d, 'auto-d', source, String(i)));
  }
}

/** "When this destroys an M.S." abilities of the winner and its pilots happen at once (Auto D). */
function triggerDestroys(d: Draft, winner: CardId): void {
  const drafts: TriggerDraft[] = [];
  findTriggers(d, winner, 'destroys', drafts);
  for (const p of pilotsOn(d.state, winner)) findTriggers(d, p, 'host-destroys', drafts);
  triggerEffects(d, drafts);
}

/** Attack H–K, Battle Damage, and the double defence (the attacker meets each defender in turn). */
export function resolveClash(d: Draft): void {
  const battle = rulesOf(d.state).battle!;
  const { attacker, attackerSeat, defenderSeat, rebel } = battle;
  const score = (seat: Seat) => !rebel && gainWarExperience(d, seat, 1);
  if (d.state.cards[attacker].zone !== (rebel ? K[attackerSeat]['rebel-forces'] : K[attackerSeat]['ms-battlefield'])) {
    d.log('battle', attackerSeat, line('attackerLeft'));
    return endBattle(d);
  }
  let points = clashOf(d.state, attacker);
  if (!battle.defenders.length) {
    if (!d.quiet)
      d.log('battle', attackerSeat, line('unblocked', { c0: { ref: 0 }, points: Math.max(0, points) }), [
        ref(d, attacker),
      ]);
    if (other(d.state, attackerSeat) !== null || rebel) damageSupplyBase(d, defenderSeat, points);
    else damageDummy(d, points);
    return endBattle(d);
  }
  for (const defender of [...battle.defenders]) {
    const dp = clashOf(d.state, defender);
    const outcome = compare(d, attacker, points, defender, dp);
    if (!d.quiet)
      d.log('clash', null, line('clash', { c0: { ref: 0 }, a: points, c1: { ref: 1 }, b: dp }), [
        ref(d, attacker),
        ref(d, defender),
      ]);
    if (outcome === 'attacker') {
      destroyMs(d, defender, 'defeated');
      score(attackerSeat);
      triggerDestroys(d, attacker);
      points -= dp;
      continue;
    }
    if (outcome === 'defender') {
      destroyMs(d, attacker, 'defeated');
      score(defenderSeat);
      triggerDestroys(d, defender);
    } else {
      destroyMs(d, attacker, 'tie');
      destroyMs(d, defender, 'tie');
    }
    break;
  }
  endBattle(d);
}

function endBattle(d: Draft): void {
  const r = rw(d);
  const rebel = r.battle!.rebel;
  r.battle = null;
  r.mods = r.mods.filter((m) => m.until !== 'battle');
  if (d.state.winner !== null) return;
  if (rebel) return nextRebel(d);
  setStep(d, 'declare');
}

/** Rebel Forces attack their own player's Supply Base one at a time, before anything else on the turn. */
export function nextRebel(d: Draft): void {
  const r = rw(d);
  const seat = d.state.turn.active;
  const id = r.rebelQueue[0];
  r.rebelQueue = r.rebelQueue.slice(1);
  if (id === undefined) return preliminaryDraw(d);
  if (d.state.cards[id].zone !== K[seat]['rebel-forces']) return nextRebel(d);
  d.log('rebel-attack', seat, line('rebelAttack', { c0: { ref: 0 }, player: { seat } }), [ref(d, id)]);
  openBattle(d, id, seat, seat, true);
}
