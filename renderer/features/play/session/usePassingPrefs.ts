/**
 * The players' standing passing choices: auto-pass per seat (kept in settings for every game)
 * and the step stops of the game being played (kept per game). `current` reads them for the
 * next request to the worker, which makes the passes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameId } from '../../../../engine/cards/model';
import type { Seat } from '../../../../engine/core/types';
import { loadAutoPass, saveAutoPass, type AutoPassSeats } from './autoPass';
import { loadStepStops, NO_STEP_STOPS, saveStepStops, toggled, type SeatStepStops } from './stepStops';

export function usePassingPrefs() {
  const [autoPass, setAutoPassSeats] = useState<AutoPassSeats>([false, false]);
  const [stepStops, setStepStopsState] = useState<SeatStepStops>(NO_STEP_STOPS);
  const ref = useRef({ autoPass, stepStops, game: null as GameId | null });
  useEffect(() => {
    void loadAutoPass().then((seats) => {
      ref.current.autoPass = seats;
      setAutoPassSeats(seats);
    });
  }, []);
  /** A game opens: its step stops are read from settings. */
  const openGame = useCallback(async (game: GameId | null) => {
    const stops = game ? await loadStepStops(game) : NO_STEP_STOPS;
    return () => {
      ref.current.game = game;
      ref.current.stepStops = stops;
      setStepStopsState(stops);
    };
  }, []);
  const setAutoPass = useCallback((seat: Seat, on: boolean) => {
    const now = ref.current.autoPass;
    const seats: AutoPassSeats = seat === 0 ? [on, now[1]] : [now[0], on];
    ref.current.autoPass = seats;
    setAutoPassSeats(seats);
    void saveAutoPass(seats);
  }, []);
  /** Marks a step where auto-pass still hands `seat` the table (or unmarks it), for this game from now on. */
  const setStepStop = useCallback((seat: Seat, step: string, on: boolean) => {
    const game = ref.current.game;
    if (!game) return;
    const next = toggled(ref.current.stepStops, seat, step, on);
    ref.current.stepStops = next;
    setStepStopsState(next);
    void saveStepStops(game, next);
  }, []);
  const current = useCallback(() => ref.current, []);
  return { autoPass, setAutoPass, stepStops, setStepStop, openGame, current };
}
