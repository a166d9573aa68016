/**
 * The side panel's passing aids for the seat at the screen in a rules game: auto-pass, the
 * stop set by a click (pass until…), the step stops kept per game, and the answers kept for the
 * game (useKeptAnswers.ts). None while the curtain is up (the seat at the screen is not known);
 * no stop and no kept answer given while replaying.
 */
import { useMemo } from 'react';
import type { useGameSession } from './useGameSession';
import type { StopKind } from './stops';
import { useKeptAnswers } from './useKeptAnswers';

export function usePassingAids(session: ReturnType<typeof useGameSession>, curtain: boolean, replaying: boolean) {
  const { choice, setAutoPass, setStepStop, setStop } = session;
  const viewer = session.view?.viewer;
  const on = !!choice?.rules && !curtain && viewer !== undefined;
  const autoPassOn = viewer === undefined ? false : session.autoPass[viewer];
  const autoPass = useMemo(
    () =>
      on && viewer !== undefined
        ? { on: autoPassOn, set: (yes: boolean) => setAutoPass(viewer, yes), solo: choice?.mode === 'solo' }
        : undefined,
    [on, viewer, autoPassOn, setAutoPass, choice],
  );
  const seatStepStops = viewer === undefined ? undefined : session.stepStops[viewer];
  const stepStops = useMemo(
    () =>
      on && viewer !== undefined && seatStepStops && choice
        ? { game: choice.game, on: seatStepStops, set: (step: string, yes: boolean) => setStepStop(viewer, step, yes) }
        : undefined,
    [on, viewer, seatStepStops, setStepStop, choice],
  );
  const stopKind = viewer === undefined ? null : (session.stops[viewer]?.kind ?? null);
  const stop = useMemo(
    () =>
      on && !replaying && viewer !== undefined
        ? { on: stopKind, set: (kind: StopKind | null) => void setStop(viewer, kind) }
        : undefined,
    [on, replaying, viewer, stopKind, setStop],
  );
  const kept = useKeptAnswers(session, on && !replaying);
  return { autoPass, stop, stepStops, kept };
}
