/**
 * Issue 47: the computer's line per move is short — at most 80 characters in either language,
 * headed by its name and level — and what is behind it (the question answered, the figures of
 * the search) is its details, told apart from the line.
 */
import { describe, expect, it } from 'vitest';
import { engineApi } from '../api';
import { demoGame } from '../core/testing/demo';
import { isRuleError, type Seat } from '../core/types';
import type { Message } from '../i18n/message';
import { createTranslator } from '../i18n/translate';

const MAX = 80;
const tellers = { en: createTranslator('en'), ja: createTranslator('ja') };

/** The computer plays both seats at `level` for `steps` moves; its notes as they reach the log. */
function notes(
  game: 'ms-war' | 'gundam-war',
  level: 'easy' | 'normal' | 'hard',
  seed: number,
  steps: number,
): Message[] {
  const r = engineApi.createGame(demoGame(game, seed));
  if (isRuleError(r)) throw new Error(r.error);
  const out: Message[] = [];
  for (let n = 0; n < steps; n++) {
    const seat = ([0, 1] as Seat[]).find((s) => engineApi.legalIntents(r.gameId, s).length > 0);
    if (seat === undefined) break;
    const moved = engineApi.aiMove(r.gameId, seat, level, { iterations: 6, thinkMs: null });
    if (!moved || isRuleError(moved)) break;
    out.push(moved.said);
  }
  return out;
}

describe("the computer's line per move (issue 47)", () => {
  for (const game of ['gundam-war', 'ms-war'] as const)
    it(`${game}: one short line in English and Japanese, the figures one click away`, { timeout: 60_000 }, () => {
      const said = [...notes(game, 'hard', 3, 60), ...notes(game, 'easy', 5, 60), ...notes(game, 'normal', 7, 40)];
      expect(said.length).toBeGreaterThan(100);
      for (const msg of said) {
        const details = msg.params?.details as Message;
        expect(details?.key).toMatch(/^ai:details\./);
        for (const tell of Object.values(tellers)) {
          const line = tell(msg);
          expect(line.length, line).toBeLessThanOrEqual(MAX);
          // No playouts, win rates or rule citations in the line itself.
          expect(line, line).not.toMatch(/playout|プレイアウト|%|ch\. \d|第\d+章/);
          expect(tell(details).length).toBeGreaterThan(0);
        }
      }
    });
});
