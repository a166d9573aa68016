/**
 * Sortie speaks Japanese during a Gundam War game: seeded random games are played and every
 * log line, decision prompt and option, Cut entry and refused play is told in Japanese (none left in
 * English) and in English (the same words as the English text tests and the command line read).
 */
import { describe, expect, it } from 'vitest';
import { eventMessage } from '../../../core/log';
import { createGame } from '../../../core/setup';
import { step } from '../../../core/step';
import { isRuleError, type GameEvent, type GameState, type Seat } from '../../../core/types';
import { viewFor } from '../../../core/view';
import type { DeckEntry } from '../../../decks/model';
import type { Message } from '../../../i18n/message';
import { createTranslator } from '../../../i18n/translate';
import { playGame } from '../../../sim/play';
import { greedyPlayer, randomPlayer, type Player } from '../../../sim/players';
import { DEMO_CARDS, DEMO_DECKS, POLLUTION_DECK } from '../demo';
import { gundamWarModule as module } from './session';

const ja = createTranslator('ja');
const en = createTranslator('en');
const PLAYERS = ['Amuro', 'Char'];
// Card names are proper names; the demo set has no Japanese names, so they stay as they are.
const NAMES = [...DEMO_CARDS.map((c) => c.name), ...PLAYERS].sort((a, b) => b.length - a.length);

/** The English words left in a Japanese line once card and player names are taken out. */
function english(text: string): string[] {
  let rest = text;
  for (const n of NAMES) rest = rest.split(n).join(' ');
  return rest.match(/[A-Za-z]{3,}/g) ?? [];
}

interface Seen {
  refusals: number;
  lines: number;
  prompts: number;
  options: number;
  cut: number;
  keys: Set<string>;
}

function check(where: string, msg: Message | null | undefined, english_: string | null, seen: Seen): void {
  expect(msg, `${where} has no message: "${english_}"`).toBeTruthy();
  const told = ja(msg!);
  expect(english(told), `${where} is English in Japanese: "${told}"`).toEqual([]);
  if (english_ !== null) expect(en(msg!), `${where}: the message's English differs`).toBe(english_);
  seen.keys.add(msg!.key);
}

/** A card in hand played now: where the rules refuse, the refusal and its rule read in Japanese. */
function tryPlays(state: GameState, seen: Seen): void {
  for (const seat of [0, 1] as Seat[])
    for (const id of (state.zones[`${seat}:hand`] ?? []).slice(0, 3)) {
      const r = module.applyRules(state, { type: 'play', seat, card: id, targets: [] }, true);
      if (!isRuleError(r) || !r.msg) continue;
      check(`refusal "${r.error}"`, r.msg, null, seen);
      check(`rule "${r.rule}"`, r.ruleMsg, r.rule ?? null, seen);
      seen.refusals++;
    }
}

function walk(state: GameState, events: GameEvent[], seen: Seen): void {
  if (state.pending === null && state.winner === null) tryPlays(state, seen);
  for (const e of events)
    for (const viewer of [0, 1] as Seat[]) {
      check(`log line "${e.text}"`, eventMessage(e, PLAYERS, viewer, state.catalog), null, seen);
      seen.lines++;
    }
  const cut = module.cut!(state);
  for (const viewer of [0, 1] as Seat[]) {
    const view = viewFor(state, module.layout, viewer, cut);
    const p = view.pending;
    if (p && p.seat === viewer) {
      check(`prompt "${p.prompt}"`, p.message, p.prompt, seen);
      seen.prompts++;
      for (const o of p.options ?? []) {
        check(`option "${o.label}"`, o.message, o.label, seen);
        seen.options++;
      }
    }
    for (const c of view.cut?.entries ?? []) {
      const hidden = c.source === null ? false : c.source.name === null || c.targets.some((t) => t.name === null);
      check(`Cut label "${c.label}"`, c.labelMessage, hidden ? null : c.label, seen);
      check(`Cut effect "${c.effect}"`, c.effectMessage, hidden ? null : c.effect, seen);
      seen.cut++;
    }
  }
}

function play(n: number, decks: DeckEntry[][], players: Player[], seen: Seen): void {
  const seed = (n * 2654435761) >>> 0;
  const played = playGame({ game: 'gundam-war', seed, decks, cards: DEMO_CARDS, players });
  if (isRuleError(played)) throw new Error(played.error);
  const started = createGame(module, {
    game: 'gundam-war',
    mode: 'rules',
    seed,
    seats: decks.map((main, i) => ({ name: PLAYERS[i], main })),
    cards: DEMO_CARDS,
  });
  if (isRuleError(started)) throw new Error(started.error);
  let s = started.state;
  walk(s, started.events, seen);
  for (const intent of played.intents) {
    const r = step(module, s, intent);
    if (isRuleError(r)) throw new Error(r.error);
    s = r.state;
    walk(s, r.events, seen);
  }
}

describe('a Gundam War game in Japanese', () => {
  it('tells every log line, prompt, option and Cut entry in Japanese', { timeout: 240_000 }, () => {
    const seen: Seen = { refusals: 0, lines: 0, prompts: 0, options: 0, cut: 0, keys: new Set() };
    for (let n = 1; n <= 6; n++) play(n, [DEMO_DECKS[0], DEMO_DECKS[1]], [randomPlayer, randomPlayer], seen);
    play(7, [DEMO_DECKS[0], DEMO_DECKS[1]], [greedyPlayer, randomPlayer], seen);
    play(8, [POLLUTION_DECK, DEMO_DECKS[1]], [randomPlayer, randomPlayer], seen);
    play(9, [DEMO_DECKS[1]], [randomPlayer], seen);
    // The walk reached every kind of text, so a kind without messages would have failed above.
    expect(seen.lines).toBeGreaterThan(1000);
    expect(seen.prompts).toBeGreaterThan(20);
    expect(seen.options).toBeGreaterThan(50);
    expect(seen.cut).toBeGreaterThan(20);
    expect(seen.refusals).toBeGreaterThan(100);
    expect(seen.keys.size).toBeGreaterThan(80);
  });
});
