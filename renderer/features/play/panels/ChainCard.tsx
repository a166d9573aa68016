/**
 * The card an entry of the Cut / Effect Chain plays (an M.S. War Event while it resolves), small
 * beside the entry: pointed at or focused, it is previewed whole like a card on the table.
 */
import type { Card } from '../../../../engine/cards/model';
import { CardFace } from '../../../ui/CardFace';
import type { TableCard } from '../table/model';
import { cardLabel, TABLE_CARD_WIDTH } from '../table/TableCardView';

interface Props {
  card: TableCard;
  catalog: Record<string, Card>;
  onHover?(card: TableCard | null): void;
}

export function ChainCard({ card, catalog, onHover }: Props) {
  const printed = card.cardKey ? catalog[card.cardKey] : undefined;
  if (!printed) return null;
  return (
    <button
      type="button"
      className="pf-card static pf-chain-card"
      data-card-id={card.id}
      data-card-key={card.cardKey}
      aria-label={cardLabel(card, catalog)}
      onMouseEnter={() => onHover?.(card)}
      onMouseLeave={() => onHover?.(null)}
      onFocus={() => onHover?.(card)}
      onBlur={() => onHover?.(null)}
    >
      <CardFace card={printed} size={TABLE_CARD_WIDTH} className="pf-face" />
    </button>
  );
}
