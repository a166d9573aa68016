/**
 * A seat's name plate and counters: M.S. War's War Experience track (0–6; Rebel Forces
 * rise at 4, rulebook 2.1 "Rebel Forces"), Gundam War's Nation Power by colour (every G, rolled or not)
 * and the coins on its cards.
 */
import { useTranslation } from 'react-i18next';
import type { GundamWarCard } from '../../../../engine/cards/model';
import { seatValues, type GameLayout } from './layouts';
import { i18n } from '../../../i18n';
import { valueLabel } from '../panels/stepNames';
import { zoneOf, type Seat, type TableView } from './model';

function gByColour(view: TableView, seat: Seat): [string, number, number][] {
  const tally = new Map<string, [number, number]>();
  for (const card of zoneOf(view, seat, 'disposition-area').cards) {
    const printed = card.cardKey ? (view.catalog[card.cardKey] as GundamWarCard | undefined) : undefined;
    if (printed?.type !== 'g' || !printed.color) continue;
    const [all, upright] = tally.get(printed.color) ?? [0, 0];
    tally.set(printed.color, [all + 1, upright + (card.turned ? 0 : 1)]);
  }
  return [...tally.entries()].map(([colour, [all, upright]]) => [colour, all, upright]);
}

function coins(view: TableView, seat: Seat): number {
  let n = 0;
  for (const zone of view.zones)
    if (zone.seat === seat)
      for (const c of zone.cards)
        n += (c.counters.coin ?? 0) + c.attached.reduce((a, r) => a + (r.counters.coin ?? 0), 0);
  return n;
}

export function SeatTrackers({ view, layout, seat }: { view: TableView; layout: GameLayout; seat: Seat }) {
  // A hook, so the memoised mat re-labels itself when the interface language changes.
  useTranslation();
  const name = view.players[seat] ?? i18n.t('playflow:player', { n: seat + 1 });
  return (
    <div className="pf-trackers">
      <span className={`pf-seat-name${view.active === seat ? ' active' : ''}`}>
        {name}
        {view.active === seat && view.turn > 0 && (
          <span className="pf-turn-tag">{i18n.t('play:table.turnTag', { turn: view.turn })}</span>
        )}
      </span>
      {seatValues(layout, view.mode, view.goal).map((v) => {
        const value = view.values[seat]?.[v.key] ?? 0;
        return (
          <span
            key={v.key}
            className="pf-track"
            aria-label={i18n.t('play:table.track', {
              player: name,
              value: valueLabel(view.game, v.key, v.label),
              count: value,
            })}
            data-testid={`value-${seat}-${v.key}`}
            data-value={value}
          >
            <span className="pf-track-label">{valueLabel(view.game, v.key, v.label)}</span>
            {v.max !== undefined ? (
              <span className="pf-pips" aria-hidden>
                {Array.from({ length: v.max }, (_, i) => (
                  <span key={i} className={`pf-pip${i < value ? ' on' : ''}${i === 3 ? ' rebel' : ''}`} />
                ))}
              </span>
            ) : null}
            <strong>{value}</strong>
          </span>
        );
      })}
      {layout.powerColours && (
        <span className="pf-power" aria-label={i18n.t('play:table.gInPlay')}>
          {gByColour(view, seat).map(([colour, all, upright]) => (
            <span
              key={colour}
              className="pf-power-chip"
              style={{ ['--chip' as string]: `var(--gw-${colour})` }}
              title={i18n.t('play:table.gChip', { colour: i18n.t(`terms:color.${colour}` as never), upright, all })}
            >
              {/* Nation Power is a threshold that rolled G meet too (rules notes 00c §1): the count is every G. */}
              {all}
            </span>
          ))}
          {gByColour(view, seat).length === 0 && <span className="pf-dim">{i18n.t('play:table.noG')}</span>}
          <span className="pf-coins" title={i18n.t('play:table.coins')}>
            ● {coins(view, seat)}
          </span>
        </span>
      )}
    </div>
  );
}
