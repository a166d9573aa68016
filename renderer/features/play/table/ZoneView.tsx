/**
 * One zone of a seat's mat: a drop target that shows its cards side by side (areas, hand)
 * or as a pile with its top card and a count (Supply Base, Nation, discard piles).
 */
import { memo, type MouseEvent as ReactMouseEvent } from 'react';
import { useDroppable } from '@dnd-kit/core';
import type { Card } from '../../../../engine/cards/model';
import type { ZoneLayout } from './layouts';
import type { TableZone } from './model';
import { TableCardView, type CardHandlers } from './TableCardView';

interface Props extends CardHandlers {
  layout: ZoneLayout;
  zone: TableZone;
  game: string;
  catalog: Record<string, Card>;
  /** The viewer may move this seat's cards. */
  mine: boolean;
  /** Card ids the rules allow to be played or used now. */
  highlighted: ReadonlySet<string>;
  onZoneMenu(zone: TableZone, at: { x: number; y: number }): void;
  onPileClick?(zone: TableZone): void;
}

function ZoneViewInner({ layout, zone, game, catalog, mine, highlighted, onZoneMenu, onPileClick, ...handlers }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: `zone:${zone.seat}:${zone.zone}`, data: { zone } });
  const onContextMenu = (e: ReactMouseEvent) => {
    if ((e.target as HTMLElement).closest('.pf-card')) return;
    e.preventDefault();
    onZoneMenu(zone, { x: e.clientX, y: e.clientY });
  };
  const top = zone.cards[0];
  return (
    <section
      ref={setNodeRef}
      className={`pf-zone pf-zone-${layout.shape}${isOver ? ' drop-over' : ''}`}
      style={{ gridArea: layout.area }}
      aria-label={`${layout.label}, ${zone.count} card${zone.count === 1 ? '' : 's'}`}
      data-zone={zone.zone}
      data-seat={zone.seat}
      onContextMenu={onContextMenu}
      title={layout.hint}
    >
      <header className="pf-zone-head">
        <span className="pf-zone-label">{layout.label}</span>
        <span className="pf-zone-count" data-testid={`count-${zone.seat}-${zone.zone}`}>
          {zone.count}
        </span>
      </header>
      {layout.shape === 'pile' ? (
        <div className="pf-pile">
          {zone.count > 1 && <div className="pf-pile-depth" aria-hidden />}
          {top ? (
            <TableCardView card={top} game={game} catalog={catalog} movable={mine} host={false} {...handlers} onClickCard={(c) => (onPileClick ? onPileClick(zone) : handlers.onClickCard(c))} />
          ) : (
            <div className="pf-empty-slot" aria-hidden />
          )}
        </div>
      ) : (
        <div className={`pf-row${zone.cards.length > 9 ? ' crowded' : ''}`}>
          {zone.cards.map((card) => (
            <TableCardView key={card.id} card={card} game={game} catalog={catalog} movable={mine} host={!!layout.hosts} highlight={highlighted.has(card.id)} {...handlers} />
          ))}
          {zone.cards.length === 0 && <span className="pf-zone-empty">{layout.hint}</span>}
        </div>
      )}
    </section>
  );
}

export const ZoneView = memo(ZoneViewInner);
