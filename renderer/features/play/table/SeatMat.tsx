/** One seat's half of the table: its zones on the playmat grid plus its trackers. */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Card } from '../../../../engine/cards/model';
import type { GameLayout } from './layouts';
import { zoneOf, type Seat, type TableView, type TableZone } from './model';
import { ZoneView } from './ZoneView';
import type { CardHandlers } from './TableCardView';
import { SeatTrackers } from './SeatTrackers';

interface Props extends CardHandlers {
  view: TableView;
  layout: GameLayout;
  seat: Seat;
  /** The opponent's mat is drawn upside down: hand at the top. */
  far: boolean;
  moves: ReadonlyMap<string, string>;
  onZoneMenu(zone: TableZone, at: { x: number; y: number }): void;
  onPileClick(zone: TableZone): void;
}

function SeatMatInner({ view, layout, seat, far, moves, onZoneMenu, onPileClick, ...handlers }: Props) {
  const areas = far ? layout.areas.trim().split('\n').reverse().join('\n') : layout.areas;
  const catalog: Record<string, Card> = view.catalog;
  const mine = seat === view.viewer;
  const { t } = useTranslation('play');
  return (
    <div
      className={`pf-mat${far ? ' far' : ''}${view.active === seat ? ' active' : ''}`}
      data-seat={seat}
      aria-label={t('mat.side', { player: view.players[seat] ?? t('start.player', { n: seat + 1 }) })}
      role="region"
    >
      <SeatTrackers view={view} layout={layout} seat={seat} />
      <div className="pf-mat-grid" style={{ gridTemplateAreas: areas, gridTemplateColumns: layout.columns }}>
        {layout.zones.map((z) => (
          <ZoneView
            key={z.zone}
            layout={z}
            zone={zoneOf(view, seat, z.zone)}
            game={view.game}
            catalog={catalog}
            mine={mine}
            moves={moves}
            onZoneMenu={onZoneMenu}
            onPileClick={z.library && mine ? onPileClick : undefined}
            {...handlers}
          />
        ))}
      </div>
    </div>
  );
}

export const SeatMat = memo(SeatMatInner);
