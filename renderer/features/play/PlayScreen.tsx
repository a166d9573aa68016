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
import type { TableUi } from './actions/registry';
import { HeaderActions } from './panels/HeaderActions';
import { PlayTitle } from './panels/PlayTitle';
import { needsConsent, refusalOf, type Refusal } from './table/overrides';
import { OverrideOffer } from './panels/OverrideOffer';
import { useGameFile } from './session/useGameFile';
import { useTableNote } from './panels/useTableNote';
import { TurnPanel, cardMoves, type PhaseInfo } from './panels/TurnPanel';
import { GameLog } from './panels/GameLog';
import { CardZoom } from './panels/CardZoom';
import { HelpOverlay } from './panels/HelpOverlay';
import { NumberPrompt } from './panels/NumberPrompt';
import { Curtain } from './panels/Curtain';
import { PileBrowser } from './panels/PileBrowser';
import { OpeningsView } from './panels/OpeningsView';
import { ReplayBar } from './panels/ReplayBar';
import { ConcedeDialog } from './panels/ConcedeDialog';
import { RestartDialog } from './panels/RestartDialog';
import { db } from '../../db/db';
import { ComputerThinking } from './solo/ComputerThinking';
import { COMPUTER_SEAT } from './session/setup';
import { OnlinePlay } from '../online/OnlinePlay';
import './play.css';

/** The moves offered while replaying: none. */
const NO_MOVES: RulesIntent[] = [];

type Overlay =
  | { kind: 'help' }
  | { kind: 'number'; title: string; initial: number; min: number; resolve(n: number | null): void }
  | { kind: 'pile'; seat: Seat; zone: string; count: number | null }
  | { kind: 'openings' }
  | { kind: 'concede' }
  | { kind: 'restart' }
  | null;

