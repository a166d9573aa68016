/**
 * Where each saved game stands, for its row in "Resume a game": the turn, whose turn it is or
 * who must answer, and the phase. A saved game keeps only its deal and moves, so the engine
 * worker replays each listed one once (and again only after it was saved anew), then lets it go.
 */
import { useEffect, useState } from 'react';
import type { SavedGame as SavedRecord } from '../../../db/db';
import type { SavedGame } from '../../../../engine/core/session';
import { engine } from '../../../engine/client';

export interface GameStanding {
  turn: number;
  /** The player whose turn it is, or who must answer the question standing. */
  player: string;
  answering: boolean;
  phase: string;
  over: boolean;
}

/** Per record id: its standing, `null` while it is read, or `'unreadable'`. */
export type Standings = Record<string, GameStanding | null | 'unreadable'>;

const stamp = (r: SavedRecord) => `${r.id}@${r.updatedAt}`;

async function standingOf(record: SavedRecord): Promise<GameStanding | 'unreadable'> {
  const saved = (record.save as { engine?: SavedGame } | null)?.engine;
  if (!saved) return 'unreadable';
  const api = engine();
  const loaded = await api.loadGame(saved);
  if (!('gameId' in loaded)) return 'unreadable';
  try {
    const view = await api.view(loaded.gameId, 0);
    const seat = view.pending?.seat ?? view.turn.active;
    return {
      turn: view.turn.number,
      player: view.players[seat] ?? '',
      answering: !!view.pending,
      phase: view.turn.phase,
      over: view.winner !== null,
    };
  } finally {
    await api.closeGame(loaded.gameId);
  }
}

export function useResumeSummaries(records: SavedRecord[]): Standings {
  // Read once per save: a game saved anew (a move) gets a new stamp and is read again. One game
  // at a time: each one read sets the state, and the next effect takes the next one missing.
  const [read, setRead] = useState<Record<string, GameStanding | 'unreadable'>>({});
  useEffect(() => {
    const next = records.find((r) => !(stamp(r) in read));
    if (!next) return;
    let live = true;
    void standingOf(next)
      .catch(() => 'unreadable' as const)
      .then((standing) => {
        if (live) setRead((r) => ({ ...r, [stamp(next)]: standing }));
      });
    return () => {
      live = false;
    };
  }, [records, read]);
  return Object.fromEntries(records.map((r) => [r.id, read[stamp(r)] ?? null]));
}
