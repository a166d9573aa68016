/**
 * The room beside the table: the code and the addresses to share (with a QR code of the join
 * link), who sits where and who is away, the claim after the wait, the chess clock, the chat,
 * the game file once the game is over, and leaving.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import type { HostedGames } from '../../../electron/bridge';
import type { SeatClient } from '../../../server/seat-client';
import { LIMITS } from '../../../server/protocol';
import { platform } from '../../platform';
import { gameFileName } from '../play/session/gameFile';
import { gameFileOf } from './library';
import { joinLink } from './seat';
import { HandsLeave } from './HandsLeave';

interface Props {
  client: SeatClient;
  hosted: HostedGames | null;
  server: string | null;
  onLeave(): void;
  onReconnect(): void;
}

const clockText = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** Ticks once a second while something on screen counts down. */
function useNow(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [on]);
  return now;
}

export function RoomPanel({ client, hosted, server, onLeave, onReconnect }: Props) {
  const { t } = useTranslation('online');
  const news = client.news;
  const welcome = client.welcome;
  const code = client.code;
  const links = hosted?.addresses.length
    ? hosted.addresses.map((a) => joinLink(a, code))
    : server
      ? [joinLink(server, code)]
      : [];
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    if (!links[0]) return;
    void QRCode.toDataURL(links[0], { margin: 1, width: 160 }).then(setQr, () => setQr(null));
  }, [links[0]]); // eslint-disable-line react-hooks/exhaustive-deps
  const waiting = news?.waiting ?? null;
  const clock = news?.clock ?? null;
  const now = useNow(!!waiting || (clock?.running ?? null) !== null);
  const [line, setLine] = useState('');
  const mySeat = welcome?.seat ?? null;
  const file = client.gameFile;

  const saveFile = async () => {
    if (!file) return;
    const game = gameFileOf(file.title, file.save);
    await platform.saveFile({
      title: t('file.title'),
      suggestedName: gameFileName(file.title),
      filters: [{ name: t('file.type'), extensions: ['json'] }],
      text: JSON.stringify(game, null, 1),
    });
  };

  return (
    <section className="on-room pf-card-panel" data-testid="online-room" aria-label={t('room.title')}>
      <div className="on-room-head">
        <span>
          {t('room.code')} <strong data-testid="online-code">{code}</strong>
        </span>
        <span className="pf-dim" data-testid="online-role">
          {welcome?.role === 'spectator' ? t('room.spectating') : t('room.seat', { n: (mySeat ?? 0) + 1 })}
        </span>
        <span className="spacer" />
        {file && (
          <button type="button" className="btn" onClick={() => void saveFile()}>
            {t('file.save')}
          </button>
        )}
        <button type="button" className="btn" onClick={onLeave}>
          {t('room.leave')}
        </button>
      </div>
      {(client.left || client.dropped) && (
        <div className="on-wait" role="alert" data-testid="online-lost">
          {client.left ? t('room.lost') : t('room.reconnecting')}{' '}
          {client.left && (
            <button type="button" className="btn" onClick={onReconnect}>
              {welcome?.role === 'spectator' ? t('room.watchAgain') : t('rejoin.button')}
            </button>
          )}
        </div>
      )}
      {links.length > 0 && !news?.started && (
        <div className="on-share">
          <div>
            <p>{t('room.share')}</p>
            <ul data-testid="online-links">
              {links.map((l) => (
                <li key={l}>
                  <code>{l}</code>
                </li>
              ))}
            </ul>
          </div>
          {qr && <img src={qr} alt={t('room.qr')} width={160} height={160} data-testid="online-qr" />}
        </div>
      )}
      <ul className="on-players" data-testid="online-players">
        {(news?.players ?? []).map((p, seat) => (
          <li key={seat} className={p?.connected ? '' : 'pf-dim'}>
            {p
              ? t(p.connected ? (p.ready ? 'room.ready' : 'room.choosing') : 'room.away', { name: p.name, n: seat + 1 })
              : t('room.empty', { n: seat + 1 })}
            {clock && (
              <span className={`on-clock ${clock.running === seat ? 'on' : ''}`} data-testid={`online-clock-${seat}`}>
                {clockText(clock.remaining[seat] - (clock.running === seat ? Math.max(0, now - client.newsAt) : 0))}
              </span>
            )}
          </li>
        ))}
      </ul>
      {waiting && waiting.seat !== mySeat && (
        <div className="on-wait" role="status" data-testid="online-waiting">
          {t('room.waiting', { name: news?.players[waiting.seat]?.name ?? '' })}{' '}
          {mySeat !== null && now >= waiting.claimAt ? (
            <button type="button" className="btn" onClick={() => client.claimWin()}>
              {t('room.claim')}
            </button>
          ) : (
            <span className="pf-dim">{t('room.claimIn', { seconds: Math.ceil((waiting.claimAt - now) / 1000) })}</span>
          )}
        </div>
      )}
      <HandsLeave client={client} />
      <div className="on-chat" data-testid="online-chat">
        <ol>
          {client.chat.slice(-30).map((c, i) => (
            <li key={i}>
              <strong>{c.name}:</strong> {c.text}
            </li>
          ))}
        </ol>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!line.trim()) return;
            client.say(line.trim());
            setLine('');
          }}
        >
          <input
            aria-label={t('chat.say')}
            placeholder={t('chat.say')}
            maxLength={LIMITS.chatChars}
            value={line}
            onChange={(e) => setLine(e.target.value)}
          />
        </form>
      </div>
    </section>
  );
}
