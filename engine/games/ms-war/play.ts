/** Playing cards and using abilities: costs, targets, the Strategic Phase, Upgrade and pilots. */
import type { Draft } from '../../core/draft';
import { MS_WAR_LAYOUT as L, ZONE_KEYS as K } from '../../core/layouts/ms-war';
import type { CardId, GameState, RuleError, Seat } from '../../core/types';
import type { TriggerDraft } from '../../effects';
import { moveCard } from '../../core/zones';
import type { Ability, Requirement, Target } from './abilities';
import { abilitiesAt, abilitiesOf, hasKeyword, msIn, pilotsOn, printed, printedFacts } from './cards';
import { ofCorps } from './corps';
import { addToChain, chainDraft, chainLength, priorityOf, triggerDraft, triggerEffects } from './chain';
import { chainEvents } from './chain-events';
import { defunctChoices, pileCardFits, pilotChoices } from './pilot-target';
import { matches } from './clash';
import { destroyMs, ref } from './moves';
import { ATTACK_RULE, hasAttack } from './keywords/attack';
import { dockPilotRefusal } from './keywords/dock-pilot';
import { costMsChoices, payCostMs } from './cost-ms';
import { cite, line, refuse } from './say';
import { cardName, message } from '../../i18n/message';
import { other, rulesOf, rw } from './state';

const STRATEGIC = cite('strategic');
const PRICE = cite('price', 'A');
const ACTIVATING = cite('activating');

/** How many Materials of the seat's Factory are ready (not expended). */
export function readyCount(state: GameState, seat: Seat): number {
  let n = 0;
  for (const id of state.zones[K[seat]['factory']]) if (!state.cards[id].turned) n++;
  return n;
}

export function readyMaterials(state: GameState, seat: Seat): CardId[] {
  return state.zones[K[seat]['factory']].filter((id) => !state.cards[id].turned);
}

/** Expends Materials for a cost: the ones named, or the first ready ones. */
function pay(d: Draft, seat: Seat, cost: number, chosen: CardId[] | undefined): RuleError | null {
  if (cost <= 0) return null;
  const ready = readyMaterials(d.state, seat);
  if (ready.length < cost) return refuse('cost', { cost, count: ready.length }, PRICE);
  // Unnamed (the usual case): the first ready ones, which need no checking.
  if (chosen === undefined) {
    for (let i = 0; i < cost; i++) d.card(ready[i]).turned = true;
    return null;
  }
  if (chosen.length !== cost || new Set(chosen).size !== cost || chosen.some((id) => !ready.includes(id))) {
    return refuse('namePayment', { cost }, PRICE);
  }
  for (const id of chosen) d.card(id).turned = true;
  return null;
}

/**
 * What a card costs to play now (Paying a Card's Price): its printed cost, changed by every
 * Battlefield in play that changes the Price of its kind (Neutral Zone and friends) and by this
 * turn's Price changes ("… during this turn"), never below 0.
 */
export function priceOf(state: GameState, card: { type: string; cost?: number }): number {
  let cost = card.cost ?? 0;
  if (card.type !== 'event' && card.type !== 'ms' && card.type !== 'pilot') return cost;
  for (let seat = 0; seat < state.seats; seat++) {
    for (const id of state.zones[K[seat]['battlefield-card']] ?? [])
      for (const a of printedFacts(state, id).abilities)
        if (a.kind === 'price' && a.card === card.type && (!a.phase || a.phase === state.turn.phase)) cost += a.delta;
  }
  for (const m of rulesOf(state).mods) if (m.price === card.type) cost += m.delta;
  return Math.max(0, cost);
}

/** Every card an ability's target may be, for `seat`. */
export function targetChoices(state: GameState, seat: Seat, target: Target | undefined): CardId[] {
  if (!target) return [];
  if (target.kind === 'own-dry-dock') {
    const pile = state.zones[K[seat]['dry-dock']];
    return pile.filter((id) => pileCardFits(state, target, id));
  }
  if (target.kind === 'own-rebel') return state.zones[K[seat]['rebel-forces']];
  if (target.kind === 'own-defunct') return defunctChoices(state, seat, target);
  if (target.kind === 'pilot') return pilotChoices(state, seat, target);
  if (target.kind === 'chain-event') return chainEvents(state, seat, target.whose);
  const out: CardId[] = [];
  for (let s = 0; s < state.seats; s++) {
    if ((target.whose === 'yours' && s !== seat) || (target.whose === 'enemy' && s === seat)) continue;
    for (const zone of ['ms-dock', 'ms-battlefield'] as const)
      for (const id of msIn(state, K[s][zone])) if (matches(state, id, target.filter)) out.push(id);
  }
  return out;
}

