/**
 * Spectators seeing both hands, beside the table: a player allows it or withdraws it (it takes
 * both players' leave), a spectator asks. The room decides what each spectator's table shows.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatClient } from '../../../server/seat-client';

export function HandsLeave({ client }: { client: SeatClient }) {
  const { t } = useTranslation('online');
  const hands = client.news?.hands;
  const seat = client.welcome?.seat ?? null;
  // The box shows the player's word at once; the room's answer replaces it when it comes.
  // (`against`: the room's word when the box was clicked; once that changes, the room's holds.)
  const [wish, setWish] = useState<{ allow: boolean; against: boolean } | null>(null);
  if (!hands || !client.news?.started) return null;
  const shown = hands.allowed[0] && hands.allowed[1];
  if (seat === null)
    return (
      <div className="on-hands" data-testid="online-hands" role="status">
        {shown ? (
          t('hands.seeing')
        ) : hands.asked ? (
          t('hands.askSent')
        ) : (
          <>
            <span className="pf-dim">{t('hands.hidden')}</span>{' '}
            <button type="button" className="btn" onClick={() => client.askHands()}>
              {t('hands.ask')}
            </button>
          </>
        )}
      </div>
    );
  const other = (1 - seat) as 0 | 1;
  return (
    <div className="on-hands" data-testid="online-hands">
      <label>
        <input
          type="checkbox"
          checked={wish && wish.against === hands.allowed[seat] ? wish.allow : hands.allowed[seat]}
          onChange={(e) => {
            setWish({ allow: e.target.checked, against: hands.allowed[seat] });
            client.allowHands(e.target.checked);
          }}
        />{' '}
        {t('hands.allow')}
      </label>
      <p role="status">
        {shown
          ? t('hands.shown')
          : [
              hands.allowed[other] ? t('hands.other', { name: client.news.players[other]?.name ?? '' }) : '',
              hands.asked ? t('hands.asked') : '',
            ]
              .filter(Boolean)
              .join(' ')}
      </p>
    </div>
  );
}
