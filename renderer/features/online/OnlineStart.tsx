/**
 * Play → Online: host a game from this app (game, format, deck, port), join one by address and
 * code (or watch it), come back to the game this window was in, or pick an open game from a
 * server's lobby. The deck goes to the room with the printed cards it uses.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/db';
import { GAME_IDS, type GameId } from '../../../engine/cards/model';
import { BUILT_IN_FORMATS } from '../../../engine/decks/formats';
import { DEFAULT_PORT } from '../../../server/protocol';
import { demoDecks } from '../play/start/demoDecks';
import { gameCards } from '../play/start/useOpeningTable';
import { useFormatWords } from '../../i18n/hooks';
import { deckMessage } from './deck';
import { readAddress, readCode, type KeptSeat } from './seat';
import type { HostChoice, JoinChoice } from './useOnline';
import { Lobby } from './Lobby';

interface Props {
  busy: boolean;
  error: string | null;
  kept: KeptSeat | null;
  /** This window can start a server of its own (the desktop app, the `npm start` fallback). */
  canHost: boolean;
  onHost(choice: HostChoice): void;
  onJoin(choice: JoinChoice): void;
  onRejoin(seat: KeptSeat): void;
  onBack(): void;
}

type Tab = 'host' | 'join' | 'lobby';

function useDecks(game: GameId) {
  const { t } = useTranslation('play');
  const stored = useLiveQuery(() => db.decks.where('game').equals(game).toArray(), [game]);
  const cards = useLiveQuery(() => gameCards(game), [game]);
  const decks = useMemo(
    () => [
      ...(stored ?? []).map((d) => ({ id: d.id, name: d.name, main: d.main })),
      ...demoDecks(game, (key, params) => t(key as never, params) as string),
    ],
    [stored, game, t],
  );
  return { decks, cards: cards?.cards ?? null };
}

