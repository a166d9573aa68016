/**
 * The open game, driven through the engine worker: start, act, undo/redo, replay positions,
 * autosave to `db.games` after every change (once it is on screen: useAutosave.ts), and
 * reopening on launch. Each request is one
 * round trip (`engine().table`): the worker makes the move, passes for the seats that asked it
 * to, and answers with everything the table draws; `reduce` (sessionState.ts) turns the answer
 * into the screen's state, the saved game kept by appending the reply's new moves. Hotseat shows
 * one seat at a time (useCurtain.ts); `awaiting` names the seat the curtain waits for. Solo: the
 * computer plays seat 2 in the worker whenever the game waits for it (useComputerTurn.ts); undo
 * and redo step over its moves to the player's own decisions.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { engine } from '../../../engine/client';
import { db, type SavedGame as SavedGameRecord } from '../../../db/db';
import type { SavedGame } from '../../../../engine/core/session';
import { isRuleError, type Intent, type RuleError, type Seat } from '../../../../engine/core/types';
import type { TableAction, TableReply } from '../../../../engine/api';
import type { Card } from '../../../../engine/cards/model';
import { stopAt, type SeatStops, type StopKind } from '../../../../engine/table/passing';
import { COMPUTER_SEAT, newSeed, toSetup, type GameChoice } from './setup';
import { useComputerTurn } from './useComputerTurn';
import { useCurtain } from './useCurtain';
import { gameTitle } from './title';
import type { TableView } from '../table/model';
import { ruleErrorWords } from '../../../i18n/hooks';
import { toGameFile, type GameFile } from './gameFile';
import { EMPTY, held, reduce, type SessionEvent, type SessionState } from './sessionState';
import type { OpenGame } from './savedRecord';
import { useAutosave } from './useAutosave';
import { i18n } from '../../../i18n';
import { usePassingPrefs } from './usePassingPrefs';

export const OPEN_GAME_SETTING = 'play:open';
export type { SessionState } from './sessionState';

function uid(): string {
  return crypto.randomUUID();
}

/** A refused move as the status line shows it: why, then the rule in brackets. */
function refusalLine(error: RuleError): string {
  const { text, rule } = ruleErrorWords(error);
  return rule ? `${text} (${rule})` : text;
}

/** How a request was made, for what its reply shows. */
interface Asked {
  /** Passes the seats may make by themselves first (not after undo, redo or a replay jump). */
  auto: boolean;
  /** The line a refusal shows: the rule in brackets (a player's move) or the reason alone. */
  refusal: (error: RuleError) => string;
}

const PLAYER: Asked = { auto: true, refusal: refusalLine };
const JUMP: Asked = { auto: false, refusal: refusalLine };
const COMPUTER: Asked = { auto: true, refusal: (e) => ruleErrorWords(e).text };