function checkTargets(state: GameState, seat: Seat, target: Target | undefined, targets: CardId[]): RuleError | null {
  if (!target) return targets.length ? refuse('noTarget') : null;
  const choices = targetChoices(state, seat, target);
  if (targets.length !== 1 || !choices.includes(targets[0])) {
    return refuse(choices.length ? 'nameTarget' : 'noValidTarget', undefined, ACTIVATING);
  }
  return null;
}

function mayAct(state: GameState, seat: Seat): RuleError | null {
  const w = rulesOf(state).window;
  if (!w || priorityOf(state) === null) return refuse('notNow', undefined, ACTIVATING);
  if (priorityOf(state) !== seat) return refuse('otherPriority', undefined, ACTIVATING);
  return null;
}

export function requirementMet(state: GameState, seat: Seat, req: Requirement): boolean {
  switch (req.kind) {
    case 'none':
      return true;
    case 'dock-ms-with':
      return msIn(state, K[seat]['ms-dock']).some((id) => hasKeyword(state, id, req.keyword));
    case 'materials-at-least':
      return state.zones[K[seat]['factory']].length >= req.count;
    case 'dock-ms-at-least':
      return (
        msIn(state, K[seat]['ms-dock']).filter(
          (id) => req.corps === undefined || ofCorps(printed(state, id).corps, req.corps),
        ).length >= req.count
      );
    case 'no-war-experience-at-least':
      return [0, 1].slice(0, state.seats).every((s) => Number(state.values[K[s]['war-experience']] ?? 0) < req.count);
  }
}

export type PlayIntent = { card: CardId; pay?: CardId[]; attachTo?: CardId | null; targets?: CardId[] };

export function playCard(d: Draft, seat: Seat, intent: PlayIntent): RuleError | null {
  const s = d.state;
  const id = intent.card;
  if (!s.cards[id] || s.cards[id].zone !== K[seat]['hand']) return refuse('fromHand');
  const card = printed(s, id);
  const blocked = mayAct(s, seat);
  if (blocked) return blocked;
  if (card.type === 'mission') return refuse('mission', { card: cardName(card) }, cite('missionObjective'));
  if (card.type === 'event') {
    if (hasAttack(s, id) && s.turn.phase !== 'attack')
      return refuse('attackEvent', { card: cardName(card) }, ATTACK_RULE);
    const ability = abilitiesOf(card).find((a) => a.kind === 'event') as
      | Extract<Ability, { kind: 'event' }>
      | undefined;
    const targets = intent.targets ?? [];
    const bad = checkTargets(s, seat, ability?.target, targets);
    if (bad) return bad;
    const costMs = ability?.cost?.destroyMs;
    if (costMs && !costMsChoices(s, seat, id, costMs).length)
      return refuse('costMs', { card: cardName(card) }, ACTIVATING);
    const unpaid = pay(d, seat, priceOf(s, card), intent.pay);
    if (unpaid) return unpaid;
    moveCard(d, L, id, K[seat]['ms-battlefield']);
    if (!d.quiet)
      d.log(
        'play',
        seat,
        line(targets.length ? 'playsTargeting' : 'plays', { player: { seat }, c0: { ref: 0 }, c1: { ref: 1 } }),
        [ref(d, id), ...targets.map((t) => ref(d, t))],
      );
    const err = addToChain(
      d,
      chainDraft(d, 'play-card', seat, id, String(abilitiesOf(card).indexOf(ability!)), targets),
    );
    if (!err && costMs) payCostMs(d, seat, id, costMs);
    return err;
  }
  const w = rulesOf(s).window!;
  if (s.turn.phase !== 'strategic' || w.kind !== 'strategic' || s.turn.active !== seat || chainLength(s)) {
    return refuse('strategicOnly', { card: cardName(card) }, cite('strategic', 'A'));
  }
  if (card.type === 'battlefield') {
    const bf = abilitiesOf(card).find((a) => a.kind === 'battlefield');
    if (bf && bf.kind === 'battlefield' && !requirementMet(s, seat, bf.requirement))
      return refuse('requirements', { card: cardName(card) }, cite('battlefieldF'));
  }
  let host: CardId | null = null;
  if (card.type === 'pilot' && intent.attachTo !== undefined && intent.attachTo !== null) {
    host = intent.attachTo;
    const err = checkHost(s, seat, id, host);
    if (err) return err;
  }
  const unpaid = pay(d, seat, priceOf(s, card), intent.pay);
  if (unpaid) return unpaid;
  if (card.type === 'battlefield') return placeBattlefield(d, seat, id);
  moveCard(d, L, id, K[seat]['ms-dock']);
  if (!d.quiet) d.log('play', seat, line('placesOnDock', { player: { seat }, c0: { ref: 0 } }), [ref(d, id)]);
  if (host !== null) attach(d, id, host);
  if (card.type === 'ms') fire(d, id, 'placed');
  return null;
}

