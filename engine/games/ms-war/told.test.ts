/**
 * Issue 14: an M.S. War game told in Japanese has no English left in its log lines, decision
 * prompts or options, and told in English reads exactly as the engine has always written it.
 */
import { describe, expect, it } from 'vitest';
import { eventMessage, renderEvent } from '../../core/log';
import { createPrng } from '../../core/prng';
import { createGame } from '../../core/setup';
import { viewFor } from '../../core/view';
import { step } from '../../core/step';
import { DEMO_CARDS, demoDeck } from '../../core/testing/demo';
import { isRuleError, type GameEvent, type GameState, type Seat } from '../../core/types';
import { createTranslator } from '../../i18n/translate';
import { randomPlayer } from '../../sim/players';
import { gameModule } from '../registry';

const module = gameModule('ms-war');
const PLAYERS = ['Aki', 'Ben'];

/** Card names, player names and M.S. War's keywords (printed in English only) may stay in Latin letters. */
const PROPER = [
  ...DEMO_CARDS['ms-war'].flatMap((c) => [c.name, c.name_ja ?? '']),
  ...PLAYERS,
  'Preemptive Strike',
  'Mobile Armor',
  'Battleship',
  'Dock Pilot',
].filter(Boolean);

/** The English words (three letters or more) left in a line once proper names are taken out. */
export function englishIn(text: string, proper: string[] = PROPER): string[] {
  let rest = text;
  for (const name of [...proper].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
  return rest.match(/[A-Za-z]{3,}/g) ?? [];
}

/** Random games (one goldfish, two-player ones) with every event they logged and the state after each step. */
function play(seed: number, seats: 1 | 2): { events: GameEvent[]; states: GameState[] } {
  const start = createGame(module, {
    game: 'ms-war',
    mode: 'rules',
    seed,
    seats: PLAYERS.slice(0, seats).map((name, i) => ({ name, main: demoDeck('ms-war', i * 20) })),
    cards: DEMO_CARDS['ms-war'],
  });
  if (isRuleError(start)) throw new Error(start.error);
  const events = [...start.events];
  const states = [start.state];
  let state = start.state;
  let prng = createPrng(seed);
  for (let i = 0; i < 600 && state.winner === null; i++) {
    const first: Seat = state.pending?.seat ?? state.turn.active;
    const seat = module.legalIntents(state, first).length ? first : ((1 - first) as Seat);
    let intent;
    [intent, prng] = randomPlayer(state, module.legalIntents(state, seat), prng);
    const r = step(module, state, intent);
    if (isRuleError(r)) throw new Error(r.error);
    events.push(...r.events);
    state = r.state;
    states.push(state);
  }
  return { events, states };
}

const games = [play(5, 2), play(8, 2), play(13, 1)];
const ja = createTranslator('ja');
const en = createTranslator('en');

// Three whole games, each line told in two languages for three viewers: about a second on a quiet
// machine, five and more on a loaded one (it timed out at the default 5 s).
describe('an M.S. War game told in Japanese', { timeout: 30_000 }, () => {
  it('logs every line as a message and tells it in English exactly as before', () => {
    for (const { events, states } of games) {
      const catalog = states[0].catalog;
      for (const e of events) {
        expect(e.msg, e.text).toBeDefined();
        for (const viewer of [0, 1, null] as const)
          expect(en(eventMessage(e, PLAYERS, viewer, catalog)!)).toBe(renderEvent(e, PLAYERS, viewer));
      }
    }
  });

  it('leaves no English word in a log line', () => {
    const kinds = new Set<string>();
    for (const { events, states } of games)
      for (const e of events) {
        const told = ja(eventMessage(e, PLAYERS, 0, states[0].catalog)!);
        expect(englishIn(told), told).toEqual([]);
        kinds.add(e.msg!.key);
      }
    // The games reach battles, Materials and the end: the check saw more than the setup.
    for (const key of ['ms-war:log.clash', 'ms-war:log.attacks', 'ms-war:log.warExperience', 'ms-war:log.produces'])
      expect(kinds).toContain(key);
  });

  it('asks every question with a message: English as the prompt reads, Japanese without English', () => {
    const kinds = new Set<string>();
    for (const { states } of games)
      for (const state of states) {
        if (!state.pending) continue;
        const p = viewFor(state, module.layout, state.pending.seat).pending!;
        kinds.add(p.kind);
        expect(p.message, p.prompt).toBeDefined();
        expect(en(p.message!)).toBe(p.prompt);
        expect(englishIn(ja(p.message!)), ja(p.message!)).toEqual([]);
        for (const o of p.options!) {
          expect(o.message, o.label).toBeDefined();
          expect(en(o.message!)).toBe(o.label);
          expect(englishIn(ja(o.message!)), ja(o.message!)).toEqual([]);
        }
      }
    for (const kind of ['mulligan', 'first-player', 'produce', 'exchange', 'take', 'defend', 'recycle'])
      expect(kinds).toContain(kind);
  });

  it("keeps a secret question's options from the other player and names the card a question is about", () => {
    const state = games[0].states.find((s) => s.pending?.kind === 'take')!;
    const other = (1 - state.pending!.seat) as Seat;
    // The opponent sees the question, not the face-down Materials offered.
    expect(viewFor(state, module.layout, other).pending!.options).toBeNull();
    const recycle = games.flatMap((g) => g.states).find((s) => s.pending?.kind === 'recycle' && s.seats === 2)!;
    expect(ja(viewFor(recycle, module.layout, recycle.pending!.seat).pending!.message!)).toMatch(
      /^ドライドックの一番上の.+をサプライベースの一番下に置きますか？$/,
    );
  });

  it('refuses a move in Japanese, citing its rule in Japanese, and in English as before', () => {
    const keys = new Set<string>();
    for (const { states } of games.slice(0, 2))
      for (const state of states.filter((_, i) => i % 7 === 0)) {
        const seat = state.pending?.seat ?? state.turn.active;
        const cards = Object.keys(state.cards).map(Number);
        const probes = [
          { type: 'answer', seat, choice: ['nothing-offered'] },
          { type: 'answer', seat, choice: cards.slice(0, 9).map(String) },
          { type: 'attack', seat, card: cards[0] },
          { type: 'attack', seat: (1 - seat) as Seat, card: cards[0] },
          { type: 'play', seat, card: cards[cards.length - 1] },
          { type: 'activate', seat, card: cards[1], ability: 3 },
          { type: 'upgrade', seat, card: cards[2], onto: cards[3] },
          { type: 'pilot', seat, card: cards[4], to: cards[5] },
        ];
        for (const intent of probes) {
          const r = step(module, state, intent);
          if (!isRuleError(r) || !r.msg) continue;
          keys.add(r.msg.key);
          expect(en(r.msg)).toBe(r.error);
          expect(ja(r.msg)).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
          if (r.rule) {
            expect(en(r.ruleMsg!)).toBe(r.rule);
            expect(ja(r.ruleMsg!)).toMatch(/^ルール「/);
          }
        }
      }
    expect(keys.size).toBeGreaterThanOrEqual(6);
    expect(keys).toContain('ms-war:refuse.waiting');
  });
});
