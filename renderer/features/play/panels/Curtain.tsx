import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../../engine/core/types';
import type { TableView } from '../table/model';

/** A seat's player by name, or "Player N" in the interface language where the game has none. */
export function usePlayerName(view: TableView): (seat: number) => string {
  const { t } = useTranslation('play');
  return (seat) => view.players[seat] ?? t('start.player', { n: seat + 1 });
}

/**
 * Hotseat: covers the table while the computer changes hands. The table is not rendered
 * under it at all, so the other seat's hand is not in the page while it is up.
 * It says why the computer goes to `seat`: a decision, its own turn, or a chance to respond in the other's.
 */
export function Curtain({ view, seat, onContinue }: { view: TableView; seat: Seat; onContinue(): void }) {
  const { t } = useTranslation('play');
  const name = usePlayerName(view);
  const player = name(seat);
  const reason =
    view.pending && view.pending.seat === seat
      ? t('curtain.decision')
      : view.active === seat
        ? t('curtain.turn', { player })
        : t('curtain.respond', { active: name(view.active), player });
  return (
    <div className="pf-curtain" role="dialog" aria-modal="true" aria-label={t('curtain.label')} data-testid="curtain">
      <div className="pf-curtain-card">
        <div className="pf-curtain-mark" aria-hidden>
          ⇄
        </div>
        <h2>{t('curtain.title', { player })}</h2>
        <p>{reason}</p>
        <button type="button" className="btn primary" autoFocus onClick={onContinue}>
          {t('curtain.show', { player })}
        </button>
      </div>
    </div>
  );
}
