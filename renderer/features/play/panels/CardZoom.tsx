/** Hover (or focus) a card to read it at full size beside the table. */
import { useTranslation } from 'react-i18next';
import type { Card } from '../../../../engine/cards/model';
import { CardFace } from '../../../ui/CardFace';

export function CardZoom({ card }: { card: Card | undefined }) {
  const { t } = useTranslation('playflow');
  return (
    <section className="pf-side-panel pf-zoom" aria-label={t('card.preview')}>
      {card ? <CardFace card={card} size="lg" className="pf-zoom-face" /> : <p className="pf-dim">{t('card.point')}</p>}
    </section>
  );
}
