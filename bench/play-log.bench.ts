/**
 * The play log's refresh cost at the end of a long game against the computer. Every refresh
 * brings the whole log from the worker (fresh objects); the log used to tell every line again
 * each time (the computer's notes through i18next), so the cost grew with the game. Now each
 * line is told once (renderer/features/play/panels/toldLines.ts). Plays a game between two
 * Easy computers (each choice's reason in the log, as a solo game shows the computer's) to turn
 * 40, then times one refresh of its log both ways, in the run's language.
 */
import { engineApi } from '../engine/api';
import { demoGame } from '../engine/core/testing/demo';
import type { Seat } from '../engine/core/types';
import { createTranslator } from '../engine/i18n/translate';
import { lineTeller } from '../renderer/features/play/panels/toldLines';
import { percentile, timeIt } from './measure';
import { benchLang, duration, said, sayLine } from './say';

const TURNS = 40;

function longGame(game: 'gundam-war' | 'ms-war') {
  const created = engineApi.createGame({ ...demoGame(game, 5), quiet: true });
  if (!('gameId' in created)) throw new Error(created.error);
  const { gameId } = created;
  for (let n = 0; n < 20_000; n++) {
    const view = engineApi.view(gameId, 0);
    if (view.winner !== null || view.turn.number > TURNS) break;
    const seat = ([0, 1] as Seat[]).find((s) => engineApi.legalIntents(gameId, s).length > 0);
    if (seat === undefined) break;
    engineApi.aiMove(gameId, seat, 'easy');
  }
  const turn = engineApi.view(gameId, 0).turn.number;
  const history = engineApi.history(gameId, 0);
  engineApi.closeGame(gameId);
  return {
    turn,
    steps: history.length,
    lines: history.flatMap((h) => h.lines),
    messages: history.flatMap((h) => h.messages),
    notes: history.flatMap((h) => h.messages).filter((m) => m?.key === 'ai:said').length,
  };
}

for (const game of ['gundam-war', 'ms-war'] as const) {
  const g = longGame(game);
  const tell = createTranslator(benchLang);
  // Before: every line told on every refresh.
  const before = timeIt(() => g.lines.map((line, i) => (g.messages[i] ? tell(g.messages[i]!) : line)), 30, 3);
  // After: the lines told so far are remembered; a refresh brings the log as new objects.
  const teller = lineTeller(tell);
  teller(g.lines, g.messages);
  const copies = Array.from({ length: 40 }, () => structuredClone(g.messages));
  let k = 0;
  const after = timeIt(() => teller(g.lines, copies[k++ % copies.length]), 200, 20);
  sayLine('playLog.refresh', {
    game: said(`properties.game.${game === 'gundam-war' ? 'gundamWar' : 'msWar'}`),
    turn: g.turn,
    steps: g.steps,
    lines: g.lines.length,
    notes: g.notes,
    before: duration(percentile(before, 50), 2, 1),
    after: duration(percentile(after, 50), 2, 1),
  });
}