/** "When placed" / "when upgraded" abilities happen at once, without the chain (Auto D). */
function fire(d: Draft, id: CardId, on: 'placed' | 'upgraded'): void {
  const abilities = abilitiesAt(d.state, id);
  const drafts: TriggerDraft[] = [];
  for (let i = 0; i < abilities.length; i++) {
    const a = abilities[i];
    if (a.kind === 'trigger' && a.on === on) drafts.push(triggerDraft(d, 'auto-d', id, String(i)));
  }
  triggerEffects(d, drafts);
}

/** Battlefield cards: yours replaces your old one; the opponent's is destroyed and its Battle Scars strike its owner. */
function placeBattlefield(d: Draft, seat: Seat, id: CardId): null {
  for (const old of [...d.state.zones[K[seat]['battlefield-card']]]) moveCard(d, L, old, K[seat]['dry-dock']);
  moveCard(d, L, id, K[seat]['battlefield-card']);
  if (!d.quiet) d.log('play', seat, line('placesBattlefield', { player: { seat }, c0: { ref: 0 } }), [ref(d, id)]);
  const opp = other(d.state, seat);
  if (opp === null) return null;
  for (const theirs of [...d.state.zones[K[opp]['battlefield-card']]]) {
    moveCard(d, L, theirs, K[opp]['dry-dock']);
    d.log('destroy', opp, line('battleScars', { c0: { ref: 0 }, player: { seat: opp } }), [ref(d, theirs)]);
    triggerEffects(d, [triggerDraft(d, 'auto-d', theirs, 'scars')]);
  }
  return null;
}

function checkHost(s: GameState, seat: Seat, pilot: CardId, host: CardId): RuleError | null {
  const dock = dockPilotRefusal(s, pilot);
  if (dock) return dock;
  const inPlay = [...msIn(s, K[seat]['ms-dock']), ...msIn(s, K[seat]['ms-battlefield'])];
  if (!inPlay.includes(host)) return refuse('boardOwn', undefined, cite('strategic', 'B'));
  if (pilotsOn(s, host).some((p) => p !== pilot))
    return refuse('hasPilot', { card: cardName(printed(s, host)) }, cite('strategic', 'B'));
  return null;
}

function attach(d: Draft, pilot: CardId, host: CardId): void {
  const hostZone = d.state.cards[host].zone;
  if (d.state.cards[pilot].zone !== hostZone) moveCard(d, L, pilot, hostZone);
  const list = d.zone(hostZone);
  list.splice(list.indexOf(pilot), 1);
  list.splice(list.indexOf(host) + 1, 0, pilot);
  d.card(pilot).attachedTo = host;
  d.log('pilot', d.state.cards[pilot].owner, line('boards', { c0: { ref: 0 }, c1: { ref: 1 } }), [
    ref(d, pilot),
    ref(d, host),
  ]);
}

function strategicMain(s: GameState, seat: Seat): RuleError | null {
  const w = rulesOf(s).window;
  if (
    s.turn.phase !== 'strategic' ||
    w?.kind !== 'strategic' ||
    priorityOf(s) !== seat ||
    s.turn.active !== seat ||
    chainLength(s)
  ) {
    return refuse('ownStrategic', undefined, STRATEGIC);
  }
  return null;
}

/** Strategic B: attach, move or detach a pilot (Dock Pilots never board). */
export function movePilot(d: Draft, seat: Seat, pilot: CardId, to: CardId | null): RuleError | null {
  const s = d.state;
  const err = strategicMain(s, seat);
  if (err) return err;
  const c = s.cards[pilot];
  if (!c || c.owner !== seat || printed(s, pilot).type !== 'pilot' || !/:(ms-dock|ms-battlefield)$/.test(c.zone))
    return refuse('movePilot', undefined, cite('strategic', 'B'));
  if (to === null) {
    moveCard(d, L, pilot, K[seat]['ms-dock']);
    d.log('pilot', seat, line('leavesMs', { c0: { ref: 0 } }), [ref(d, pilot)]);
    return null;
  }
  const bad = checkHost(s, seat, pilot, to);
  if (bad) return bad;
  attach(d, pilot, to);
  return null;
}

