/**
 * One zone of a seat's mat: a drop target that shows its cards side by side (areas, hand)
 * or as a pile with its top card and a count (Supply Base, Nation, discard piles).
 */
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n';
import { memo, useCallback, type MouseEvent as ReactMouseEvent } from 'react';
import { useDroppable } from '@dnd-kit/core';
import type { Card } from '../../../../engine/cards/model';
import type { ZoneLayout } from './layouts';
import type { TableCard, TableZone } from './model';
import { TableCardView, type CardHandlers } from './TableCardView';
import { drawnAgainFor } from './drawnAgain';

interface Props extends CardHandlers {
  layout: ZoneLayout;
  zone: TableZone;
  game: string;
  catalog: Record<string, Card>;
  /** The viewer may move this seat's cards. */
  mine: boolean;
  /** Per card id, the moves the rules allow with it now. */
  moves: ReadonlyMap<string, string>;
  onZoneMenu(zone: TableZone, at: { x: number; y: number }): void;
  onPileClick?(zone: TableZone): void;
}

function ZoneViewInner({ layout, zone, game, catalog, mine, moves, onZoneMenu, onPileClick, ...handlers }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: `zone:${zone.seat}:${zone.zone}`, data: { zone } });
  // Subscribed to the language, so this memoised zone re-labels itself when it changes mid-game.
  useTranslation();
  const onContextMenu = (e: ReactMouseEvent) => {
    if ((e.target as HTMLElement).closest('.pf-card')) return;
    e.preventDefault();
    onZoneMenu(zone, { x: e.clientX, y: e.clientY });
  };
  const label = i18n.t(`play:zone.${game}.${zone.zone}.label` as never, { defaultValue: layout.label }) as string;
  const hint = i18n.t(`play:zone.${game}.${zone.zone}.hint` as never, { defaultValue: layout.hint }) as string;
  const top = zone.cards[0];
  const { onClickCard } = handlers;
  // Clicking a deck draws from it; other piles treat the click like any card's.
  const onPileCard = useCallback(
    (c: TableCard) => (onPileClick ? onPileClick(zone) : onClickCard(c)),
    [onPileClick, onClickCard, zone],
  );
  return (
    <section
      ref={setNodeRef}
      className={`pf-zone pf-zone-${layout.shape}${isOver ? ' drop-over' : ''}`}
      style={{ gridArea: layout.area }}
      aria-label={i18n.t('play:table.zoneLabel', { zone: label, count: zone.count })}
      data-zone={zone.zone}
      data-seat={zone.seat}
      onContextMenu={onContextMenu}
      title={hint}
    >
      <header className="pf-zone-head">
        <span className="pf-zone-label">{label}</span>
        <span className="pf-zone-count" data-testid={`count-${zone.seat}-${zone.zone}`}>
          {zone.count}
        </span>
      </header>
      {layout.shape === 'pile' ? (
        <div className="pf-pile">
          {zone.count > 1 && <div className="pf-pile-depth" aria-hidden />}
          {top ? (
            <TableCardView
              card={top}
              game={game}
              catalog={catalog}
              movable={mine}
              host={false}
              moves={moves}
              {...handlers}
              onClickCard={onPileCard}
            />
          ) : (
            <div className="pf-empty-slot" aria-hidden />
          )}
        </div>
      ) : (
        <div className="pf-row">
          {zone.cards.map((card, i) => (
            <TableCardView
              key={card.id}
              card={card}
              game={game}
              catalog={catalog}
              movable={mine}
              host={!!layout.hosts}
              moves={moves}
              order={layout.squad ? i + 1 : undefined}
              {...handlers}
            />
          ))}
          {zone.cards.length === 0 && <span className="pf-zone-empty">{hint}</span>}
        </div>
      )}
    </section>
  );
}

/** Drawn again when its zone changed, or a move or printed card of one of its cards did. */
export const ZoneView = memo(
  ZoneViewInner,
  drawnAgainFor<Props>((p) => p.zone.cards),
);
