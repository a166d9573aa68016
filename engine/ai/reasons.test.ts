/**
 * The computer's reasons in the log are messages (the `ai` catalog): one short line per move, its
 * figures (and the question it answered) in details shown one click away (issue 47); every kind
 * reads in Japanese with no English left but names (players, cards). Saved games keep them; games saved when they were English text
 * open and show them as they are; undo, replay and "continue from here" keep them in step.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineApi } from '../api';
import type { SavedGame } from '../core/session';
import { createGame } from '../core/setup';
import { step } from '../core/step';
import { DEMO_CARDS, demoGame } from '../core/testing/demo';
import { isRuleError, type GameState, type Seat } from '../core/types';
import { gameModule } from '../games/registry';
import enAi from '../i18n/locales/en/ai.json' with { type: 'json' };
import type { Message } from '../i18n/message';
import { createTranslator, inEnglish } from '../i18n/translate';
import { ai, describeMove, greedyReason, questionOf, withQuestion } from './describe';
import { decide, levelName, type Level } from './levels';
import { createPrng } from '../core/prng';

const ja = createTranslator('ja');
const NAMES = [...new Set(Object.values(DEMO_CARDS).flatMap((cs) => cs.map((c) => c.name)))];
const PLAYERS = ['Amuro', 'Char'];

/** English words left in a Japanese line once players' and cards' names are taken out. */
function english(text: string): string[] {
  let rest = text;
  for (const n of [...PLAYERS, ...NAMES].sort((a, b) => b.length - a.length)) rest = rest.split(n).join(' ');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

/** Every key a message uses, nested ones included. */
function keysOf(msg: Message, out = new Set<string>()): Set<string> {
  out.add(msg.key);
  for (const p of Object.values(msg.params ?? {})) if (typeof p === 'object' && 'key' in p) keysOf(p, out);
  return out;
}

function catalogKeys(tree: object, prefix = 'ai:'): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : catalogKeys(v as object, `${prefix}${k}.`),
  );
}

function opening(game: 'ms-war' | 'gundam-war'): GameState {
  const r = createGame(gameModule(game), { ...demoGame(game, 4), quiet: true });
  if (isRuleError(r)) throw new Error(r.error);
  return r.state;
}

/** The first table, playing each seat's last-listed move, where `until` holds. */
function after(game: 'ms-war' | 'gundam-war', until: (s: GameState) => boolean): GameState {
  const module = gameModule(game);
  let s = opening(game);
  for (let n = 0; n < 400 && !until(s); n++) {
    const seat = ([0, 1] as Seat[]).find((x) => module.legalIntents(s, x).length > 0)!;
    const r = step(module, s, module.legalIntents(s, seat).at(-1)!);
    if (isRuleError(r)) throw new Error(r.error);
    s = r.state;
  }
  if (!until(s)) throw new Error('no such table');
  return s;
}

/** A card of `s` with a Japanese name given to its printed card (the demo cards have none). */
function withJapaneseName(s: GameState, id: number, name_ja: string): GameState {
  const key = s.cards[id].key;
  return { ...s, catalog: { ...s.catalog, [key]: { ...s.catalog[key], name_ja } } };
}

const seen = new Set<string>();
/** A move for seat 0. */
type Move = { type: string } & Record<string, unknown>;

function says(msg: Message, en: string): void {
  expect(inEnglish(msg)).toBe(en);
  const jaText = ja(msg);
  expect(english(jaText), jaText).toEqual([]);
  keysOf(msg, seen);
}

