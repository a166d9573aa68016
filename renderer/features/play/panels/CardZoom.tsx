/**
 * The card pointed at (or focused), large, floating over the table's edge beside the side
 * panel: it takes no room in the panel, so Pass, the decision and the log never move when it
 * shows, and it is always whole (at 1280×720 a slot in the panel left it clipped). It sits at
 * the top of the table unless the card pointed at is under it, then at the bottom.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Card } from '../../../../engine/cards/model';
import { CardFace } from '../../../ui/CardFace';

/** The card pointed at: on the table, or on the Cut / Effect Chain (a card played there while it resolves). */
const tableCard = (id: string) => {
  const at = `[data-card-id="${CSS.escape(id)}"]`;
  return document.querySelector(`.pf-table ${at}, .pf-cut ${at}`);
};

/** Whether the card element `id` on the table is under the box where the preview would sit at the top. */
function underTop(float: HTMLElement, id: string): boolean {
  const el = tableCard(id);
  if (!el) return false;
  const card = el.getBoundingClientRect();
  const box = float.getBoundingClientRect();
  const parent = float.offsetParent?.getBoundingClientRect();
  const top = (parent?.top ?? 0) + 8;
  return card.right > box.left && card.left < box.right && card.top < top + box.height;
}

interface Props {
  card: Card | undefined;
  cardId: string | undefined;
  /** Changes with every move: the card may have left the pointer (played, moved, dropped elsewhere). */
  view: unknown;
  /** The card is no longer pointed at nor focused: the preview goes. */
  onGone(none: null): void;
}

export function CardZoom({ card, cardId, view, onGone }: Props) {
  const { t } = useTranslation('playflow');
  const ref = useRef<HTMLElement>(null);
  const [low, setLow] = useState(false);
  useLayoutEffect(() => {
    if (ref.current && cardId) setLow(underTop(ref.current, cardId));
  }, [cardId]);
  // A card that moves away from under the pointer sends no mouseleave: a preview floating over the
  // table would stay over it, so after each move it stays only while its card is pointed at or focused.
  useEffect(() => {
    if (!cardId) return;
    const el = tableCard(cardId);
    if (!el?.matches(':hover, :focus-visible')) onGone(null);
  }, [view, cardId, onGone]);
  if (!card) return null;
  return (
    <section
      ref={ref}
      className={`pf-zoom${low ? ' low' : ''}`}
      aria-label={t('card.preview')}
      data-testid="card-preview"
    >
      <CardFace card={card} size="lg" className="pf-zoom-face" />
    </section>
  );
}
