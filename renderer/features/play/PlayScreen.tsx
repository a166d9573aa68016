/**
 * The Play place: the start screen, or the open game's table with its side panels,
 * dialogs, hotseat curtain and replay bar. Game state lives in the engine worker;
 * this screen shows views of it and sends intents.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedGame } from '../../db/db';
import { engine } from '../../engine/client';
import { cardKey } from '../../../engine/cards/model';
import type { Intent, RulesIntent, Seat } from '../../../engine/core/types';
import { usePassingAids } from './session/usePassingAids';
import { useGameSession } from './session/useGameSession';
import { toSetup, type GameChoice } from './session/setup';
import { StartPanel } from './start/StartPanel';
import { cardsFor, useOpeningTable } from './start/useOpeningTable';
import { TestTableBar } from './start/TestTableBar';
import { LAYOUTS } from './table/layouts';
import { zoneOf, type TableCard } from './table/model';
import { withCopies } from './table/ruleMoves';
import { PlayTable } from './table/PlayTable';
import { useImageFaces } from './table/useImageFaces';
import { Guarded } from '../../app/Guarded';
import { tableOutcome } from './table/outcome';
import { HeaderActions } from './panels/HeaderActions';
import { PlayTitle } from './panels/PlayTitle';
import { useGameFile } from './session/useGameFile';
import { useTableNote } from './panels/useTableNote';
import { TurnPanel, cardMoves, type PhaseInfo } from './panels/TurnPanel';
import { GameLog } from './panels/GameLog';
import { CardZoom } from './panels/CardZoom';
import { Curtain } from './panels/Curtain';
import { ReplayBar } from './panels/ReplayBar';
import { ComputerThinking } from './solo/ComputerThinking';
import { COMPUTER_SEAT } from './session/setup';
import { OnlinePlay } from '../online/OnlinePlay';
import { PlayOverlays, type Overlay } from './screen/PlayOverlays';
import { PlayToasts } from './screen/PlayToasts';
import { useTableAct } from './screen/useTableAct';
import { useTableUi } from './screen/useTableUi';
import { useReplayedDecision } from './screen/useReplayedDecision';
import './play.css';

/** The moves offered while replaying: none. */
const NO_MOVES: RulesIntent[] = [];
/** The phases before the game's layout is known: the same array each time, so the turn panel is not drawn again for it. */
const NO_PHASES: PhaseInfo[] = [];

