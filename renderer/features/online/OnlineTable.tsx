/**
 * An online game on screen: the same table, turn panel and log as a game at home, drawn from
 * the room's view for this seat (or the public view for a spectator), with the room beside it —
 * who is at the table, the code to share, the chess clock, a player away, chat, refusals.
 * Every move goes to the room, which asks the engine; nothing is decided here.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostedGames } from '../../../electron/bridge';
import type { Intent, RulesIntent } from '../../../engine/core/types';
import { engineView } from '../../../server/mirror';
import type { SeatClient } from '../../../server/seat-client';
import { engine } from '../../engine/client';
import { Guarded } from '../../app/Guarded';
import { adaptView } from '../play/session/adapt';
import { LAYOUTS } from '../play/table/layouts';
import type { TableCard, TableView } from '../play/table/model';
import { withCopies } from '../play/table/ruleMoves';
import { PlayTable } from '../play/table/PlayTable';
import { TurnPanel, cardMoves, type PhaseInfo } from '../play/panels/TurnPanel';
import { GameLog } from '../play/panels/GameLog';
import { CardZoom } from '../play/panels/CardZoom';
import type { TableUi } from '../play/actions/registry';
import { tableOutcome } from '../play/table/outcome';
import { RoomPanel } from './RoomPanel';
import { useRefusalWords } from './refusals';
import { usePassing } from './usePassing';

const NO_MOVES: RulesIntent[] = [];

interface Props {
  client: SeatClient;
  hosted: HostedGames | null;
  server: string | null;
  onLeave(): void;
  onReconnect(): void;
}

export function OnlineTable({ client, hosted, server, onLeave, onReconnect }: Props) {
  const { t } = useTranslation(['online', 'play', 'common']);
  const [phases, setPhases] = useState<Record<string, PhaseInfo[]>>({});
  const [hover, setHover] = useState<TableCard | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const refusalWords = useRefusalWords();
  useEffect(() => {
    void engine()
      .games()
      .then((games) => setPhases(Object.fromEntries(games.map((g) => [g.id, g.layout.phases]))));
  }, []);

  const raw = useMemo(() => engineView(client.mirror), [client.mirror]);
  const log = client.mirror.log;
  const view: TableView | null = useMemo(
    () =>
      raw &&
      adaptView(raw, {
        mode: 'hotseat',
        log: log.flatMap((h) => h.lines),
        logCards: log.flatMap((h) => h.cards),
        logMessages: log.flatMap((h) => h.messages),
        canUndo: false,
        canRedo: false,
      }),
    // The mirror is replaced (never changed in place) by each table message.
    [raw, log],
  );
  const viewRef = useRef(view);
  useEffect(() => {
    viewRef.current = view;
  });
  const legalRaw = client.mirror.table?.legal;
  const legal = useMemo(() => (view && legalRaw ? withCopies(legalRaw, view) : []), [view, legalRaw]);
  const moves = useMemo(() => cardMoves(legal), [legal]);
  const send = useCallback((i: Intent) => client.move(i), [client]);
  const passing = usePassing(raw, client.mirror.step, legalRaw ?? NO_MOVES, send);

  const act = useCallback(
    (intent: Intent | ((v: TableView) => Intent | null)) => {
      const now = viewRef.current;
      const resolved = typeof intent === 'function' ? (now ? intent(now) : null) : intent;
      if (resolved) client.move(resolved);
    },
    [client],
  );
  const ui: TableUi = useMemo(
    () => ({
      askNumber: async () => null,
      note: setNote,
      peek: () => setNote(t('online:byHand')),
      search: () => setNote(t('online:byHand')),
      beginAttach: () => undefined,
      chooseMove: () => undefined,
      passUntil: () => undefined,
      showHelp: () => undefined,
      showOpenings: () => undefined,
      showReplay: () => undefined,
      restart: () => undefined,
      undo: () => setNote(t('online:noUndo')),
      redo: () => setNote(t('online:noUndo')),
      exportGame: () => undefined,
      importGame: () => undefined,
      endGame: onLeave,
      concede: () => {
        const seat = client.welcome?.seat;
        if (seat !== null && seat !== undefined) act({ type: 'concede', seat });
      },
    }),
    [t, onLeave, client, act],
  );

  const refusal = client.refusals.at(-1);
  const [shownRefusal, setShownRefusal] = useState(0);
  const fresh = client.refusals.length > shownRefusal ? refusal : undefined;
  useEffect(() => {
    if (!fresh) return;
    const timer = setTimeout(() => setShownRefusal(client.refusals.length), 6_000);
    return () => clearTimeout(timer);
  }, [fresh, client.refusals.length]);

  const layout = view ? LAYOUTS[view.game] : null;
  const outcome = view && layout ? tableOutcome(view, layout) : null;
  const player = client.welcome?.role === 'player';
  return (
    <div className="on-game" data-testid="online-game" data-step={client.mirror.step}>
      <RoomPanel client={client} hosted={hosted} server={server} onLeave={onLeave} onReconnect={onReconnect} />
      {fresh && (
        <div className="pf-toast" role="alert" data-testid="online-refused">
          {refusalWords(fresh)}
        </div>
      )}
      {note && (
        <div className="pf-toast pf-note" role="status" onAnimationEnd={() => setNote(null)}>
          {note}
        </div>
      )}
      {outcome && (
        <div className="pf-outcome" role="status" data-testid="outcome">
          <strong>{t('play:screen.gameOver')}</strong> {outcome.reason}
        </div>
      )}
      {!view || !layout ? (
        <p className="pf-dim on-waiting" data-testid="online-not-started">
          {t('online:notStarted')}
        </p>
      ) : (
        <div className="pf-layout">
          <Guarded what={t('common:guard.table')}>
            <PlayTable
              view={view}
              layout={layout}
              act={act}
              ui={ui}
              onHover={setHover}
              moves={moves}
              legal={player ? legal : []}
              rules
              replaying={!player}
              keysEnabled
            />
          </Guarded>
          <CardZoom
            card={hover?.cardKey ? view.catalog[hover.cardKey] : undefined}
            cardId={hover?.id}
            view={view}
            onGone={setHover}
          />
          <aside className="pf-side">
            <TurnPanel
              view={view}
              phases={phases[view.game] ?? []}
              legal={player ? legal : []}
              act={act}
              onHoverCard={setHover}
              autoPass={player ? passing.autoPass : undefined}
              stop={player ? passing.stop : undefined}
            />
            <GameLog
              lines={view.log}
              messages={view.logMessages}
              cards={view.logCards}
              cardOf={(k) => view.catalog[k]}
            />
          </aside>
        </div>
      )}
    </div>
  );
}