describe("the computer's reasons", () => {
  const ms = opening('ms-war');
  const msLayout = gameModule('ms-war').layout;
  const gw = opening('gundam-war');
  const gwLayout = gameModule('gundam-war').layout;
  const name = (s: GameState, id: number) => s.catalog[s.cards[id].key].name;
  const [a, b, c] = [0, 1, 2];

  it('say each kind of M.S. War move as they did in English, and in Japanese', () => {
    const move = (intent: Move) => describeMove(ms, msLayout, { seat: 0, ...intent });
    const [A, B, C] = [name(ms, a), name(ms, b), name(ms, c)];
    says(move({ type: 'pass' }), 'passes');
    says(move({ type: 'attack', card: a }), `attacks with ${A}`);
    says(move({ type: 'play', card: a }), `plays ${A}`);
    says(move({ type: 'play', card: a, attachTo: b }), `plays ${A} on ${B}`);
    says(move({ type: 'play', card: a, targets: [b, c] }), `plays ${A} targeting ${B}, ${C}`);
    says(move({ type: 'play', card: a, attachTo: b, targets: [c] }), `plays ${A} on ${B} targeting ${C}`);
    says(move({ type: 'upgrade', card: a, onto: b }), `upgrades ${B} to ${A}`);
    says(move({ type: 'activate', card: a, ability: 0 }), `uses an ability of ${A}`);
    says(move({ type: 'play', card: 9999 }), 'plays a card');
    // A move no game makes yet is said by its own label, else its type.
    for (const [label, said] of [
      ['Dance', 'Dance'],
      [undefined, 'dance'],
    ]) {
      const msg = move({ type: 'dance', label });
      expect(inEnglish(msg)).toBe(said);
      keysOf(msg, seen);
    }
  });

  it('say each kind of Gundam War move as its labels read, and in Japanese', () => {
    const move = (intent: Move) => describeMove(gw, gwLayout, { seat: 0, label: 'labelled', ...intent });
    const [A, B, C] = [name(gw, a), name(gw, b), name(gw, c)];
    says(move({ type: 'pass' }), 'passes');
    says(move({ type: 'play', card: a, targets: [] }), `plays ${A}`);
    says(move({ type: 'play', card: a, targets: [], asG: true }), `puts out ${A} as a G`);
    says(move({ type: 'play', card: a, targets: [b, c] }), `plays ${A} → ${B}, ${C}`);
    says(move({ type: 'play', card: a, targets: [b], substitute: true }), `plays ${A} → ${B} (Substitute Cost)`);
    says(move({ type: 'activate', card: a, ability: 'psycommu', targets: [b] }), `uses ${A}: Psycommu → ${B}`);
    says(move({ type: 'activate', card: a, ability: 'high-mobility', targets: [] }), `uses ${A}: High Mobility`);
    says(move({ type: 'activate', card: a, ability: 'text', targets: [b] }), `uses ${A}: play its text → ${B}`);
    says(move({ type: 'change', card: a, target: b }), `changes ${B} for ${A}`);
    expect(ja(move({ type: 'activate', card: a, ability: 'psycommu', targets: [] }))).toContain('サイコミュ');
  });

  it('name cards in the reader’s language', () => {
    const s = withJapaneseName(ms, a, 'ザク');
    const played = describeMove(s, msLayout, { type: 'play', seat: 0, card: a });
    expect(inEnglish(played)).toBe(`plays ${name(ms, a)}`);
    expect(ja(played)).toBe('ザクをプレイする');
  });

  it('say answers by the options picked, the question kept for the details', { timeout: 30_000 }, () => {
    const asked = after('gundam-war', (s) => s.pending?.kind === 'mulligan');
    const p = asked.pending!;
    const intent = (choice: string[]) => ({ type: 'answer', seat: p.seat, choice });
    const answer = (choice: string[]) => describeMove(asked, gwLayout, intent(choice));
    says(answer([p.options[0].id]), `chooses ${p.options[0].label}`);
    says(answer(p.options.map((o) => o.id)), `chooses ${p.options.map((o) => o.label).join(', ')}`);
    says(answer([]), 'chooses none');
    expect(ja(answer([p.options[0].id]))).toMatch(/^「.+」を選ぶ$/);
    says(
      describeMove({ ...asked, pending: { ...p, secret: true } }, gwLayout, {
        type: 'answer',
        seat: p.seat,
        choice: [],
      }),
      'answers in secret',
    );
    says(describeMove({ ...ms, pending: null }, msLayout, { type: 'answer', seat: 0, choice: [] }), 'chooses none');
    // The question, with its rule citation, is in the details, not the line.
    const question = questionOf(asked, gwLayout, intent([]))!;
    says(withQuestion(question, ai('details.only')), `Asked: ${p.prompt} No other move was open.`);
    expect(questionOf(asked, gwLayout, { type: 'pass', seat: p.seat })).toBeNull();
  });

  it('give the greedy rule behind each Easy move', () => {
    const why = (type: string) => greedyReason({ type, seat: 0 });
    says(why('attack'), 'attacks whenever it can');
    says(why('play'), 'costliest card first');
    says(why('upgrade'), 'costliest card first');
    says(why('activate'), 'uses abilities when idle');
    says(why('pass'), 'nothing it wants to do');
    says(why('answer'), 'its usual answer');
    says(why('change'), 'its fixed preferences');
  });

  it('say how each level chose in one short line, the figures in its details', { timeout: 30_000 }, () => {
    const s = after('ms-war', (x) => x.pending === null && gameModule('ms-war').legalIntents(x, 0).length > 2);
    const legal = gameModule('ms-war').legalIntents(s, 0);
    const run = (level: Level, seed: number, iterations = 8) =>
      decide(s, 0, legal, level, createPrng(seed), { thinkMs: null, iterations });
    const move = (d: ReturnType<typeof run>) => inEnglish(describeMove(s, msLayout, d.intent));
    const easy = run('easy', 1);
    says(easy.reason, `${move(easy)}: ${inEnglish(greedyReason(easy.intent))}`);
    says(easy.details, 'Easy plays by a fixed order of preferences and does not search.');
    const normal = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => run('normal', seed));
    const unsearched = normal.find((d) => d.iterations === 0)!;
    says(unsearched.reason, `${move(unsearched)}: ${inEnglish(greedyReason(unsearched.intent))}`);
    says(
      unsearched.details,
      "Normal makes three in four of its moves by Easy's fixed preferences, without searching; this was one.",
    );
    const hard = run('hard', 1);
    says(hard.reason, inEnglish(hard.reason));
    expect(inEnglish(hard.reason)).toMatch(/: (clearly best|a close call|its best move)$/);
    says(hard.details, inEnglish(hard.details));
    expect(inEnglish(hard.details)).toMatch(/^This move won \d+% of 8 playouts; the next best, .+, won \d+%\.$/);
    const once = run('hard', 1, 1);
    says(once.reason, `${move(once)}: clearly best`);
    says(once.details, inEnglish(once.details));
    expect(inEnglish(once.details)).toMatch(/^This move won \d+% of 1 playouts\.$/);
    const only = decide(s, 0, legal.slice(0, 1), 'hard', createPrng(1));
    says(only.reason, `${inEnglish(describeMove(s, msLayout, legal[0]))}: its only move`);
    says(only.details, 'No other move was open.');
    const pass = ai('move.pass');
    says(ai('reason.close', { move: pass }), 'passes: a close call');
    says(ai('reason.best', { move: pass }), 'passes: its best move');
    says(ai('reason.answered', { move: ai('move.answerNone') }), 'chooses none');
    says(
      ai('details.searchedNext', { won: 60, playouts: 9, next: ai('details.anotherMove'), nextWon: 40 }),
      'This move won 60% of 9 playouts; the next best, another move, won 40%.',
    );
    for (const level of ['easy', 'normal', 'hard'] as const)
      says(
        ai('said', { player: 'Char', level: levelName(level), reason: ai('move.pass'), details: ai('details.only') }),
        `Char (${{ easy: 'Easy', normal: 'Normal', hard: 'Hard' }[level]}) passes`,
      );
  });

  it('still tell the reasons of games saved before reasons were short', () => {
    const pass = ai('move.pass');
    const why = ai('why.pass');
    says(ai('reason.easy', { move: pass, level: levelName('easy'), why }), 'passes — Easy: nothing it wants to do');
    says(
      ai('reason.unsearched', { move: pass, level: levelName('normal'), why }),
      'passes — Normal, without searching: nothing it wants to do',
    );
    says(ai('reason.searched', { move: pass, won: 60, playouts: 9 }), 'passes — won 60% of 9 playouts');
    says(
      ai('reason.searchedNext', { move: pass, won: 60, playouts: 9, next: ai('reason.anotherMove'), nextWon: 40 }),
      'passes — won 60% of 9 playouts; next best, another move: 40%',
    );
  });

  it('every reason kind in the catalog was said above', () => {
    expect(catalogKeys(enAi).filter((k) => !seen.has(k))).toEqual([]);
  });
});

