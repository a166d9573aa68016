/**
 * The open game, driven through the engine worker: start, act, undo/redo, replay
 * positions, autosave to `db.games` after every change, and reopening on launch.
 * Hotseat shows one seat at a time; `awaiting` names the seat the curtain waits for.
 * Solo: the computer plays seat 2 in the worker whenever the game waits for it (never while
 * a replay is on screen); undo and redo step over its moves to the player's own decisions.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { engine } from '../../../engine/client';
import { db, type SavedGame as SavedGameRecord } from '../../../db/db';
import type { HistoryEntry, SavedGame } from '../../../../engine/core/session';
import { isRuleError, type Intent, type RuleError, type RulesIntent, type Seat } from '../../../../engine/core/types';
import type { Card } from '../../../../engine/cards/model';
import { adaptView } from './adapt';
import { COMPUTER_SEAT, newSeed, toSetup, type GameChoice } from './setup';
import { gameTitle } from './title';
import { loadAutoPass, saveAutoPass, seatToAct, type AutoPassSeats } from './autoPass';
import { autoMove, liveStops, stopAt, type SeatStops, type StopKind } from './stops';
import { loadStepStops, NO_STEP_STOPS, saveStepStops, toggled, type SeatStepStops } from './stepStops';
import type { TableView } from '../table/model';
import { ruleErrorWords } from '../../../i18n/hooks';
import { toGameFile, type GameFile } from './gameFile';

export const OPEN_GAME_SETTING = 'play:open';

/** Passes made for seats in a row before the table is shown anyway (a turn is about 20). */
const AUTO_PASS_LIMIT = 200;

interface Open {
  gameId: string;
  savedId: string;
  choice: GameChoice;
  cards: Card[];
  createdAt: number;
}

export interface SessionState {
  view: TableView | null;
  history: HistoryEntry[];
  legal: RulesIntent[];
  cursor: number;
  length: number;
  /** Hotseat: the seat whose turn or decision it is, when the table shows the other one. */
  awaiting: Seat | null;
  /** Solo: the computer is choosing its move. */
  thinking: boolean;
  error: string | null;
  choice: GameChoice | null;
}

const EMPTY: SessionState = {
  view: null,
  history: [],
  legal: [],
  cursor: 0,
  length: 0,
  awaiting: null,
  thinking: false,
  error: null,
  choice: null,
};

function uid(): string {
  return crypto.randomUUID();
}

/** A refused move as the status line shows it: why, then the rule in brackets. */
function refusalLine(error: RuleError): string {
  const { text, rule } = ruleErrorWords(error);
  return rule ? `${text} (${rule})` : text;
}