export function OnlineStart({ busy, error, kept, canHost, onHost, onJoin, onRejoin, onBack }: Props) {
  const { t } = useTranslation(['online', 'games']);
  const formatWords = useFormatWords();
  const [tab, setTab] = useState<Tab>(canHost ? 'host' : 'join');
  const [game, setGame] = useState<GameId>('gundam-war');
  const formats = BUILT_IN_FORMATS.filter((f) => f.game === game);
  const [formatId, setFormatId] = useState<string>('');
  const format = formats.find((f) => f.id === formatId) ?? formats[0];
  const { decks, cards } = useDecks(game);
  const [deckId, setDeckId] = useState('');
  const deck = decks.find((d) => d.id === deckId) ?? decks[0];
  const [name, setName] = useState('');
  const [port, setPort] = useState(String(DEFAULT_PORT));
  const [open, setOpen] = useState(true);
  const [clock, setClock] = useState('');
  const [hostAt, setHostAt] = useState('');
  const [address, setAddress] = useState('');
  const [codeText, setCodeText] = useState('');
  const [watch, setWatch] = useState(false);

  const player = name.trim() || t('online:defaultName');
  const portNumber = /^\d{4,5}$/.test(port) && Number(port) >= 1024 && Number(port) <= 65535 ? Number(port) : null;
  const clockMinutes = /^\d{1,3}$/.test(clock.trim()) && Number(clock) > 0 ? Number(clock) : undefined;
  const read = readAddress(address);
  const code = read?.code ?? readCode(codeText);
  const message = () => (deck && cards ? deckMessage(deck.name, deck.main, cards) : null);

  const host = () => {
    const m = message();
    const server = hostAt.trim() ? readAddress(hostAt)?.server : undefined;
    if (m && format && (server || portNumber))
      onHost({
        game,
        format: format.id,
        name: player,
        port: portNumber ?? DEFAULT_PORT,
        open,
        clockMinutes,
        deck: m,
        server,
      });
  };
  const join = () => {
    if (!read || !code) return;
    onJoin({ server: read.server, code, name: player, deck: watch ? null : message() });
  };

  const gamePicker = (
    <>
      <fieldset className="pf-seg">
        <legend>{t('online:game')}</legend>
        {GAME_IDS.map((id) => (
          <label key={id} className={game === id ? 'on' : ''}>
            <input type="radio" name="online-game" checked={game === id} onChange={() => setGame(id)} />
            {t(`games:${id}`)}
          </label>
        ))}
      </fieldset>
      <label>
        {t('online:deck')}
        <select aria-label={t('online:deck')} value={deck?.id ?? ''} onChange={(e) => setDeckId(e.target.value)}>
          {decks.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('online:name')}
        <input value={name} placeholder={t('online:defaultName')} onChange={(e) => setName(e.target.value)} />
      </label>
    </>
  );

  return (
    <div className="pf-start on-start" data-testid="online-start">
      {kept && (
        <section className="pf-card-panel">
          <h2>{t('online:rejoin.title')}</h2>
          <p>{t('online:rejoin.text', { code: kept.code, server: kept.server })}</p>
          <button type="button" className="btn primary" disabled={busy} onClick={() => onRejoin(kept)}>
            {t('online:rejoin.button')}
          </button>
        </section>
      )}
      <section className="pf-card-panel">
        <h2>{t('online:title')}</h2>
        <div className="pf-seg on-tabs" role="tablist">
          {(['host', 'join', 'lobby'] as const).map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={tab === k}
              className={`btn ${tab === k ? 'on' : ''}`}

              onClick={() => setTab(k)}
            >
              {t(`online:tab.${k}`)}
            </button>
          ))}
        </div>
        <div className="pf-form">
          {tab === 'host' && (
            <>
              {gamePicker}
              <label>
                {t('online:format')}
                <select
                  aria-label={t('online:format')}
                  value={format?.id ?? ''}
                  onChange={(e) => setFormatId(e.target.value)}
                >
                  {formats.map((f) => (
                    <option key={f.id} value={f.id}>
                      {formatWords.name(f)}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t('online:hostAt')}
                <input value={hostAt} placeholder={t('online:hostHere')} onChange={(e) => setHostAt(e.target.value)} />
              </label>
              {!hostAt.trim() && (
                <>
                  <label>
                    {t('online:port')}
                    <input inputMode="numeric" value={port} onChange={(e) => setPort(e.target.value)} />
                  </label>
                  <label className="pf-check">
                    <input type="checkbox" checked={open} onChange={(e) => setOpen(e.target.checked)} />
                    {t('online:open')}
                  </label>
                </>
              )}
              <label>
                {t('online:clock')}
                <input
                  inputMode="numeric"
                  value={clock}
                  placeholder={t('online:noClock')}
                  onChange={(e) => setClock(e.target.value)}
                />
              </label>
              <button
                type="button"
                className="btn primary"
                disabled={busy || !deck || !cards || (hostAt.trim() ? !readAddress(hostAt) : !portNumber)}
                onClick={host}
              >
                {t('online:host')}
              </button>
            </>
          )}
          {tab === 'join' && (
            <>
              <label>
                {t('online:address')}
                <input
                  value={address}
                  placeholder="ws://192.168.1.5:2567"
                  aria-invalid={address.trim() !== '' && !read}
                  onChange={(e) => setAddress(e.target.value)}
                />
              </label>
              {!read?.code && (
                <label>
                  {t('online:code')}
                  <input value={codeText} placeholder="ABC234" onChange={(e) => setCodeText(e.target.value)} />
                </label>
              )}
              <label className="pf-check">
                <input type="checkbox" checked={watch} onChange={(e) => setWatch(e.target.checked)} />
                {t('online:watch')}
              </label>
              {!watch && gamePicker}
              <button type="button" className="btn primary" disabled={busy || !read || !code} onClick={join}>
                {watch ? t('online:watchButton') : t('online:join')}
              </button>
            </>
          )}
          {tab === 'lobby' && (
            <Lobby
              busy={busy}
              onPick={(server, picked, pickedGame) => {
                setGame(pickedGame);
                setAddress(`${server}/${picked}`);
                setTab('join');
              }}
            />
          )}
          {error && (
            <p className="pf-error" role="alert">
              {error}
            </p>
          )}
          <button type="button" className="btn" onClick={onBack}>
            {t('online:back')}
          </button>
        </div>
      </section>
    </div>
  );
}