export function useGameSession() {
  const open = useRef<OpenGame | null>(null);
  // The state is kept beside React's copy so the next request reads what the last reply made.
  const store = useRef<SessionState>(EMPTY);
  const [state, setState] = useState<SessionState>(EMPTY);
  const apply = useCallback((event: SessionEvent) => {
    store.current = reduce(store.current, event);
    setState(store.current);
  }, []);
  const { save: saveLater, drop: dropSaved } = useAutosave((error) =>
    apply({
      type: 'failed',
      error: i18n.t('play:screen.saveFailed', { reason: String((error as Error)?.message ?? error) }),
    }),
  );
  const prefs = usePassingPrefs();
  const { current: passingPrefs, openGame: openPrefs } = prefs;
  // Requests run one after another against the freshest state, so quick key presses
  // (three "+1"s in a row) each see the result of the one before.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const enqueue = useCallback((run: () => Promise<void>) => {
    const next = queue.current.then(run, run);
    queue.current = next;
    return next;
  }, []);
  /**
   * Counts the games ended with End game. A start, restart or resume still waiting for the
   * worker (it may be thinking for the computer) when the player ends the game must not bring
   * a table back over the start screen: `begin` drops a game created before the last close.
   */
  const closings = useRef(0);
  const current = useCallback(() => open.current, []);
  const computer = useComputerTurn(enqueue, current);
  const curtain = useCurtain(enqueue);

  /** One round trip: the action, the passes it allows, the reply drawn, the game saved. */
  const request = useCallback(
    async function ask(action: TableAction, asked: Asked): Promise<void> {
      const o = open.current;
      if (!o) return;
      const seat = curtain.seat();
      const now = store.current;
      const prefs = passingPrefs();
      const solo = o.choice.mode === 'solo';
      const reply: TableReply = await engine().table(o.gameId, action, {
        seat,
        bothSeats: o.choice.mode !== 'goldfish',
        passing: {
          // Solo: only the player's own seat passes by itself; the computer makes its own passes.
          autoPass: solo ? [prefs.autoPass[0], false] : prefs.autoPass,
          stops: now.stops,
          stepStops: [[...prefs.stepStops[0]], [...prefs.stepStops[1]]],
        },
        pass: asked.auto,
        held: held(now),
        // A test table (from the script editor) plays a draft: nothing of it is kept.
        save: !o.choice.test,
      });
      if (open.current !== o) return;
      apply({
        type: 'reply',
        gameId: o.gameId,
        seat,
        reply,
        error: reply.refused ? asked.refusal(reply.refused) : null,
        // A refused computer move is shown and the computer waits (a retry would only be refused again).
        computerMay: !computer.isPaused() && !(action.kind === 'ai' && reply.refused),
      });
      if (store.current.thinking) computer.take(o, (move) => ask(move, COMPUTER));
      // Written after the frame that shows the move (useAutosave.ts), not on the way to it.
      const saved = store.current.saved;
      if (reply.saved && saved) saveLater(o, saved, reply.view.winner !== null);
    },
    [apply, computer, curtain, passingPrefs, saveLater],
  );

  const begin = useCallback(
    async (o: Omit<OpenGame, 'gameId'>, created: { gameId: string } | RuleError, asked: number) => {
      const ready = await openPrefs(isRuleError(created) ? null : o.choice.game);
      // Checked after the last wait and before the table is taken: nothing can end it in between.
      if (asked !== closings.current) {
        if (!isRuleError(created)) await engine().closeGame(created.gameId);
        return false;
      }
      if (isRuleError(created)) {
        apply({ type: 'failed', error: created.error });
        return false;
      }
      const before = open.current;
      open.current = { ...o, gameId: created.gameId };
      // The game to reopen when the app starts again: written here, as the game is opened, and
      // never by a move, whose save may still be on its way when End game removes it (the
      // ended game then came back at the next start). A test table keeps the one before it.
      if (!o.choice.test) void db.settings.put({ key: OPEN_GAME_SETTING, value: o.savedId });
      ready();
      apply({ type: 'opened', gameId: created.gameId, choice: o.choice });
      if (before) void engine().closeGame(before.gameId);
      curtain.reset();
      await request({ kind: 'look' }, PLAYER);
      return true;
    },
    [apply, curtain, openPrefs, request],
  );

  const start = useCallback(
    async (choice: GameChoice, cards: Card[]) => {
      const asked = closings.current;
      const created = await engine().createGame(toSetup(choice, cards, choice.seed ?? newSeed()));
      return begin({ savedId: uid(), choice, cards, createdAt: Date.now(), title: gameTitle(choice) }, created, asked);
    },
    [begin],
  );

  const resume = useCallback(
    async (record: SavedGameRecord) => {
      const payload = record.save as { engine: SavedGame; choice: GameChoice };
      const asked = closings.current;
      const created = await engine().loadGame(payload.engine);
      return begin(
        {
          savedId: record.id,
          choice: payload.choice,
          cards: payload.engine.setup.cards,
          createdAt: record.createdAt,
          title: record.title || gameTitle(payload.choice),
        },
        created,
        asked,
      );
    },
    [begin],
  );

  const act = useCallback(
    (intent: Intent | ((view: TableView) => Intent | null)) =>
      enqueue(async () => {
        const now = store.current.view;
        const resolved = typeof intent === 'function' ? (now ? intent(now) : null) : intent;
        if (resolved) await request({ kind: 'intent', intent: resolved }, PLAYER);
      }),
    [enqueue, request],
  );

  /** Several intents, one reply (revealing a whole pile to its owner for a search). */
  const actMany = useCallback(
    (intents: Intent[]) => enqueue(() => request({ kind: 'intents', intents }, COMPUTER)),
    [enqueue, request],
  );

  // Solo: undo and redo pass over the computer's moves, to where the player decides again.
  const over = () => (open.current?.choice.mode === 'solo' ? COMPUTER_SEAT : undefined);
  const undo = useCallback(() => enqueue(() => request({ kind: 'undo', over: over() }, JUMP)), [enqueue, request]);
  const redo = useCallback(() => enqueue(() => request({ kind: 'redo', over: over() }, JUMP)), [enqueue, request]);
  const goTo = useCallback((step: number) => enqueue(() => request({ kind: 'goTo', step }, JUMP)), [enqueue, request]);

  const restart = useCallback(async () => {
    const o = open.current;
    // A restart deals afresh: a seed chosen on the start screen served the first deal only.
    if (o) await start({ ...o.choice, seed: undefined }, o.cards);
  }, [start]);

  const reveal = useCallback(
    (seat: Seat) => curtain.reveal(seat, () => request({ kind: 'look' }, PLAYER)),
    [curtain, request],
  );

  const close = useCallback(async () => {
    const o = open.current;
    closings.current += 1;
    open.current = null;
    apply({ type: 'closed' });
    // Leaving a test table keeps the game that was open before it, to reopen next time.
    if (!o?.choice.test) await db.settings.delete(OPEN_GAME_SETTING);
    if (o) await engine().closeGame(o.gameId);
  }, [apply]);

  /** The game as saved: the table's own copy, or the worker's for a test table (which keeps none). */
  const savedGame = useCallback(
    async (o: OpenGame): Promise<SavedGame> => store.current.saved ?? engine().save(o.gameId),
    [],
  );
  /** The open game as a file (docs/game-file.md). */
  const exportFile = useCallback(async (): Promise<GameFile | null> => {
    const o = open.current;
    if (!o) return null;
    return toGameFile(o.title, o.choice, await savedGame(o));
  }, [savedGame]);
  /**
   * Replay: what `seat` answered to the decision standing at `step` (the recorded move after it),
   * or null when the next move is not that seat's answer (the game ends there, or moved on otherwise).
   */
  const answerAt = useCallback(
    async (step: number, seat: Seat): Promise<string[] | null> => {
      const o = open.current;
      if (!o) return null;
      const next = (await savedGame(o)).intents[step];
      return next?.type === 'answer' && next.seat === seat && Array.isArray(next.choice)
        ? next.choice.map(String)
        : null;
    },
    [savedGame],
  );
  /** Asks the engine whether the rules allow an intent now, without making it. */
  const check = useCallback(async (intent: Intent): Promise<RuleError | null> => {
    const o = open.current;
    return o ? engine().check(o.gameId, intent) : null;
  }, []);
  /** Solo: hold the computer while a replay is on screen; letting go hands it its seat again. */
  const pauseComputer = useCallback(
    (paused: boolean) => computer.pause(paused, () => request({ kind: 'look' }, JUMP)),
    [computer, request],
  );

  /** Passes for `seat` until the game reaches the stop (a click on "Pass until end of turn"…); null clears it. */
  const setStop = useCallback(
    (seat: Seat, kind: StopKind | null) => {
      const now = store.current.view;
      const stops: SeatStops = [...store.current.stops];
      stops[seat] = kind && now ? stopAt(kind, { number: now.turn, phase: now.phase }) : null;
      apply({ type: 'stops', stops });
      return kind ? enqueue(() => request({ kind: 'look' }, PLAYER)) : Promise.resolve();
    },
    [apply, enqueue, request],
  );

  useEffect(
    () => () => {
      const o = open.current;
      if (o) void engine().closeGame(o.gameId);
    },
    [],
  );

  const { autoPass, setAutoPass, stepStops, setStepStop } = prefs;
  const actions = useMemo(
    () => ({
      setAutoPass,
      setStop,
      setStepStop,
      start,
      resume,
      act,
      actMany,
      restart,
      reveal,
      close,
      undo,
      redo,
      goTo,
      current,
      exportFile,
      answerAt,
      check,
      pauseComputer,
      drop: dropSaved,
    }),
    [
      setAutoPass,
      setStop,
      setStepStop,
      start,
      resume,
      act,
      actMany,
      restart,
      reveal,
      close,
      undo,
      redo,
      goTo,
      current,
      exportFile,
      answerAt,
      check,
      pauseComputer,
      dropSaved,
    ],
  );
  // One object per change of the game, not per render: the screen's memos may depend on it.
  return useMemo(() => ({ ...state, autoPass, stepStops, ...actions }), [state, autoPass, stepStops, actions]);
}