export function useGameSession() {
  const open = useRef<Open | null>(null);
  const shown = useRef<Seat>(0);
  const [state, setState] = useState<SessionState>(EMPTY);
  const [autoPass, setAutoPassSeats] = useState<AutoPassSeats>([false, false]);
  const autoPassRef = useRef<AutoPassSeats>([false, false]);
  // Stops belong to the open game and its moment: set by a click, cleared once reached.
  const stopsRef = useRef<SeatStops>([null, null]);
  const [stops, setStops] = useState<SeatStops>([null, null]);
  // Step stops are the players' standing choice for the game being played, kept in settings.
  const stepStopsRef = useRef<SeatStepStops>(NO_STEP_STOPS);
  const [stepStops, setStepStopsState] = useState<SeatStepStops>(NO_STEP_STOPS);
  useEffect(() => {
    void loadAutoPass().then((seats) => {
      autoPassRef.current = seats;
      setAutoPassSeats(seats);
    });
  }, []);
  // Intents run one after another against the freshest view, so quick key presses
  // (three "+1"s in a row) each see the result of the one before.
  const latest = useRef<TableView | null>(null);
  /** Passes the table made by itself (auto-pass and stops) since the game opened: the click counts in docs/playtester.md. */
  const passed = useRef(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  // Refreshes overlap (a curtain click's reveal runs beside a queued move): only the latest
  // one started may draw, else an older view could land last and take the curtain down.
  const generation = useRef(0);
  /**
   * Counts the games ended with End game. A start, restart or resume still waiting for the
   * worker (it may be thinking for the computer) when the player ends the game must not bring
   * a table back over the start screen: `begin` drops a game created before the last close.
   */
  const closings = useRef(0);
  /** Solo: the computer waits while a replay is on screen. */
  const computerPaused = useRef(false);

  /**
   * `auto`: seats that opted in may pass by themselves first (not after undo, redo or a
   * replay jump, which would otherwise replay the pass the player just took back).
   */
  const refresh = useCallback(async function draw(
    message: string | null = null,
    auto = true,
    passes = 0,
    think = true,
  ): Promise<void> {
    const o = open.current;
    if (!o) return;
    const ticket = ++generation.current;
    const api = engine();
    const seat = shown.current;
    const hotseat = o.choice.mode === 'hotseat';
    const solo = o.choice.mode === 'solo' && o.choice.rules;
    const other = (1 - seat) as Seat;
    const [raw, history, mine, theirs] = await Promise.all([
      api.view(o.gameId, seat),
      api.history(o.gameId, seat),
      api.legalIntents(o.gameId, seat) as Promise<RulesIntent[]>,
      hotseat || solo
        ? (api.legalIntents(o.gameId, other) as Promise<RulesIntent[]>)
        : Promise.resolve([] as RulesIntent[]),
    ]);
    // The curtain waits for the seat the game waits for.
    const due = seatToAct(raw, o.choice.rules, seat, mine, theirs);
    const live = liveStops(stopsRef.current, raw.turn);
    if (live[0] !== stopsRef.current[0] || live[1] !== stopsRef.current[1]) {
      stopsRef.current = live;
      setStops(live);
    }
    // The pass is sent for the seat without drawing its view: nothing of its hand reaches the page.
    // Solo: only the player's own seat passes by itself; the computer makes its own passes.
    const seats: AutoPassSeats = solo ? [autoPassRef.current[0], false] : autoPassRef.current;
    const pass =
      auto && passes < AUTO_PASS_LIMIT && o.choice.rules
        ? autoMove({
            over: raw.winner !== null,
            pending: raw.pending,
            due,
            legal: due === seat ? mine : theirs,
            turn: raw.turn,
            autoPass: seats,
            stops: live,
            stepStops: stepStopsRef.current[due],
          })
        : null;
    if (
      pass &&
      ticket === generation.current &&
      open.current === o &&
      !isRuleError(await api.dispatch(o.gameId, pass))
    ) {
      passed.current += 1;
      return draw(message, true, passes + 1);
    }
    const awaiting = hotseat && raw.winner === null && due !== seat ? due : null;
    const legal = awaiting === null ? mine : [];
    if (ticket !== generation.current || open.current !== o) return;
    const current = history.filter((h) => !h.undone);
    const cursor = current.length ? current[current.length - 1].step : 0;
    const view = adaptView(raw, {
      mode: o.choice.mode,
      log: current.flatMap((h) => h.lines),
      logCards: current.flatMap((h) => h.cards),
      logMessages: current.flatMap((h) => h.messages ?? h.lines.map(() => null)),
      canUndo: cursor > 0,
      canRedo: history.some((h) => h.undone),
      // A rules goldfish goal is the dummy's pile (the engine's kill clock), not a tally kept by hand.
      goal: o.choice.rules ? undefined : o.choice.goal,
    });
    latest.current = view;
    const computerDue =
      solo && raw.winner === null && due === COMPUTER_SEAT && theirs.length > 0 && !computerPaused.current;
    const thinking = computerDue && think;
    setState({
      view,
      history,
      legal,
      cursor,
      length: history.length ? history[history.length - 1].step : 0,
      awaiting,
      thinking,
      error: message,
      choice: o.choice,
    });
    if (thinking) {
      // Queued like a player's move, so nothing else reaches the worker while it thinks.
      const move = async () => {
        if (open.current !== o || computerPaused.current) return;
        const ai = o.choice.ai ?? { level: 'normal', sharedLists: true };
        const r = await api.aiMove(o.gameId, COMPUTER_SEAT, ai.level, {
          thinkMs: ai.thinkMs,
          sharedLists: ai.sharedLists,
        });
        if (open.current !== o) return;
        // A refusal is shown and the computer waits (a retry would only be refused again).
        await draw(r && isRuleError(r) ? ruleErrorWords(r).text : null, true, 0, !(r && isRuleError(r)));
      };
      queue.current = queue.current.then(move, move);
    }
    // A test table (from the script editor) plays a draft: nothing of it is kept.
    if (o.choice.test) return;
    const save: SavedGame = await api.save(o.gameId);
    const record: SavedGameRecord = {
      id: o.savedId,
      game: o.choice.game,
      mode: o.choice.mode,
      title: gameTitle(o.choice),
      createdAt: o.createdAt,
      updatedAt: Date.now(),
      finished: raw.winner !== null,
      save: { engine: save, choice: o.choice },
    };
    await db.games.put(record);
  }, []);

  const begin = useCallback(
    async (o: Omit<Open, 'gameId'>, created: { gameId: string } | RuleError, asked: number) => {
      const stepStops = isRuleError(created) ? NO_STEP_STOPS : await loadStepStops(o.choice.game);
      // Checked after the last wait and before the table is taken: nothing can end it in between.
      if (asked !== closings.current) {
        if (!isRuleError(created)) await engine().closeGame(created.gameId);
        return false;
      }
      if (isRuleError(created)) {
        setState((s) => ({ ...s, error: created.error }));
        return false;
      }
      const before = open.current;
      open.current = { ...o, gameId: created.gameId };
      // The game to reopen when the app starts again: written here, as the game is opened, and
      // never by a move, whose save may still be on its way when End game removes it (the
      // ended game then came back at the next start). A test table keeps the one before it.
      if (!o.choice.test) void db.settings.put({ key: OPEN_GAME_SETTING, value: o.savedId });
      stopsRef.current = [null, null];
      setStops([null, null]);
      stepStopsRef.current = stepStops;
      setStepStopsState(stepStops);
      if (before) void engine().closeGame(before.gameId);
      shown.current = 0;
      await refresh();
      return true;
    },
    [refresh],
  );

  const start = useCallback(
    async (choice: GameChoice, cards: Card[]) => {
      const asked = closings.current;
      const created = await engine().createGame(toSetup(choice, cards, choice.seed ?? newSeed()));
      return begin({ savedId: uid(), choice, cards, createdAt: Date.now() }, created, asked);
    },
    [begin],
  );

  const resume = useCallback(
    async (record: SavedGameRecord) => {
      const payload = record.save as { engine: SavedGame; choice: GameChoice };
      const asked = closings.current;
      const created = await engine().loadGame(payload.engine);
      return begin(
        { savedId: record.id, choice: payload.choice, cards: payload.engine.setup.cards, createdAt: record.createdAt },
        created,
        asked,
      );
    },
    [begin],
  );

  const act = useCallback(
    (intent: Intent | ((view: TableView) => Intent | null)) => {
      const run = async () => {
        const o = open.current;
        const resolved = typeof intent === 'function' ? (latest.current ? intent(latest.current) : null) : intent;
        if (!o || !resolved) return;
        const result = await engine().dispatch(o.gameId, resolved);
        await refresh(isRuleError(result) ? refusalLine(result) : null);
      };
      const next = queue.current.then(run, run);
      queue.current = next;
      return next;
    },
    [refresh],
  );

  /** Several intents, one refresh (revealing a whole pile to its owner for a search). */
  const actMany = useCallback(
    async (intents: Intent[]) => {
      const o = open.current;
      if (!o) return;
      let message: string | null = null;
      for (const intent of intents) {
        const result = await engine().dispatch(o.gameId, intent);
        if (isRuleError(result)) {
          message = ruleErrorWords(result).text;
          break;
        }
      }
      await refresh(message);
    },
    [refresh],
  );

  const move = useCallback(
    (how: 'undo' | 'redo' | number) => () => {
      const run = async () => {
        const o = open.current;
        if (!o) return;
        const api = engine();
        // Solo: undo and redo pass over the computer's moves, to where the player decides again.
        const computerDue = async () =>
          o.choice.mode === 'solo' && (await api.legalIntents(o.gameId, COMPUTER_SEAT)).length > 0;
        if (how === 'undo') {
          let at = await api.undo(o.gameId);
          while (at.cursor > 0 && (await computerDue())) at = await api.undo(o.gameId);
        } else if (how === 'redo') {
          let at = await api.redo(o.gameId);
          while (at.cursor < at.length && (await computerDue())) at = await api.redo(o.gameId);
        } else await api.goTo(o.gameId, how);
        await refresh(null, false);
      };
      const next = queue.current.then(run, run);
      queue.current = next;
      return next;
    },
    [refresh],
  );

  const restart = useCallback(async () => {
    const o = open.current;
    // A restart deals afresh: a seed chosen on the start screen served the first deal only.
    if (o) await start({ ...o.choice, seed: undefined }, o.cards);
  }, [start]);

  const reveal = useCallback(
    async (seat: Seat) => {
      shown.current = seat;
      await refresh();
    },
    [refresh],
  );

  const close = useCallback(async () => {
    const o = open.current;
    closings.current += 1;
    open.current = null;
    setState(EMPTY);
    // Leaving a test table keeps the game that was open before it, to reopen next time.
    if (!o?.choice.test) await db.settings.delete(OPEN_GAME_SETTING);
    if (o) await engine().closeGame(o.gameId);
  }, []);

  /** The open game as a file (docs/game-file.md). */
  const exportFile = useCallback(async (): Promise<GameFile | null> => {
    const o = open.current;
    if (!o) return null;
    return toGameFile(gameTitle(o.choice), o.choice, await engine().save(o.gameId));
  }, []);
  /**
   * Replay: what `seat` answered to the decision standing at `step` (the recorded move after it),
   * or null when the next move is not that seat's answer (the game ends there, or moved on otherwise).
   */
  const answerAt = useCallback(async (step: number, seat: Seat): Promise<string[] | null> => {
    const o = open.current;
    if (!o) return null;
    const next = (await engine().save(o.gameId)).intents[step];
    return next?.type === 'answer' && next.seat === seat && Array.isArray(next.choice) ? next.choice.map(String) : null;
  }, []);
  /** Asks the engine whether the rules allow an intent now, without making it. */
  const check = useCallback(async (intent: Intent): Promise<RuleError | null> => {
    const o = open.current;
    return o ? engine().check(o.gameId, intent) : null;
  }, []);
  /** Solo: hold the computer while a replay is on screen; letting go hands it its seat again. */
  const pauseComputer = useCallback(
    (paused: boolean) => {
      const was = computerPaused.current;
      computerPaused.current = paused;
      if (was && !paused && open.current?.choice.mode === 'solo') {
        const run = () => refresh(null, false);
        queue.current = queue.current.then(run, run);
      }
    },
    [refresh],
  );

  const undo = useCallback(() => move('undo')(), [move]);
  const redo = useCallback(() => move('redo')(), [move]);
  const goTo = useCallback((step: number) => move(step)(), [move]);
  const current = useCallback(() => open.current, []);
  /** Passes for `seat` until the game reaches the stop (a click on "Pass until end of turn"…); null clears it. */
  const setStop = useCallback(
    (seat: Seat, kind: StopKind | null) => {
      const now = latest.current;
      const next: SeatStops = [...stopsRef.current];
      next[seat] = kind && now ? stopAt(kind, { number: now.turn, phase: now.phase }) : null;
      stopsRef.current = next;
      setStops(next);
      if (!kind) return Promise.resolve();
      const run = () => refresh();
      const queued = queue.current.then(run, run);
      queue.current = queued;
      return queued;
    },
    [refresh],
  );
  /** Marks a step where auto-pass still hands `seat` the table (or unmarks it), for this game from now on. */
  const setStepStop = useCallback((seat: Seat, step: string, on: boolean) => {
    const game = open.current?.choice.game;
    if (!game) return;
    const next = toggled(stepStopsRef.current, seat, step, on);
    stepStopsRef.current = next;
    setStepStopsState(next);
    void saveStepStops(game, next);
  }, []);
  const setAutoPass = useCallback((seat: Seat, on: boolean) => {
    const seats: AutoPassSeats = seat === 0 ? [on, autoPassRef.current[1]] : [autoPassRef.current[0], on];
    autoPassRef.current = seats;
    setAutoPassSeats(seats);
    void saveAutoPass(seats);
  }, []);

  useEffect(
    () => () => {
      const o = open.current;
      if (o) void engine().closeGame(o.gameId);
    },
    [],
  );

  return {
    ...state,
    autoPass,
    setAutoPass,
    stops,
    setStop,
    stepStops,
    setStepStop,
    passed,
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
  };
}