export function PlayScreen() {
  const { t } = useTranslation(['play', 'games', 'solo']);
  const session = useGameSession();
  // Images attached since the game began show on its table too (issue #47).
  const view = useImageFaces(session.view);
  const [overlay, setOverlay] = useState<Overlay>(null);
  const closeOverlay = useCallback(() => setOverlay(null), []);
  const [hover, setHover] = useState<TableCard | null>(null);
  const [phases, setPhases] = useState<Record<string, PhaseInfo[]>>({});
  // `refused`: a move was tried while replaying (the table then says how to play on).
  const [replay, setReplay] = useState<{ back: number; refused?: boolean } | null>(null);
  const [curtainUp, setCurtainUp] = useState(false);
  const [mulliganed, setMulliganed] = useState(false);
  // Play → Online (renderer/features/online): its own forms and table while it is open.
  const [online, setOnline] = useState(false);

  const {
    resume,
    start: startSession,
    actMany,
    restart,
    undo,
    redo,
    cursor,
    current: currentGame,
    pauseComputer,
    setStop,
    exportFile,
    goTo,
    answerAt,
    close,
    drop: dropGame,
  } = session;
  // Solo: the computer holds its moves while a replay is on screen; closing the replay
  // ("Continue from here" or "Back to the end") hands it its seat again.
  // Only an opening or closing of the replay says so: `pauseComputer` is a new function whenever
  // the session's passing preferences change, and calling it again then with the replay not yet
  // drawn would hand the computer the first step of a replay just opened (its move cuts the rest away).
  const replayOpen = !!replay;
  const replayWasOpen = useRef(false);
  useEffect(() => {
    if (replayWasOpen.current === replayOpen) return;
    replayWasOpen.current = replayOpen;
    pauseComputer(replayOpen);
  }, [replayOpen, pauseComputer]);
  // A hotseat game reopens behind the curtain: whoever sits at the computer now need not be
  // the seat that was on screen when the game was left (or the app closed).
  const reopen = useCallback(
    async (record: SavedGame) => {
      setMulliganed(false);
      setReplay(null);
      // Only a hotseat game has a curtain: one left up by a hotseat game ended behind it goes.
      setCurtainUp(record.mode === 'hotseat');
      if (!(await resume(record))) setCurtainUp(false);
    },
    [resume],
  );
  // Latest values for callbacks that must stay stable (so the table doesn't re-render).
  const cursorRef = useRef(cursor);
  useEffect(() => {
    cursorRef.current = cursor;
  }, [cursor]);

  useEffect(() => {
    void engine()
      .games()
      .then((games) => setPhases(Object.fromEntries(games.map((g) => [g.id, g.layout.phases]))));
  }, []);

  useOpeningTable({ reopen, open: () => !!currentGame(), start: startSession });

  const start = useCallback(
    async (choice: GameChoice) => {
      setMulliganed(false);
      setReplay(null);
      // Hotseat starts behind the curtain: raised before the first view arrives, so no seat's hand
      // flashes up. Any other game starts without one, whatever the last game left.
      setCurtainUp(choice.mode === 'hotseat');
      const ok = await startSession(choice, await cardsFor(choice.game));
      if (!ok) setCurtainUp(false);
    },
    [startSession],
  );

  const layout = view ? LAYOUTS[view.game] : null;
  // Undo, redo and replay moves made while the curtain is up keep it up: the person at the
  // computer is still unknown, and stepping back usually hands the table to the other seat.
  const curtainShown = useRef(false);
  useEffect(() => {
    curtainShown.current = !!view && (session.awaiting !== null || curtainUp);
  });
  const keepCurtain = useCallback(() => {
    if (curtainShown.current) setCurtainUp(true);
  }, []);
  const askNumber = useCallback(
    (title: string, initial: number, min = 1) =>
      new Promise<number | null>((resolve) => setOverlay({ kind: 'number', title, initial, min, resolve })),
    [],
  );
  // While replaying, the table shows the past and takes no moves: one made there would drop
  // every later step unasked. "Continue from here" is the way to branch on purpose.
  const live = session.act;
  const replaying = !!replay;
  // Made afresh only when the moves or the cards on the table changed (the session keeps equal parts as they were).
  const zones = view?.zones;
  const legal = useMemo(
    () => (replaying ? NO_MOVES : zones ? withCopies(session.legal, { zones }) : session.legal),
    [replaying, zones, session.legal],
  );
  const viewRef = useRef(view);
  const legalRef = useRef(legal);
  useEffect(() => {
    viewRef.current = view;
    legalRef.current = legal;
  });
  const strict = !!session.choice?.strict;
  const refuseInReplay = useCallback(() => setReplay((r) => (r ? { ...r, refused: true } : r)), []);
  const { act, offer } = useTableAct({
    replaying,
    refuseInReplay,
    live,
    rules: !!session.choice?.rules,
    check: session.check,
    viewRef,
    legalRef,
  });
  // A passing word from the table (a drop made by hand although the card had rules moves, a game saved).
  const { note, showNote } = useTableNote();
  const { exportGame, importGame, fileError } = useGameFile({
    exportFile,
    open: useCallback(
      (record: SavedGame) => {
        setMulliganed(false);
        setCurtainUp(false);
        return resume(record);
      },
      [resume],
    ),
    replayFromStart: useCallback(
      async (end: number) => {
        // Paused before the jump, not by the effect after the next render: the computer must not
        // answer the first step of a replay (its move would cut the rest of the game away).
        pauseComputer(true);
        setReplay({ back: end });
        await goTo(0);
      },
      [goTo, pauseComputer],
    ),
    note: showNote,
  });
  /**
   * Deals afresh from the same decks. `drop`: the game in progress was given up (Restart,
   * confirmed), so it leaves "Resume a game" (issue #47); an ended game is kept as it was.
   */
  const dealAgain = useCallback(
    async (drop: boolean) => {
      setMulliganed(false);
      setReplay(null);
      const was = currentGame();
      // A fresh hotseat deal starts behind the curtain too: the player who pressed Restart may
      // be the one who must not see the new first hand.
      if (was?.choice.mode === 'hotseat') setCurtainUp(true);
      await restart();
      const now = currentGame();
      if (drop && was && now && now.savedId !== was.savedId && !was.choice.test) await dropGame(was.savedId);
    },
    [currentGame, restart, dropGame],
  );
  const ui = useTableUi({
    askNumber,
    showNote,
    act,
    showOverlay: setOverlay,
    passUntil: setStop,
    viewRef,
    cursorRef,
    exportGame,
    importGame,
    endGame: useCallback(() => {
      setReplay(null);
      void close();
    }, [close]),
    showReplay: useCallback(
      (back: number) => {
        pauseComputer(true);
        setReplay({ back });
      },
      [pauseComputer],
    ),
    dealAgain,
    undo,
    redo,
    keepCurtain,
  });

  const mulligan = useCallback(() => {
    if (!view || !layout) return;
    const seat = view.viewer;
    const hand = zoneOf(view, seat, 'hand');
    const deck = layout.zones.find((z) => z.library)!.zone;
    const intents: Intent[] = [
      ...hand.cards.map(
        (c) => ({ type: 'move', seat, card: c.id, to: `${seat}:${deck}`, position: 'bottom', faceUp: false }) as Intent,
      ),
      { type: 'shuffle', seat, zone: `${seat}:${deck}` },
      { type: 'draw', seat, count: hand.count },
    ];
    setMulliganed(true);
    void actMany(intents);
  }, [view, layout, actMany]);

  const outcome = useMemo(() => (view && layout ? tableOutcome(view, layout) : null), [view, layout]);
  const moves = useMemo(() => cardMoves(legal), [legal]);
  const choice = session.choice;
  const current = session.current();
  const hoverCard = hover?.cardKey ? view?.catalog[hover.cardKey] : undefined;
  // The log names only cards this seat saw; some have left its view since (a card shuffled back).
  const printedByKey = useMemo(() => new Map((current?.cards ?? []).map((c) => [cardKey(c), c])), [current?.cards]);
  const catalog = view?.catalog;
  const logCard = useCallback((key: string) => catalog?.[key] ?? printedByKey.get(key), [catalog, printedByKey]);
  const openingsSetup = useMemo(
    () => (choice && current ? toSetup(choice, current.cards, 0) : null),
    [choice, current],
  );
  const showCurtain = !!view && (session.awaiting !== null || curtainUp);
  const curtainSeat = (session.awaiting ?? view?.viewer ?? 0) as Seat;
  const { autoPass, stop, stepStops, kept } = usePassingAids(session, showCurtain, replaying);
  const endReplay = useCallback(() => setReplay(null), []);
  const replayedDecision = useReplayedDecision({ replaying, view, cursor, answerAt, onContinue: endReplay });

  return (
    <div className="screen pf-screen">
      <header className="screen-header">
        <h1>{t('screen.title')}</h1>
        {!view && !online && (
          <>
            <span className="spacer" />
            <button type="button" className="btn" data-testid="play-online" onClick={() => setOnline(true)}>
              {t('screen.online')}
            </button>
          </>
        )}
        {view && choice && (
          <>
            <PlayTitle game={view.game} choice={choice} />
            <span className="spacer" />
            {choice.mode === 'goldfish' && !choice.rules && view.turn === 1 && !mulliganed && (
              <button type="button" className="btn" onClick={mulligan}>
                {t('screen.mulligan')}
              </button>
            )}
            <HeaderActions
              view={view}
              layout={LAYOUTS[view.game]}
              act={act}
              ui={ui}
              rules={choice.rules}
              legal={showCurtain ? NO_MOVES : legal}
              replaying={replaying}
            />
          </>
        )}
      </header>
      {online && !view ? (
        <div className="screen-body pf-online">
          <OnlinePlay onBack={() => setOnline(false)} />
        </div>
      ) : !view || !layout ? (
        <div className="screen-body">
          <StartPanel
            onStart={start}
            onResume={(r) => void reopen(r)}
            onOpenFile={() => void importGame()}
            error={session.error ?? fileError}
          />
        </div>
      ) : (
        <div className="pf-body" data-testid="play-body" data-step={session.cursor}>
          {choice?.test && <TestTableBar test={choice.test} onLeave={() => session.close()} />}
          {replay && (
            <ReplayBar
              history={session.history}
              at={session.cursor}
              end={session.length}
              goTo={(n) => {
                keepCurtain();
                // The preview goes with the jump: its card may be elsewhere at that step, or gone,
                // and the pointer did not leave it (the slider moves by keys too).
                setHover(null);
                void session.goTo(n);
              }}
              onContinue={endReplay}
              onExit={() => {
                keepCurtain();
                setHover(null);
                void session.goTo(replay.back);
                setReplay(null);
              }}
            />
          )}
          {outcome && !replay && (
            <div className="pf-outcome" role="status" data-testid="outcome">
              <strong>{t('screen.gameOver')}</strong> {outcome.reason}
              <button type="button" className="btn" onClick={ui.restart}>
                {t('screen.playAgain')}
              </button>
            </div>
          )}
          {session.thinking && !replay && <ComputerThinking name={view.players[COMPUTER_SEAT] ?? t('solo:computer')} />}
          <div className="pf-layout">
            <PlayToasts
              replayRefused={replay?.refused ? session.cursor : null}
              offer={offer}
              strict={strict}
              note={replay ? null : note}
              error={session.error}
            />
            {showCurtain ? (
              <Curtain
                view={view}
                seat={curtainSeat}
                onContinue={() => {
                  setCurtainUp(false);
                  void session.reveal(curtainSeat);
                }}
              />
            ) : (
              <Guarded what={t('guard.table', { ns: 'common' })}>
                <PlayTable
                  view={view}
                  layout={layout}
                  act={act}
                  ui={ui}
                  onHover={setHover}
                  moves={moves}
                  legal={legal}
                  rules={choice?.rules ?? false}
                  replaying={replaying}
                  keysEnabled={!overlay && !replay && !offer}
                />
              </Guarded>
            )}
            {!showCurtain && <CardZoom card={hoverCard} cardId={hover?.id} view={view} onGone={setHover} />}
            <aside className="pf-side" data-zoom-beside>
              <TurnPanel
                view={view}
                phases={phases[view.game] ?? NO_PHASES}
                legal={showCurtain ? [] : legal}
                act={act}
                veiled={showCurtain}
                autoPass={autoPass}
                stop={stop}
                stepStops={stepStops}
                kept={kept}
                replay={replayedDecision}
                onHoverCard={setHover}
              />
              <GameLog
                lines={showCurtain ? [] : view.log}
                messages={view.logMessages}
                cards={view.logCards}
                cardOf={logCard}
              />
            </aside>
          </div>
        </div>
      )}
      <PlayOverlays
        overlay={overlay}
        close={closeOverlay}
        view={view}
        layout={layout}
        act={act}
        title={current?.title ?? ''}
        openings={openingsSetup}
        onRestart={() => void dealAgain(true)}
      />
    </div>
  );
}
