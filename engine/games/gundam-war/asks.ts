/**
 * The questions the Gundam War rules put to a player (mulligan, sortie, Vulture Points, the
 * hand size at end of turn) and the effect system's ordering question mirrored as the game's
 * pending decision. decisions.ts reads the answers.
 */
import type { Draft } from '../../core/draft';
import { idText } from '../../core/ids';
import type { CardId, Decision, LogMessage, Seat } from '../../core/types';
import { log } from './moves';
import { def, heads, squad } from './read';
import { maySortie } from './sortie';
import { AREAS, ofArea, other, rulesOf, rw, ZONE, zk, type Area, type Ask } from './state';
import { vultureOptions } from './keywords/vulture';
import { card, says } from './words';
import { zoneList } from './zone-lists';

/**
 * The hand the turn player keeps at the end of the turn (手札の調整, which exists in old Gundam War:
 * GUNDAM WAR Wiki). No stored Advanced Rules source gives the figure (one quotes 6, likely NEX-A's);
 * 7 is the common reading, marked unconfirmed in docs/rules-coverage/gundam-war-sources.md.
 */
export const HAND_LIMIT = 7;

export const OPENING_HAND = 6;

function ask(d: Draft, what: Ask, decision: Omit<Decision, 'id'>): void {
  rw(d).ask = what;
  d.state.pending = { id: `${what.kind}-${d.tick()}`, ...decision };
}

export function askMulligan(d: Draft, seat: Seat): void {
  const s = d.state;
  const m = rulesOf(s).mulligan[seat];
  const hand = zoneList(s, seat, 'hand');
  const options: Decision['options'] = [{ id: 'keep', label: 'Keep this hand', msg: says('ask.mulligan.keep') }];
  if (m.noG && !hand.some((id) => def(s, id).type === 'g'))
    options.push({
      id: 'no-g',
      label: `Show a hand without G and redraw ${OPENING_HAND} (Mulligan A)`,
      msg: says('ask.mulligan.noG', { count: OPENING_HAND }),
    });
  if (m.next >= 3)
    options.push({
      id: 'redraw',
      label: `Redraw ${m.next} cards (Mulligan B)`,
      msg: says('ask.mulligan.redraw', { count: m.next }),
    });
  ask(
    d,
    { kind: 'mulligan' },
    {
      seat,
      kind: 'mulligan',
      prompt: 'Keep your opening hand or take a mulligan?',
      msg: says('ask.mulligan.prompt'),
      options,
      min: 1,
      max: 1,
    },
  );
}

/**
 * Sortie options are `<area>:<unit>`; the order picked is the squad order, head first.
 * A player with no Unit that could go is not asked (a question with no option is no
 * choice): the log says so and the flow carries on. Returns whether a decision is pending.
 */
/** A Unit's name alone, told in the viewer's language. */
const unitName = (ref: number): LogMessage => ({ key: 'log:cut.card', params: { card: card(ref) } });

/** What an area's sortie options say of it, spelled once (each ask lists ~10 options). */
const SORTIE_TO = {
  earth: { text: 'Earth Area', zone: 'earth-area', msg: 'ask.sortie.earth', prefix: 'earth:' },
  space: { text: 'Space Area', zone: 'space-area', msg: 'ask.sortie.space', prefix: 'space:' },
} as const;

export function askSortie(d: Draft, seat: Seat, attacking: boolean): boolean {
  const s = d.state;
  const options: Decision['options'] = [];
  const refs: CardId[] = [];
  const home = heads(s, zk(seat, ZONE.disposition));
  for (const area of AREAS) {
    // A defender goes only where an attacking squad is.
    if (!attacking && squad(s, other(seat), area).length === 0) continue;
    const to = ofArea<(typeof SORTIE_TO)[Area]>(SORTIE_TO, area);
    for (const id of home) {
      if (!maySortie(s, seat, id, area, attacking)) continue;
      const name = def(s, id).name;
      const ref = refs.push(id) - 1;
      options.push({
        id: to.prefix + idText(id),
        label: `${name} → ${to.text}`,
        msg: says(to.msg, { card: card(ref) }),
        cards: [id],
        // One Unit, one squad: listed once, with the area as its choice.
        group: { id: idText(id), label: name, msg: unitName(ref) },
        choice: { text: to.text, zone: to.zone },
      });
    }
  }
  if (options.length === 0) {
    log(d, 'sortie', seat, says(attacking ? 'log.noSortieAttack' : 'log.noSortieDefend', { player: { seat } }));
    return false;
  }
  const prompt = attacking
    ? 'Choose the Units that sortie to attack, head Unit first (none to skip).'
    : 'Choose the Units that sortie to defend, head Unit first (none to skip).';
  const msg = says(attacking ? 'ask.sortie.attack' : 'ask.sortie.defend');
  ask(
    d,
    { kind: 'sortie', attacking },
    { seat, kind: 'sortie', prompt, msg, refs, options, min: 0, max: options.length },
  );
  return true;
}

export function askVulture(d: Draft, seat: Seat): void {
  const s = d.state;
  const refs = vultureOptions(s, seat);
  const options: Decision['options'] = [
    { id: 'none', label: 'Take nothing', msg: says('ask.vulture.none') },
    ...refs.map((id, n) => ({
      id: idText(id),
      label: `Take ${def(s, id).name} back to your hand`,
      msg: says('ask.takeBack', { card: card(n) }),
      cards: [id],
    })),
  ];
  ask(
    d,
    { kind: 'vulture' },
    {
      seat,
      kind: 'vulture',
      prompt: `You have ${rulesOf(s).vulturePoints[seat]} Vulture Points: move 1 card from your Junkyard to your hand?`,
      msg: says('ask.vulture.prompt', { points: rulesOf(s).vulturePoints[seat] }),
      refs,
      options,
      min: 1,
      max: 1,
    },
  );
}

export function askDiscard(d: Draft, seat: Seat, count: number): void {
  const s = d.state;
  const refs = [...zoneList(s, seat, 'hand')];
  const options = refs.map((id, n) => ({
    id: idText(id),
    label: def(s, id).name,
    msg: says('ask.card', { card: card(n) }),
    cards: [id],
  }));
  ask(
    d,
    { kind: 'discard', count },
    {
      seat,
      kind: 'discard',
      prompt: `Your hand is over ${HAND_LIMIT}: discard ${count} card${count > 1 ? 's' : ''}.`,
      msg: says('ask.discard', { limit: HAND_LIMIT, count }),
      refs,
      options,
      min: count,
      max: count,
      secret: true,
    },
  );
}

/** The effect system's pending ordering decision, mirrored as the game's pending decision. */
export function syncPending(d: Draft): void {
  const fx = rulesOf(d.state).effects;
  const ask = rulesOf(d.state).ask;
  if (fx.pending) {
    if (d.state.pending?.id !== fx.pending.id) {
      rw(d).ask = { kind: 'order-effects' };
      d.state.pending = fx.pending;
    }
  } else if (ask?.kind === 'order-effects') {
    rw(d).ask = null;
    d.state.pending = null;
  }
}