/** Paying a Card's Price B: Upgrade onto an M.S. of the same Model Number, paying the difference. */
export function upgrade(d: Draft, seat: Seat, id: CardId, onto: CardId, chosen?: CardId[]): RuleError | null {
  const s = d.state;
  const err = strategicMain(s, seat);
  if (err) return err;
  const rule = cite('upgrade');
  if (!s.cards[id] || s.cards[id].zone !== K[seat]['hand'] || printed(s, id).type !== 'ms')
    return refuse('upgradeFromHand', undefined, rule);
  const inPlay = [...msIn(s, K[seat]['ms-dock']), ...msIn(s, K[seat]['ms-battlefield'])];
  if (!inPlay.includes(onto)) return refuse('upgradeInPlay', undefined, rule);
  const top = printed(s, onto);
  const card = printed(s, id);
  if (!card.model || card.model !== top.model)
    return refuse(
      'modelNumber',
      {
        card: cardName(card),
        model: card.model ?? message('ms-war:refuse.noModel'),
        onto: cardName(top),
        ontoModel: top.model ?? message('ms-war:refuse.noModel'),
      },
      rule,
    );
  if ((card.cost ?? 0) <= (top.cost ?? 0))
    return refuse('costMore', { card: cardName(card), onto: cardName(top) }, rule);
  const unpaid = pay(d, seat, (card.cost ?? 0) - (top.cost ?? 0), chosen);
  if (unpaid) return unpaid;
  const zone = s.cards[onto].zone;
  const pilots = pilotsOn(s, onto);
  moveCard(d, L, id, zone);
  const list = d.zone(zone);
  list.splice(list.indexOf(id), 1);
  list.splice(list.indexOf(onto), 0, id);
  d.card(onto).attachedTo = id;
  for (const p of pilots) d.card(p).attachedTo = id;
  const r = rw(d);
  const { [onto]: below = [], ...others } = r.under;
  r.under = { ...others, [id]: [onto, ...below] };
  r.mods = r.mods.map((m) => (m.card === onto ? { ...m, card: id } : m));
  d.log('upgrade', seat, line('upgrades', { player: { seat }, c0: { ref: 0 }, c1: { ref: 1 } }), [
    ref(d, id),
    ref(d, onto),
  ]);
  fire(d, id, 'upgraded');
  return null;
}

/** Activated abilities (and manual abilities) go on the Effect Chain. */
export function activate(
  d: Draft,
  seat: Seat,
  id: CardId,
  index: number,
  targets: CardId[],
  chosen?: CardId[],
): RuleError | null {
  const s = d.state;
  const c = s.cards[id];
  if (!c || c.owner !== seat || !/:(ms-dock|ms-battlefield|battlefield-card)$/.test(c.zone))
    return refuse('activateOwn', undefined, ACTIVATING);
  const a = abilitiesAt(s, id)[index];
  if (!a || a.kind !== 'activated') return refuse('noAbility', { card: cardName(printed(s, id)), index }, ACTIVATING);
  const blocked = mayAct(s, seat);
  if (blocked) return blocked;
  const onlyAttack = a.phase === 'attack' || hasAttack(s, id);
  if (onlyAttack && s.turn.phase !== 'attack')
    return refuse('attackAbility', { card: cardName(printed(s, id)) }, ATTACK_RULE);
  if (a.phase === 'strategic' && (s.turn.phase !== 'strategic' || s.turn.active !== seat))
    return refuse('strategicAbility', { card: cardName(printed(s, id)) }, STRATEGIC);
  const key = `${id}:${index}`;
  if (a.oncePerTurn && rulesOf(s).used.includes(key))
    return refuse('oncePerTurn', { card: cardName(printed(s, id)) }, ACTIVATING);
  if (onlyAttack && !a.target && !rulesOf(s).battle) return refuse('needsBattle', undefined, ACTIVATING);
  const bad = checkTargets(s, seat, a.target, targets);
  if (bad) return bad;
  if (a.cost.destroyMs && !costMsChoices(s, seat, id, a.cost.destroyMs).length)
    return refuse('costMs', { card: cardName(printed(s, id)) }, ACTIVATING);
  if (a.cost.expendSelf) {
    if (c.turned) return refuse('expended', { card: cardName(printed(s, id)) }, ACTIVATING);
    d.card(id).turned = true;
  }
  const unpaid = pay(d, seat, a.cost.materials ?? 0, chosen);
  if (unpaid) return unpaid;
  // "Destroy this card: …" — paid before the effect joins the Effect Chain, which then resolves from the Dry Dock.
  if (a.cost.destroySelf) destroyMs(d, id);
  if (a.oncePerTurn) rw(d).used = [...rulesOf(d.state).used, key];
  d.log('activate', seat, line('activates', { player: { seat }, c0: { ref: 0 } }), [ref(d, id)]);
  const err = addToChain(d, chainDraft(d, 'play-text', seat, id, String(index), targets));
  if (!err && a.cost.destroyMs) payCostMs(d, seat, id, a.cost.destroyMs);
  return err;
}
