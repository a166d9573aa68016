/**
 * Hover zoom: a large card face next to the pointer after a short delay. Use
 * `useCardZoom()` and spread `zoomProps(card)` on any element showing a card.
 */
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Card } from '../../engine/cards/model';
import { CardFace } from './CardFace';

const DELAY_MS = 350;
const WIDTH = 300;
const HEIGHT = (WIDTH * 88) / 63;

interface ZoomState {
  card: Card;
  x: number;
  y: number;
  /**
   * The panel the card was pointed at in, when it asks for the zoom beside it
   * (`data-zoom-beside`, the table's side panel): the zoom then covers none of it.
   */
  beside?: { left: number; right: number };
}

export function CardZoom({ state }: { state: ZoomState | null }) {
  if (!state) return null;
  const { beside } = state;
  const left = beside
    ? beside.right + 12 + WIDTH <= window.innerWidth
      ? beside.right + 12
      : beside.left - 12 - WIDTH
    : state.x + 24 + WIDTH > window.innerWidth
      ? state.x - 24 - WIDTH
      : state.x + 24;
  const top = Math.max(8, Math.min(state.y - HEIGHT / 2, window.innerHeight - HEIGHT - 8));
  return (
    <div className="card-zoom" style={{ left: Math.max(8, left), top }} data-testid="card-zoom">
      <CardFace card={state.card} size={WIDTH} />
    </div>
  );
}

export function useCardZoom(enabled = true) {
  const [state, setState] = useState<ZoomState | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // The element pointed at: a card filtered away leaves the page with no mouseleave, so the
  // zoom watches for it to go.
  const under = useRef<Element | null>(null);
  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    under.current = null;
    setState(null);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!state) return;
    const gone = () => {
      if (!under.current?.isConnected) clear();
    };
    const watch = new MutationObserver(gone);
    watch.observe(document.body, { childList: true, subtree: true });
    gone();
    return () => watch.disconnect();
  }, [state, clear]);
  const zoomProps = useCallback(
    (card: Card) => ({
      onMouseEnter: (e: MouseEvent) => {
        if (!enabled) return;
        const { clientX: x, clientY: y } = e;
        under.current = e.currentTarget;
        const panel = e.currentTarget.closest('[data-zoom-beside]')?.getBoundingClientRect();
        const beside = panel ? { left: panel.left, right: panel.right } : undefined;
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setState({ card, x, y, beside }), DELAY_MS);
      },
      onMouseLeave: clear,
      onMouseDown: clear,
    }),
    [enabled, clear],
  );
  return { zoom: <CardZoom state={state} />, zoomProps, hideZoom: clear };
}
