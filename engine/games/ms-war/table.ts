/**
 * The M.S. War verbs card scripts act through (engine/abilities/table.ts): each one what the
 * rules say that action is on an M.S. War table, over the step's draft.
 */
import { msWarKeywordName } from '../../abilities/keyword-name';
import type { MsWarTable } from '../../abilities/table';
import type { Draft } from '../../core/draft';
import { dummyOf, dummyWarExperience } from '../../core/dummy';
import { MS_WAR_LAYOUT as L, ZONE_KEYS as K } from '../../core/layouts/ms-war';
import type { CardId, Seat } from '../../core/types';
import { moveCard } from '../../core/zones';
import type { Activation } from '../../effects';
import { ask, cardOptions } from './ask';
import { narrowDefenders } from './defend-fit';
import {
  destroyMs,
  discard,
  discardAtRandom,
  draw,
  gainWarExperience,
  mill,
  recycle,
  ref,
  returnToDock,
  toDefunct,
} from './moves';
import { line, question } from './say';
import { other, rulesOf, rw, type Mod } from './state';

function addMod(d: Draft, mod: Mod): void {
  const r = rw(d);
  r.mods = [...r.mods, mod];
}

export function msWarTable(d: Draft, a: Activation): MsWarTable {
  const you = a.controller;
  return {
    draw: (seat, count) => draw(d, seat, count),
    discard: (seat, count, random) => {
      const hand = d.state.zones[K[seat]['hand']];
      if (random) discardAtRandom(d, seat, count);
      else if (hand.length <= count) discard(d, seat, [...hand]);
      else {
        ask(
          d,
          seat,
          'discard',
          `Discard ${count} card${count === 1 ? '' : 's'} (${a.label}).`,
          question('discard', { count, card: { ref: hand.length } }),
          cardOptions(d, hand),
          count,
          count,
          true,
          [...hand, a.source!],
        );
        return 'paused';
      }
    },
    defunct: (seat, count) => {
      const pile = d.state.zones[K[seat]['dry-dock']];
      if (pile.length <= count) return toDefunct(d, seat, [...pile]);
      ask(
        d,
        seat,
        'defunct',
        `Move ${count} card${count === 1 ? '' : 's'} from your Dry Dock to the Defunct Pile (${a.label}).`,
        question('defunct', { count, card: { ref: pile.length } }),
        cardOptions(d, pile),
        count,
        count,
        false,
        [...pile, a.source!],
      );
      return 'paused';
    },
    mill: (seat, count) => mill(d, seat, count),
    destroy: (id) => destroyMs(d, id),
    move: (id, to) => {
      if (to === 'ms-dock') {
        const battle = rulesOf(d.state).battle;
        if (battle?.defenders.includes(id))
          rw(d).battle = { ...battle, defenders: battle.defenders.filter((x) => x !== id) };
        returnToDock(d, id);
        d.log('return', you, line('returnsToDock', { c0: { ref: 0 } }), [ref(d, id)]);
        return;
      }
      const owner = d.state.cards[id].owner;
      // "Move target card from your Defunct Pile to your Dry Dock": back among the cards in the game.
      if (to === 'dry-dock') {
        moveCard(d, L, id, K[owner]['dry-dock']);
        d.log('to-dry-dock', you, line('toDryDock', { player: { seat: owner }, c0: { ref: 0 } }), [ref(d, id)]);
        return;
      }
      // "… to its owner's hand": a Pilot of your opponent goes back to their hand, not yours.
      moveCard(d, L, id, K[owner]['hand']);
      d.log('to-hand', you, line('toHand', { player: { seat: owner }, c0: { ref: 0 } }), [ref(d, id)]);
    },
    manual: (text) =>
      d.log('manual', you, line('byHand', { player: { seat: you }, c0: { ref: 0 }, text }), [ref(d, a.source!)]),
    clash: (id: CardId, delta, until, perWarExperience) => {
      if (perWarExperience) {
        const opp = other(d.state, you);
        const n =
          opp === null ? (dummyOf(d.state)?.warExperience ?? 0) : Number(d.state.values[K[opp]['war-experience']] ?? 0);
        addMod(d, { card: id, delta: n, keyword: null, until: 'battle' });
        d.log('clash', you, line('clashPerWarExperience', { c0: { ref: 0 }, n }), [ref(d, id)]);
        return;
      }
      addMod(d, { card: id, delta, keyword: null, until });
      const signed = `${delta >= 0 ? '+' : ''}${delta}`;
      d.log('clash', you, line(until === 'turn' ? 'clashTurn' : 'clashBattle', { c0: { ref: 0 }, delta: signed }), [
        ref(d, id),
      ]);
    },
    gain: (id, keyword) => {
      addMod(d, { card: id, delta: 0, keyword, until: 'battle' });
      d.log('gain', you, line('gains', { c0: { ref: 0 }, keyword: msWarKeywordName(keyword) }), [ref(d, id)]);
    },
    forbid: (id, what, until) => {
      addMod(d, { card: id, delta: 0, keyword: null, until, forbid: what });
      d.log('forbid', you, line(`cannot.${what}.${until}`, { c0: { ref: 0 } }), [ref(d, id)]);
    },
    onlyDefend: (id, fit) => narrowDefenders(d, id, fit),
    voidEvent: (id) => {
      addMod(d, { card: id, delta: 0, keyword: null, until: 'turn', voided: true });
      d.log('void', you, line('voided', { c0: { ref: 0 } }), [ref(d, id)]);
    },
    price: (card, delta) => {
      addMod(d, { card: a.source!, delta, keyword: null, until: 'turn', price: card });
      d.log('price', you, line(`priceTurn.${card}`, { delta: delta > 0 ? `+${delta}` : String(delta) }));
    },
    regenerate: (seat: Seat, count) => {
      const expended = d.state.zones[K[seat]['factory']].filter((id) => d.state.cards[id].turned).slice(0, count);
      for (const id of expended) d.card(id).turned = false;
      d.log('regenerate', seat, line('regenerates', { player: { seat }, count: expended.length }));
    },
    expend: (seat, count) => {
      const ready = d.state.zones[K[seat]['factory']].filter((id) => !d.state.cards[id].turned).slice(0, count);
      for (const id of ready) d.card(id).turned = true;
      d.log('expend', seat, line('expends', { player: { seat }, count: ready.length }));
    },
    recycle: (seat) => recycle(d, seat),
    warExperience: (seat, count) => (seat === null ? dummyWarExperience(d, count) : gainWarExperience(d, seat, count)),
  };
}
