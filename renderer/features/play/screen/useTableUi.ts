/**
 * What the table and its header may ask of the Play screen (actions/registry.ts's `TableUi`):
 * a number, a note, a pile to browse, the help, the replay, a restart… One object for the
 * game's life, so the memoised table is not drawn again for it.
 */
import { useMemo, type RefObject } from 'react';
import type { StopKind } from '../../../../engine/table/passing';
import type { Intent, Seat } from '../../../../engine/core/types';
import type { TableUi } from '../actions/registry';
import type { TableView } from '../table/model';
import type { Overlay } from './PlayOverlays';

interface Options {
  askNumber: TableUi['askNumber'];
  showNote(text: string): void;
  /** The screen's move (useTableAct.ts): true once it is made. */
  act(intent: Intent): Promise<boolean>;
  showOverlay(overlay: Overlay): void;
  passUntil(seat: Seat, kind: StopKind | null): Promise<void>;
  viewRef: RefObject<TableView | null>;
  cursorRef: RefObject<number>;
  exportGame(): Promise<void>;
  importGame(): Promise<void>;
  endGame(): void;
  showReplay(back: number): void;
  dealAgain(drop: boolean): Promise<void>;
  undo(): Promise<void>;
  redo(): Promise<void>;
  /** Undo and redo behind the curtain keep it up (see PlayScreen). */
  keepCurtain(): void;
}

export function useTableUi(o: Options): TableUi {
  const { askNumber, showNote, act, showOverlay, passUntil, viewRef, cursorRef, exportGame, importGame } = o;
  const { endGame, showReplay, dealAgain, undo, redo, keepCurtain } = o;
  return useMemo(
    () => ({
      askNumber,
      note: showNote,
      // One `look` intent per look or search: one log line, one undo step.
      peek: (seat, zone, count) => {
        void act({ type: 'look', seat, zone: `${seat}:${zone}`, count }).then(
          (made) => made && showOverlay({ kind: 'pile', seat, zone, count }),
        );
      },
      search: (seat, zone) => {
        void act({ type: 'look', seat, zone: `${seat}:${zone}` }).then(
          (made) => made && showOverlay({ kind: 'pile', seat, zone, count: null }),
        );
      },
      // The table itself starts attaching and offers a card's moves; the screen has no cards.
      beginAttach: () => undefined,
      chooseMove: () => undefined,
      passUntil: (kind) => {
        const seat = viewRef.current?.viewer;
        if (seat !== undefined) void passUntil(seat, kind);
      },
      exportGame: () => void exportGame(),
      importGame: () => void importGame(),
      endGame,
      showHelp: () => showOverlay({ kind: 'help' }),
      concede: () => showOverlay({ kind: 'concede' }),
      showOpenings: () => showOverlay({ kind: 'openings' }),
      showReplay: () => showReplay(cursorRef.current),
      // A game in progress is dropped only once the player says so; an ended one deals again at once.
      restart: () => (viewRef.current?.over ? void dealAgain(false) : showOverlay({ kind: 'restart' })),
      undo: () => {
        keepCurtain();
        void undo();
      },
      redo: () => {
        keepCurtain();
        void redo();
      },
    }),
    [
      askNumber,
      showNote,
      act,
      showOverlay,
      passUntil,
      viewRef,
      cursorRef,
      exportGame,
      importGame,
      endGame,
      showReplay,
      dealAgain,
      undo,
      redo,
      keepCurtain,
    ],
  );
}