describe("the computer's reasons in whole games", () => {
  for (const game of ['ms-war', 'gundam-war'] as const)
    it(
      `${game}: every line the computer adds to the log reads in Japanese with no English left`,
      { timeout: 60_000 },
      () => {
        for (const level of ['easy', 'normal', 'hard'] as const) {
          const r = engineApi.createGame(demoGame(game, 7, ['Amuro', '']));
          if (isRuleError(r)) throw new Error(r.error);
          for (let n = 0; n < 80; n++) {
            const seat = ([0, 1] as Seat[]).find((x) => engineApi.legalIntents(r.gameId, x).length > 0);
            if (seat === undefined) break;
            const moved = engineApi.aiMove(r.gameId, seat, level, { iterations: 4, thinkMs: null });
            if (!moved || isRuleError(moved)) throw new Error('no move');
            expect(moved.reason).toBe(inEnglish(moved.said));
            const jaText = ja(moved.said);
            expect(english(jaText), jaText).toEqual([]);
          }
          const notes = engineApi
            .history(r.gameId, 0)
            .flatMap((h) => h.messages)
            .filter((m) => m?.key === 'ai:said');
          expect(notes.length).toBeGreaterThan(0);
          engineApi.closeGame(r.gameId);
        }
      },
    );
});

describe('saved notes', () => {
  const fixture = new URL('./fixtures/notes-in-english.sortie-game.json', import.meta.url);
  const old = JSON.parse(readFileSync(fixture, 'utf8')) as SavedGame;

  it('a game saved when reasons were English text opens and shows them as they are', { timeout: 30_000 }, () => {
    const notes = old.notes!.filter((n): n is string => typeof n === 'string');
    expect(notes.length).toBeGreaterThan(0);
    const opened = engineApi.loadGame(structuredClone(old));
    if (isRuleError(opened)) throw new Error(opened.error);
    const history = engineApi.history(opened.gameId, 0);
    old.notes!.forEach((note, i) => {
      const entry = history[i + 1];
      if (note === null) return expect(entry.messages[0]?.key).not.toBe('ai:said');
      expect(entry.lines[0]).toBe(note);
      // No message: the log shows the English line in either language.
      expect(entry.messages[0]).toBeNull();
      expect(entry.cards[0]).toEqual([]);
    });
    // Saved again, the notes are kept as they were.
    expect(engineApi.save(opened.gameId).notes).toEqual(old.notes);
  });

  it('old and new notes live side by side through undo, "continue from here" and saving', { timeout: 30_000 }, () => {
    const opened = engineApi.loadGame(structuredClone(old));
    if (isRuleError(opened)) throw new Error(opened.error);
    const id = opened.gameId;
    engineApi.goTo(id, 6);
    for (let n = 0; n < 6; n++) {
      const seat = ([0, 1] as Seat[]).find((x) => engineApi.legalIntents(id, x).length > 0)!;
      const moved = engineApi.aiMove(id, seat, 'hard', { iterations: 4, thinkMs: null });
      if (!moved || isRuleError(moved)) throw new Error('no move');
    }
    const saved = engineApi.save(id);
    expect(saved.intents).toHaveLength(12);
    expect(saved.notes!.slice(0, 6)).toEqual(old.notes!.slice(0, 6));
    const fresh = saved.notes!.slice(6).filter((n) => n !== null);
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((n) => typeof n === 'object')).toBe(true);
    const back = engineApi.loadGame(JSON.parse(JSON.stringify(saved)));
    if (isRuleError(back)) throw new Error(back.error);
    expect(engineApi.history(back.gameId, 1)).toEqual(engineApi.history(id, 1));
    // Undone steps keep their notes until a new move replaces them.
    engineApi.undo(id);
    engineApi.undo(id);
    const undone = engineApi.history(id, 0).filter((h) => h.undone);
    expect(undone).toHaveLength(2);
    engineApi.redo(id);
    engineApi.redo(id);
    expect(engineApi.history(id, 1)).toEqual(engineApi.history(back.gameId, 1));
  });
});
