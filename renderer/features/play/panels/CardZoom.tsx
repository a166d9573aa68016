/** Hover (or focus) a card to read it at full size beside the table. */
import type { Card } from '../../../../engine/cards/model';
import { CardFace } from '../../../ui/CardFace';

export function CardZoom({ card }: { card: Card | undefined }) {
  return (
    <section className="pf-side-panel pf-zoom" aria-label="Card preview">
      {card ? (
        <CardFace card={card} size="lg" className="pf-zoom-face" />
      ) : (
        <p className="pf-dim">Point at a card to read it here.</p>
      )}
    </section>
  );
}
