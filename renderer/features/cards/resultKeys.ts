/**
 * Keyboard browsing of the results, as an ARIA grid with one tab stop (roving
 * tabindex): arrows, Home/End and Page keys move the selection, Enter opens it.
 */
import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { cardKey, type Card } from '../../../engine/cards/model';

/** Where an arrow, Home/End or Page key moves from `at` in a grid of `columns` columns. */
export function moveInGrid(
  key: string,
  at: number,
  count: number,
  columns: number,
  pageRows: number,
  ctrl: boolean,
): number | undefined {
  const rowStart = at - (at % columns);
  const to = (() => {
    switch (key) {
      case 'ArrowLeft':
        return at - 1;
      case 'ArrowRight':
        return at + 1;
      case 'ArrowUp':
        return at - columns;
      case 'ArrowDown':
        return at + columns;
      case 'PageUp':
        return at - columns * pageRows;
      case 'PageDown':
        return at + columns * pageRows;
      case 'Home':
        return ctrl ? 0 : rowStart;
      case 'End':
        return ctrl ? count - 1 : Math.min(count - 1, rowStart + columns - 1);
      default:
        return undefined;
    }
  })();
  if (to === undefined || count === 0) return undefined;
  // Up/down past the ends stay in the same column instead of wrapping.
  if (to < 0) return key === 'ArrowUp' || key === 'ArrowLeft' ? at : 0;
  if (to >= count) return key === 'ArrowDown' || key === 'ArrowRight' ? at : count - 1;
  return to;
}

interface Keyboard {
  cards: Card[];
  selected?: string;
  columns: number;
  pageRows: number;
  onSelect: (card: Card) => void;
  onOpen: (card: Card) => void;
  /** Brings the item at a position on screen (the list is virtualised). */
  reveal: (index: number) => void;
  scrollRef: RefObject<HTMLDivElement | null>;
}

/** Focuses the item at `index` once the virtualiser has rendered it (a few frames at most). */
function focusWhenRendered(scrollRef: RefObject<HTMLDivElement | null>, index: number, framesLeft = 20) {
  requestAnimationFrame(() => {
    const el = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    if (el) el.focus({ preventScroll: true });
    else if (framesLeft > 0) focusWhenRendered(scrollRef, index, framesLeft - 1);
  });
}

/** Roving focus for the grid and the list: one tab stop, arrows move the selection. */
export function useResultKeys({ cards, selected, columns, pageRows, onSelect, onOpen, reveal, scrollRef }: Keyboard) {
  const active = Math.max(0, selected ? cards.findIndex((c) => cardKey(c) === selected) : 0);
  // A re-layout (the detail panel opening changes the column count) can remount the
  // focused card; when focus was in the results and fell to the page, put it back.
  const focusInside = useRef(false);
  useLayoutEffect(() => {
    const el = document.activeElement;
    if (focusInside.current && (!el || el === document.body)) focusWhenRendered(scrollRef, active, 2);
  });
  const onFocus = () => {
    focusInside.current = true;
  };
  const onBlur = (e: FocusEvent) => {
    if (e.relatedTarget) {
      focusInside.current = !!scrollRef.current?.contains(e.relatedTarget as Node);
      return;
    }
    // Focus went to the page: the user clicked away (the card is still there) or the
    // card was unmounted by a re-layout (then the effect above brings focus back).
    const left = e.target as HTMLElement;
    requestAnimationFrame(() => {
      if (left.isConnected) focusInside.current = false;
    });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      if (cards[active]) onOpen(cards[active]);
      return;
    }
    const next = moveInGrid(e.key, active, cards.length, columns, pageRows, e.ctrlKey || e.metaKey);
    if (next === undefined) return;
    e.preventDefault();
    onSelect(cards[next]);
    reveal(next);
    focusWhenRendered(scrollRef, next);
  };
  return { active, onKeyDown, onFocus, onBlur };
}
