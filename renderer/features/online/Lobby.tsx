/**
 * A community server's lobby (`npm run server`): the games open there, kept up to date by
 * Colyseus' lobby room, each with its game, format and host; one is picked to join.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Client, type Room } from '@colyseus/sdk';
import type { GameId } from '../../../engine/cards/model';
import type { RoomMetadata } from '../../../server/room';
import { readAddress } from './seat';

interface Listed {
  roomId: string;
  clients: number;
  metadata?: RoomMetadata;
}

interface Props {
  busy: boolean;
  onPick(server: string, code: string, game: GameId): void;
}

export function Lobby({ busy, onPick }: Props) {
  const { t } = useTranslation(['online', 'games']);
  const [address, setAddress] = useState('');
  const [lobby, setLobby] = useState<{ server: string; room: Room } | null>(null);
  const [rooms, setRooms] = useState<Listed[]>([]);
  const [error, setError] = useState<string | null>(null);
  const read = readAddress(address);

  useEffect(() => () => void lobby?.room.leave(), [lobby]);

  const connect = async () => {
    if (!read) return;
    setError(null);
    try {
      const room = await new Client(read.server).joinOrCreate('lobby');
      room.onMessage('rooms', (list: Listed[]) => setRooms(list));
      room.onMessage('+', ([id, listed]: [string, Listed]) =>
        setRooms((was) => [...was.filter((r) => r.roomId !== id), listed]),
      );
      room.onMessage('-', (id: string) => setRooms((was) => was.filter((r) => r.roomId !== id)));
      setLobby({ server: read.server, room });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const open = rooms.filter((r) => r.metadata && !r.metadata.started);
  return (
    <div className="on-lobby" data-testid="online-lobby">
      <label>
        {t('online:address')}
        <input value={address} placeholder="wss://games.example.org" onChange={(e) => setAddress(e.target.value)} />
      </label>
      <button type="button" className="btn" disabled={busy || !read} onClick={() => void connect()}>
        {t('online:lobby.connect')}
      </button>
      {error && (
        <p className="pf-error" role="alert">
          {error}
        </p>
      )}
      {lobby && (
        <ul className="on-rooms">
          {open.length === 0 && <li className="pf-dim">{t('online:lobby.none')}</li>}
          {open.map((r) => (
            <li key={r.roomId}>
              <span>
                {t('online:lobby.room', {
                  host: r.metadata!.host,
                  game: t(`games:${r.metadata!.game as GameId}`),
                  format: r.metadata!.format,
                })}
              </span>
              <button
                type="button"
                className="btn"
                onClick={() => onPick(lobby.server, r.roomId, r.metadata!.game as GameId)}
              >
                {t('online:lobby.pick')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
