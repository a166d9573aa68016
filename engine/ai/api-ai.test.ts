/** The computer opponent through the worker API: it moves, says why in the log, and undo/replay/save keep it. */
import { describe, expect, it } from 'vitest';
import { engineApi } from '../api';
import { demoGame } from '../core/testing/demo';
import { isRuleError, type Seat } from '../core/types';

function start(game: 'ms-war' | 'gundam-war'): string {
  const r = engineApi.createGame(demoGame(game, 4));
  if (isRuleError(r)) throw new Error(r.error);
  return r.gameId;
}

/** Both seats played by the computer until `steps` moves are made. */
function play(id: string, steps: number, level: 'easy' | 'normal' | 'hard') {
  const reasons: string[] = [];
  for (let n = 0; n < steps; n++) {
    const seat = ([0, 1] as Seat[]).find((s) => engineApi.legalIntents(id, s).length > 0);
    if (seat === undefined) break;
    const moved = engineApi.aiMove(id, seat, level, { iterations: 5, thinkMs: null });
    if (!moved || isRuleError(moved)) throw new Error(`no move: ${JSON.stringify(moved)}`);
    reasons.push(moved.reason);
  }
  return reasons;
}

describe('aiMove (engine worker API)', () => {
  for (const game of ['ms-war', 'gundam-war'] as const) {
    it(`${game}: the computer moves for a seat and its reason heads the step in the log`, () => {
      const id = start(game);
      const reasons = play(id, 12, 'hard');
      expect(reasons).toHaveLength(12);
      expect(reasons[0]).toMatch(/^(Amuro|Char) \(Hard\) .+: /);
      const history = engineApi.history(id, 0);
      // Chosen moves head their step with the reason; forced ones (its only move) add no line.
      const chosen = reasons.map((r, i) => ({ r, step: history[i + 1] })).filter((x) => !x.r.endsWith('its only move'));
      expect(chosen.length).toBeGreaterThan(0);
      for (const { r, step } of chosen) {
        expect(step.lines[0]).toBe(r);
        expect(step.messages[0]?.key).toBe('ai:said');
        expect(step.cards[0]).toEqual([]);
      }
      for (const h of history) expect(h.lines.length).toBe(h.cards.length);
      expect(history.flatMap((h) => h.lines).some((l) => l.endsWith('its only move'))).toBe(false);
    });
  }

  it("undo, replay and a saved game keep the computer's moves and reasons; it moves alike from a replayed step", () => {
    const id = start('ms-war');
    play(id, 10, 'normal');
    const saved = engineApi.save(id);
    expect(saved.notes).toHaveLength(10);
    expect(saved.notes!.some((n) => n !== null)).toBe(true);
    const copy = engineApi.loadGame(structuredClone(saved));
    if (isRuleError(copy)) throw new Error(copy.error);
    expect(engineApi.history(copy.gameId, 1)).toEqual(engineApi.history(id, 1));
    // Back to a chosen move's step and on again: the same position, seed and budget give the same move.
    const notes = saved.notes!;
    const at = notes.findIndex((n, i) => i >= 3 && n !== null);
    const said = notes[at];
    engineApi.goTo(id, at);
    const seat = ([0, 1] as Seat[]).find((s) => engineApi.legalIntents(id, s).length > 0)!;
    const again = engineApi.aiMove(id, seat, 'normal', { iterations: 5, thinkMs: null });
    if (!again || isRuleError(again)) throw new Error('no move');
    expect(again.said).toEqual(said);
    expect(again.cursor).toBe(at + 1);
    expect(again.length).toBe(at + 1);
  });

  it('makes no move when the seat has nothing to do or the game is over', () => {
    const id = start('ms-war');
    const waiting = ([0, 1] as Seat[]).find((s) => engineApi.legalIntents(id, s).length === 0)!;
    expect(engineApi.aiMove(id, waiting, 'hard')).toBeNull();
  });
});
