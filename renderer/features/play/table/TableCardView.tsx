/**
 * One card on the table: draggable (pointer and keyboard), a drop target for
 * attaching, focusable so card shortcuts apply to it, right-click for its menu.
 * Attached cards (pilots, Set cards) fan out beneath their host.
 */
import { memo, type MouseEvent as ReactMouseEvent } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { Card } from '../../../../engine/cards/model';
import type { TableCard } from './model';
import { CardBack, CardFace } from './CardFace';

export interface CardHandlers {
  onMenu(card: TableCard, at: { x: number; y: number }): void;
  onHover(card: TableCard | null): void;
  onFocusCard(card: TableCard): void;
  onClickCard(card: TableCard): void;
}

interface Props extends CardHandlers {
  card: TableCard;
  game: string;
  catalog: Record<string, Card>;
  /** The viewer may pick this card up. */
  movable: boolean;
  /** A card may be attached onto this one here. */
  host: boolean;
  highlight?: boolean;
}

export function cardLabel(card: TableCard, catalog: Record<string, Card>): string {
  const printed = card.cardKey ? catalog[card.cardKey] : undefined;
  const name = printed ? printed.name : 'face-down card';
  const bits = [name];
  if (!card.faceUp && printed) bits.push('(face down)');
  if (card.turned) bits.push('(turned)');
  for (const [k, v] of Object.entries(card.counters)) bits.push(`${v} ${k}${v === 1 ? '' : 's'}`);
  return bits.join(' ');
}

function Single({ card, game, catalog, movable, host, highlight, ...h }: Props) {
  const drag = useDraggable({ id: card.id, disabled: !movable, data: { card } });
  const drop = useDroppable({ id: `on:${card.id}`, disabled: !host, data: { card } });
  const printed = card.cardKey ? catalog[card.cardKey] : undefined;
  const showFace = !!printed;
  const onContextMenu = (e: ReactMouseEvent) => {
    e.preventDefault();
    h.onMenu(card, { x: e.clientX, y: e.clientY });
  };
  const setRefs = (el: HTMLElement | null) => {
    drag.setNodeRef(el);
    drop.setNodeRef(el);
  };
  const counters = Object.entries(card.counters);
  return (
    <button
      type="button"
      ref={setRefs}
      className={`pf-card${card.turned ? ' turned' : ''}${!card.faceUp ? ' face-down' : ''}${drag.isDragging ? ' dragging' : ''}${drop.isOver ? ' drop-over' : ''}${highlight ? ' highlight' : ''}`}
      data-card-id={card.id}
      data-card-key={showFace ? card.cardKey : undefined}
      aria-label={cardLabel(card, catalog)}
      {...drag.listeners}
      {...drag.attributes}
      aria-roledescription="card"
      onContextMenu={onContextMenu}
      onMouseEnter={() => h.onHover(card)}
      onMouseLeave={() => h.onHover(null)}
      onFocus={() => h.onFocusCard(card)}
      onClick={() => h.onClickCard(card)}
    >
      {printed ? <CardFace card={printed} /> : <CardBack game={game} />}
      {!card.faceUp && showFace && <span className="pf-badge face-down-badge" aria-hidden>face down</span>}
      {counters.length > 0 && (
        <span className="pf-counters" aria-hidden>
          {counters.map(([k, v]) => (
            <span key={k} className={`pf-counter pf-counter-${k}`} title={k}>
              {v}
            </span>
          ))}
        </span>
      )}
    </button>
  );
}

function CardStackView(props: Props) {
  const { card } = props;
  if (card.attached.length === 0) return <Single {...props} />;
  return (
    <div className="pf-stack" style={{ ['--riders' as string]: card.attached.length }}>
      {card.attached.map((rider, i) => (
        <div key={rider.id} className="pf-rider" style={{ ['--i' as string]: card.attached.length - i }}>
          <Single {...props} card={rider} host={false} />
        </div>
      ))}
      <div className="pf-host">
        <Single {...props} />
      </div>
    </div>
  );
}

export const TableCardView = memo(CardStackView);
