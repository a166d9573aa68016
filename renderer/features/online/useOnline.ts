/**
 * The online game this window plays or watches: hosting (this app's own server, then a room on
 * it), joining by address and code, coming back with the kept seat token, and what the room
 * says (kept in a SeatClient; each change redraws). An ended game goes to the library.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { platform } from '../../platform';
import { i18n } from '../../i18n';
import type { HostedGames } from '../../../electron/bridge';
import type { GameId } from '../../../engine/cards/model';
import type { DeckMessage } from '../../../server/protocol';
import { SeatClient } from '../../../server/seat-client';
import { keepSeat, keptSeat, type KeptSeat } from './seat';
import { keepInLibrary } from './library';

export interface HostChoice {
  game: GameId;
  format: string;
  name: string;
  port: number;
  open: boolean;
  clockMinutes?: number;
  deck: DeckMessage;
  /** A community server to host on (listed in its lobby); this app's own server when absent. */
  server?: string;
}

export interface JoinChoice {
  server: string;
  code: string;
  name: string;
  /** A player's deck; none to watch. */
  deck: DeckMessage | null;
}

/** Why connecting failed, in the words Colyseus or the app's host gave. */
function said(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export function useOnline() {
  const [client, setClient] = useState<SeatClient | null>(null);
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [hosted, setHosted] = useState<HostedGames | null>(null);
  const [server, setServer] = useState<string | null>(null);
  const [kept, setKept] = useState<KeptSeat | null>(() => keptSeat());
  const saved = useRef<string | null>(null);

  const connected = useCallback((c: SeatClient, at: string, game: string) => {
    setClient(c);
    setServer(at);
    setError(null);
    const token = c.welcome?.seatToken;
    if (token) {
      const seat = { server: at, code: c.code, seatToken: token, game };
      keepSeat(seat);
      setKept(seat);
    }
  }, []);

  const events = useCallback(
    () => ({
      changed: (c: SeatClient) => {
        redraw();
        const file = c.gameFile;
        const seat = c.welcome?.seat;
        if (file && seat !== null && seat !== undefined && saved.current !== c.code) {
          saved.current = c.code;
          void keepInLibrary(`online-${c.code}-${seat}`, file.title, file.save);
        }
      },
    }),
    [],
  );

  const run = useCallback(async (how: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await how();
    } catch (e) {
      setError(said(e));
    } finally {
      setBusy(false);
    }
  }, []);

  const host = useCallback(
    (choice: HostChoice) =>
      run(async () => {
        let url = choice.server;
        if (!url) {
          if (!platform.hostGames) throw new Error(i18n.t('online:cannotHost'));
          const games = await platform.hostGames({ port: choice.port, open: choice.open });
          setHosted(games);
          url = games.url;
        } else setHosted(null);
        const c = await SeatClient.host(
          url,
          {
            game: choice.game,
            format: choice.format,
            name: choice.name,
            clockMinutes: choice.clockMinutes,
            listed: !!choice.server,
          },
          events(),
        );
        await c.until((x) => x.welcome !== null);
        c.sendDeck(choice.deck);
        connected(c, url, choice.game);
      }),
    [run, events, connected],
  );

  const join = useCallback(
    (choice: JoinChoice) =>
      run(async () => {
        const c = await SeatClient.join(
          choice.server,
          choice.code,
          choice.deck ? { name: choice.name } : { spectate: true },
          events(),
        );
        await c.until((x) => x.welcome !== null);
        if (choice.deck) c.sendDeck(choice.deck);
        connected(c, choice.server, c.welcome!.game);
      }),
    [run, events, connected],
  );

  const rejoin = useCallback(
    (seat: KeptSeat) =>
      run(async () => {
        try {
          const c = await SeatClient.rejoin(seat.server, seat.code, seat.seatToken, events());
          await c.until((x) => x.welcome !== null);
          connected(c, seat.server, seat.game);
        } catch (e) {
          // A game that is gone (or a seat taken back elsewhere) is not offered again.
          keepSeat(null);
          setKept(null);
          throw e;
        }
      }),
    [run, events, connected],
  );

  /** The connection ended without leaving: back to the seat by its token, or to watching. */
  const reconnect = useCallback(() => {
    const c = client;
    if (!c || !server) return;
    setClient(null);
    if (c.welcome?.role === 'player' && kept?.code === c.code) return void rejoin(kept);
    void join({ server, code: c.code, name: '', deck: null });
  }, [client, server, kept, rejoin, join]);

  const leave = useCallback(async () => {
    const c = client;
    setClient(null);
    keepSeat(null);
    setKept(null);
    await c?.leave();
  }, [client]);

  useEffect(
    () => () => {
      // Closing the screen is not leaving the game: the seat token brings the player back.
      void client?.room.leave(false);
    },
    [client],
  );

  return { client, error, busy, hosted, server, kept, host, join, rejoin, reconnect, leave };
}
