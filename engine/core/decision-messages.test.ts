/**
 * Decisions and Cut entries as messages (`Decision.msg`, `CutEntry.labelMsg`): told per viewer
 * like a log line, a card by its Japanese name to a reader who can see it, else "a card".
 */
import { describe, expect, it } from 'vitest';
import type { Card } from '../cards/model';
import { createTranslator } from '../i18n/translate';
import { DEMO_CARDS, DEMO_DECKS } from '../games/gundam-war/demo';
import { gundamWarModule as module } from '../games/gundam-war/test/session';
import { createGame } from './setup';
import { isRuleError, type Decision, type GameState } from './types';
import { cutFor, viewFor } from './view';

const ja = createTranslator('ja');
const en = createTranslator('en');

function start(): GameState {
  const cards = DEMO_CARDS.map((c) => ({ ...c, name_ja: `和名${c.number}` })) as Card[];
  const r = createGame(module, {
    game: 'gundam-war',
    mode: 'rules',
    seed: 7,
    seats: [
      { name: 'Amuro', main: DEMO_DECKS[0] },
      { name: 'Char', main: DEMO_DECKS[1] },
    ],
    cards,
  });
  if (isRuleError(r)) throw new Error(r.error);
  return r.state;
}

function withPending(s: GameState, secret: boolean): { state: GameState; id: number } {
  const id = s.zones['0:hand'][0];
  const pending: Decision = {
    id: 'test-1',
    seat: 0,
    kind: 'test',
    prompt: 'Take it back?',
    msg: { key: 'gundam-war:ask.takeBack', params: { card: { ref: 0 } } },
    refs: [id],
    options: [{ id: 'x', label: 'x', msg: { key: 'gundam-war:ask.card', params: { card: { ref: 0 } } }, cards: [id] }],
    min: 1,
    max: 1,
    secret,
  };
  return { state: { ...s, pending }, id };
}

describe('decision messages', () => {
  it('name a card the viewer can see by its name in their language', () => {
    const { state, id } = withPending(start(), false);
    const view = viewFor(state, module.layout, 0);
    const number = state.catalog[state.cards[id].key].number;
    expect(ja(view.pending!.message!)).toBe(`和名${number}を手札に戻す`);
    expect(en(view.pending!.message!)).toBe(`Take ${state.catalog[state.cards[id].key].name} back to your hand`);
    expect(ja(view.pending!.options![0].message!)).toBe(`和名${number}`);
  });

  it('call a card in the other seat\'s hand "a card", and keep a secret decision\'s options from it', () => {
    const open = viewFor(withPending(start(), false).state, module.layout, 1);
    expect(ja(open.pending!.message!)).toBe('カードを手札に戻す');
    expect(ja(open.pending!.options![0].message!)).toBe('カード');
    const secret = viewFor(withPending(start(), true).state, module.layout, 1);
    expect(secret.pending!.options).toBeNull();
    // The view carries the told message only, never the decision's card ids.
    expect(JSON.stringify(secret.pending)).not.toContain('refs');
  });

  it('tell a Cut entry whose card is hidden without naming it', () => {
    const s = start();
    const id = s.zones['0:hand'][0];
    const entry = {
      id: 'e1',
      label: 'x',
      controller: 0 as const,
      source: id,
      targets: [],
      effect: 'x',
      labelMsg: { key: 'gundam-war:ask.card', params: { card: { ref: 0 } } },
      effectMsg: { key: 'gundam-war:ask.card', params: { card: { ref: 0 } } },
      refs: [id],
    };
    const cut = { entries: [entry], priority: 0 as const, free: true };
    const mine = cutFor(s, module.layout, cut, 0).entries[0];
    expect(ja(mine.labelMessage!)).toMatch(/^和名/);
    const theirs = cutFor(s, module.layout, cut, 1).entries[0];
    expect(ja(theirs.labelMessage!)).toBe('非公開のカードの効果');
    expect(ja(theirs.effectMessage!)).not.toMatch(/和名/);
  });
});
