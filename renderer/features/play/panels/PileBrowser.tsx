/**
 * Looking through a pile: the top N (look) or all of it (search). The cards were revealed
 * to their owner by the engine, so this shows only what that seat may see; each card can
 * be taken to the hand or put on the bottom, and a search ends with a shuffle.
 */
import { useTranslation } from 'react-i18next';
import type { Intent } from '../../../../engine/core/types';
import { CardFace } from '../../../ui/CardFace';
import { CardBack } from '../table/CardBack';
import { TABLE_CARD_WIDTH } from '../table/TableCardView';
import { zoneOf, type Seat, type TableView } from '../table/model';
import { zoneLabel } from '../table/layouts';
import { Dialog } from './Dialog';

interface Props {
  view: TableView;
  seat: Seat;
  zone: string;
  /** How many from the top; null = the whole pile (a search). */
  count: number | null;
  act(intent: Intent): void;
  onClose(): void;
}

export function PileBrowser({ view, seat, zone, count, act, onClose }: Props) {
  const pile = zoneOf(view, seat, zone);
  const cards = count === null ? pile.cards : pile.cards.slice(0, count);
  const where = zoneLabel(view.game, zone);
  const key = `${seat}:${zone}`;
  const { t } = useTranslation('play');
  const finish = () => {
    if (count === null) act({ type: 'shuffle', seat, zone: key });
    onClose();
  };
  return (
    <Dialog
      title={count === null ? t('pile.search', { zone: where }) : t('pile.top', { count: cards.length, zone: where })}
      onClose={finish}
      wide
      actions={
        <button type="button" className="btn primary" onClick={finish}>
          {count === null ? t('pile.doneShuffle') : t('pile.done')}
        </button>
      }
    >
      <div className="pf-browser">
        {cards.map((card, i) => {
          const printed = card.cardKey ? view.catalog[card.cardKey] : undefined;
          return (
            <figure key={card.id} className="pf-browser-card">
              <div className="pf-card static">
                {printed ? (
                  <CardFace card={printed} size={TABLE_CARD_WIDTH} className="pf-face" />
                ) : (
                  <CardBack game={view.game} />
                )}
              </div>
              <figcaption>
                <span className="pf-dim">#{i + 1}</span>
                <button
                  type="button"
                  className="btn"
                  onClick={() => act({ type: 'move', seat, card: card.id, to: `${seat}:hand` })}
                >
                  {t('pile.toHand')}
                </button>
                <button
                  type="button"
                  className="btn"
                  onClick={() => act({ type: 'move', seat, card: card.id, to: key, position: 'bottom', faceUp: false })}
                >
                  {t('pile.bottom')}
                </button>
              </figcaption>
            </figure>
          );
        })}
        {cards.length === 0 && <p className="pf-dim">{t('pile.empty', { zone: where })}</p>}
      </div>
    </Dialog>
  );
}