export function PlayScreen() {
  const { t } = useTranslation(['play', 'games', 'solo']);
  const session = useGameSession();
  // Images attached since the game began show on its table too (issue #47).
  const view = useImageFaces(session.view);
  const [overlay, setOverlay] = useState<Overlay>(null);
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
  } = session;
  // Solo: the computer holds its moves while a replay is on screen; closing the replay
  // ("Continue from here" or "Back to the end") hands it its seat again.
  const replayOpen = !!replay;
  useEffect(() => pauseComputer(replayOpen), [replayOpen, pauseComputer]);
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
  const legal = useMemo(
    () => (replaying ? NO_MOVES : view ? withCopies(session.legal, view) : session.legal),
    [replaying, view, session.legal],
  );
  // Rules play makes overrides deliberate: a move by hand waits for the player's say-so (never on a strict table).
  const [offer, setOffer] = useState<{ refusal: Refusal; decide(made: boolean): void } | null>(null);
  const viewRef = useRef(view);
  const legalRef = useRef(legal);
  useEffect(() => {
    viewRef.current = view;
    legalRef.current = legal;
  });
  const rulesTable = !!session.choice?.rules;
  const strict = !!session.choice?.strict;
  const { check } = session;
  /** Resolves true once the move is made, false when it was refused or the player let it go. */
  const act = useMemo(() => {
    if (replaying) return async (): Promise<boolean> => (setReplay((r) => (r ? { ...r, refused: true } : r)), false);
    return async (intent: Parameters<typeof live>[0]): Promise<boolean> => {
      // A manual table takes every move as it comes; a function is given the freshest view in the queue.
      if (!rulesTable) return live(intent).then(() => true);
      const now = viewRef.current;
      const resolved = typeof intent === 'function' ? (now ? intent(now) : null) : intent;
      if (!resolved || !now) return false;
      if (!needsConsent(resolved, rulesTable)) return live(resolved).then(() => true);
      const refusal = await refusalOf(now, LAYOUTS[now.game], legalRef.current, resolved, check);
      const made = await new Promise<boolean>((decide) => setOffer({ refusal, decide }));
      setOffer(null);
      if (made) await live(resolved);
      return made;
    };
  }, [replaying, live, rulesTable, check]);
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
        setReplay({ back: end });
        await goTo(0);
      },
      [goTo],
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
      if (drop && was && now && now.savedId !== was.savedId && !was.choice.test) await db.games.delete(was.savedId);
    },
    [currentGame, restart],
  );
  const ui: TableUi = useMemo(
    () => ({
      askNumber,
      note: showNote,
      // One `look` intent per look or search: one log line, one undo step.
      peek: (seat, zone, count) => {
        void act({ type: 'look', seat, zone: `${seat}:${zone}`, count }).then(
          (made) => made && setOverlay({ kind: 'pile', seat, zone, count }),
        );
      },
      search: (seat, zone) => {
        void act({ type: 'look', seat, zone: `${seat}:${zone}` }).then(
          (made) => made && setOverlay({ kind: 'pile', seat, zone, count: null }),
        );
      },
      // The table itself starts attaching and offers a card's moves; the screen has no cards.
      beginAttach: () => undefined,
      chooseMove: () => undefined,
      passUntil: (kind) => {
        const seat = viewRef.current?.viewer;
        if (seat !== undefined) void setStop(seat, kind);
      },
      exportGame: () => void exportGame(),
      importGame: () => void importGame(),
      endGame: () => {
        setReplay(null);
        void close();
      },
      showHelp: () => setOverlay({ kind: 'help' }),
      concede: () => setOverlay({ kind: 'concede' }),
      showOpenings: () => setOverlay({ kind: 'openings' }),
      showReplay: () => setReplay({ back: cursorRef.current }),
      // A game in progress is dropped only once the player says so; an ended one deals again at once.
      restart: () => (viewRef.current?.over ? void dealAgain(false) : setOverlay({ kind: 'restart' })),
      undo: () => {
        keepCurtain();
        void undo();
      },
      redo: () => {
        keepCurtain();
        void redo();
      },
    }),
    [askNumber, showNote, act, dealAgain, undo, redo, keepCurtain, setStop, exportGame, importGame, close],
  );

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
  const logCard = useCallback((key: string) => view?.catalog[key] ?? printedByKey.get(key), [view, printedByKey]);
  const openingsSetup = useMemo(
    () => (choice && current ? toSetup(choice, current.cards, 0) : null),
    [choice, current],
  );
  const showCurtain = !!view && (session.awaiting !== null || curtainUp);
  const curtainSeat = (session.awaiting ?? view?.viewer ?? 0) as Seat;
  const { autoPass, stop, stepStops } = usePassingAids(session, showCurtain, replaying);
  // Replay shows the viewer's decision read only, ticked as it was answered at this step.
  const asking = replaying && view?.pending && view.pending.seat === view.viewer ? view.viewer : null;
  const [answered, setAnswered] = useState<{ step: number; seat: Seat; choice: string[] | null } | null>(null);
  useEffect(() => {
    if (asking === null) return;
    let current = true;
    void answerAt(cursor, asking).then((choice) => current && setAnswered({ step: cursor, seat: asking, choice }));
    return () => {
      current = false;
    };
  }, [asking, cursor, answerAt]);
  const replayedDecision = useMemo(
    () =>
      replaying
        ? {
            chosen: answered?.step === cursor && answered.seat === asking ? answered.choice : undefined,
            onContinue: () => setReplay(null),
          }
        : undefined,
    [replaying, answered, cursor, asking],
  );

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
              onContinue={() => setReplay(null)}
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
            {/* Refusals and passing words float over the table's top edge: they come and go
                without moving the table, Pass or the log under the pointer. */}
            <div className="pf-toasts">
              {replay?.refused && (
                <div className="pf-toast pf-note" role="status" data-testid="replay-refused">
                  {t('screen.replaying', { step: session.cursor })}
                </div>
              )}
              {offer && (
                <OverrideOffer
                  refusal={offer.refusal}
                  strict={strict}
                  onOverride={() => offer.decide(true)}
                  onCancel={() => offer.decide(false)}
                />
              )}
              {note && !replay && (
                <div className="pf-toast pf-note" role="status" data-testid="table-note">
                  {note}
                </div>
              )}
              {session.error && (
                <div className="pf-toast" role="alert">
                  {session.error}
                </div>
              )}
            </div>
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
                phases={phases[view.game] ?? []}
                legal={showCurtain ? [] : legal}
                act={act}
                veiled={showCurtain}
                autoPass={autoPass}
                stop={stop}
                stepStops={stepStops}
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
      {overlay?.kind === 'help' && layout && <HelpOverlay layout={layout} onClose={() => setOverlay(null)} />}
      {overlay?.kind === 'number' && (
        <NumberPrompt
          title={overlay.title}
          initial={overlay.initial}
          min={overlay.min}
          onDone={(n) => {
            setOverlay(null);
            overlay.resolve(n);
          }}
        />
      )}
      {overlay?.kind === 'pile' && view && (
        <PileBrowser
          view={view}
          seat={overlay.seat}
          zone={overlay.zone}
          count={overlay.count}
          act={act}
          onClose={() => setOverlay(null)}
        />
      )}
      {overlay?.kind === 'concede' && view && (
        <ConcedeDialog
          view={view}
          onClose={() => setOverlay(null)}
          onConcede={(seat) => {
            setOverlay(null);
            void act({ type: 'concede', seat });
          }}
        />
      )}
      {overlay?.kind === 'restart' && view && (
        <RestartDialog
          title={current?.title ?? ''}
          onClose={() => setOverlay(null)}
          onRestart={() => {
            setOverlay(null);
            void dealAgain(true);
          }}
        />
      )}
      {overlay?.kind === 'openings' && openingsSetup && (
        <OpeningsView setup={openingsSetup} onClose={() => setOverlay(null)} />
      )}
    </div>
  );
}
