/**
 * Auto-pass and stops at an online table, as at home (play/session/stops.ts): when Pass is the
 * only move the rules allow this seat, or a stop the player set still holds, the window sends
 * the pass itself, once per step. Decisions that ask something always wait for the player.
 */
import { useEffect, useRef, useState } from 'react';
import type { TableView } from '../../../engine/core/view';
import type { RulesIntent } from '../../../engine/core/types';
import { autoMove, liveStops, stopAt, type SeatStops, type StopKind } from '../play/session/stops';

export function usePassing(
  raw: TableView | null,
  step: number,
  legal: readonly RulesIntent[],
  send: (i: RulesIntent) => void,
) {
  const [autoPass, setAutoPass] = useState(false);
  const [stops, setStops] = useState<SeatStops>([null, null]);
  const sentAt = useRef(-1);
  const seat = raw?.viewer ?? 0;
  // A stop the game has moved past reads as none (liveStops), so nothing needs clearing.
  const live = raw ? liveStops(stops, raw.turn) : stops;
  useEffect(() => {
    if (!raw || sentAt.current === step || !legal.length) return;
    const pass = autoMove({
      over: raw.winner !== null,
      pending: raw.pending && { seat: raw.pending.seat, options: raw.pending.options },
      due: seat,
      legal,
      turn: raw.turn,
      autoPass: seat === 0 ? [autoPass, false] : [false, autoPass],
      stops: live,
    });
    if (!pass) return;
    sentAt.current = step;
    send(pass);
  }, [raw, step, legal, seat, autoPass, live, send]);
  return {
    autoPass: { on: autoPass, set: setAutoPass, solo: true },
    stop: {
      on: live[seat]?.kind ?? null,
      set: (kind: StopKind | null) => {
        const next: SeatStops = [...stops];
        next[seat] = kind && raw ? stopAt(kind, raw.turn) : null;
        setStops(next);
      },
    },
  };
}
