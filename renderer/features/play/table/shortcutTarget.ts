/**
 * Which card a card shortcut (P, T, X…) acts on: the card the player last pointed at, by mouse
 * or by focus. With the mouse that is the card under the pointer at the moment of the key
 * press, looked up then: when the card pointed at is played, the next one slides under a
 * pointer that never moved, and no hover event tells the table so. A card given the focus
 * (Tab, a click, a script) after the pointer last moved is the one meant instead.
 */
import { useEffect, useRef, type RefObject } from 'react';

export interface Pointing {
  /** The pointer's last place in the window (null once it has left the window). */
  at: { x: number; y: number } | null;
  /** The focus moved after the pointer did: the focused card is the one meant. */
  byFocus: boolean;
}

/** Follows the pointer and the focus for the window's lifetime on the table. */
export function usePointing(): RefObject<Pointing> {
  const pointing = useRef<Pointing>({ at: null, byFocus: false });
  useEffect(() => {
    const move = (e: PointerEvent) => {
      pointing.current = { at: { x: e.clientX, y: e.clientY }, byFocus: false };
    };
    const leave = () => {
      pointing.current = { at: null, byFocus: pointing.current.byFocus };
    };
    const focus = () => {
      pointing.current = { ...pointing.current, byFocus: true };
    };
    window.addEventListener('pointermove', move, { passive: true });
    window.addEventListener('pointerdown', move, { passive: true });
    // After pointerdown in the same click: the card clicked keeps being the one meant.
    window.addEventListener('focusin', focus);
    document.documentElement.addEventListener('pointerleave', leave);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerdown', move);
      window.removeEventListener('focusin', focus);
      document.documentElement.removeEventListener('pointerleave', leave);
    };
  }, []);
  return pointing;
}

const cardIn = (table: HTMLElement, el: Element | null | undefined) => {
  const card = el?.closest<HTMLElement>('[data-card-id]');
  return card && table.contains(card) ? card.dataset.cardId : undefined;
};

/** The id of the card a shortcut pressed now acts on, among the table's own cards. */
export function shortcutTarget(table: HTMLElement | null, pointing: Pointing): string | undefined {
  if (!table) return undefined;
  const focused = cardIn(table, document.activeElement);
  if (focused && (pointing.byFocus || !pointing.at)) return focused;
  return pointing.at ? cardIn(table, document.elementFromPoint(pointing.at.x, pointing.at.y)) : undefined;
}
