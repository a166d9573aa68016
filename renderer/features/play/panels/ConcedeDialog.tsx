/**
 * Concede, confirmed first. Against the computer the player concedes their own seat; in hotseat
 * either player may give up at any moment (even behind the curtain, where the seat on screen
 * need not be the one at the keyboard), so the dialog asks who, starting from the seat shown.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat, TableView } from '../table/model';
import { Dialog } from './Dialog';

export function ConcedeDialog({
  view,
  onConcede,
  onClose,
}: {
  view: TableView;
  onConcede(seat: Seat): void;
  onClose(): void;
}) {
  const { t } = useTranslation(['play', 'playflow']);
  const [seat, setSeat] = useState<Seat>(view.viewer);
  const name = (s: Seat) => view.players[s] || t('playflow:player', { n: s + 1 });
  const winner = (1 - seat) as Seat;
  const hotseat = view.mode === 'hotseat';
  return (
    <Dialog
      title={t('concede.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('concede.keepPlaying')}
          </button>
          <button type="button" className="btn danger" data-testid="concede-confirm" onClick={() => onConcede(seat)}>
            {hotseat ? t('concede.confirmFor', { player: name(seat) }) : t('concede.confirm')}
          </button>
        </>
      }
    >
      {hotseat && (
        <fieldset className="pf-concede-who">
          <legend>{t('concede.who')}</legend>
          {view.seats.map((s) => (
            <label key={s}>
              <input type="radio" name="concede-seat" checked={seat === s} onChange={() => setSeat(s)} /> {name(s)}
            </label>
          ))}
        </fieldset>
      )}
      <p>{t('concede.wins', { player: name(winner) })}</p>
    </Dialog>
  );
}
