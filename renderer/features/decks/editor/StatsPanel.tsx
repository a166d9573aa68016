/** Cost curve, type and colour/corps breakdown, G sources, draw odds and a sample hand. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deck } from '../../../../engine/decks/model';
import type { CardCatalog } from '../../../../engine/decks/catalog';
import { deckStats, sampleHand, type DeckStats } from '../../../../engine/decks/stats';
import { drawOdds, OPENING_HAND } from '../../../../engine/decks/odds';
import { entryCount } from '../data/decks';
import { colorLabel, corpsLabel, typeLabel } from '../../../i18n/terms';
import { useCardName } from '../../../i18n/hooks';
import { CardFace } from '../../../ui/CardFace';
import type { ZoomProps } from './zoom';

function Bars({ rows, label }: { rows: { label: string; count: number }[]; label: string }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <div
      className="bar-chart"
      role="img"
      aria-label={`${label}: ${rows.map((r) => `${r.label} ${r.count}`).join(', ')}`}
    >
      {rows.map((r) => (
        <div key={r.label} className="bar-col">
          <span className="bar-value">{r.count}</span>
          <span className="bar" style={{ height: `${(r.count / max) * 100}%` }} />
          <span className="bar-label">{r.label}</span>
        </div>
      ))}
    </div>
  );
}

/** Gundam War: non-G cards per Resource Cost, X a bar of its own, and what the deck costs its Nation. */
function ResourceCurve({ stats }: { stats: DeckStats }) {
  const { t } = useTranslation('decks');
  const nation = stats.nationCost!;
  return (
    <section aria-label={t('stats.resourceCurve')} data-testid="resource-curve">
      <h3>{t('stats.resourceCurve')}</h3>
      <p className="dim" data-testid="nation-cost">
        {nation.mean === null
          ? t('stats.nationCostNone')
          : t('stats.nationCost', {
              total: nation.total,
              mean: nation.mean.toFixed(2),
              count: nation.cards - nation.variable,
            })}
        {nation.variable > 0 && ` ${t('stats.nationCostX', { count: nation.variable })}`}
      </p>
      <Bars
        label={t('stats.resourceCurve')}
        rows={stats.resourceCurve.map((r) => ({ label: String(r.resource), count: r.count }))}
      />
    </section>
  );
}

function Breakdown({
  rows,
  label = (name) => name,
}: {
  rows: { name: string; count: number }[];
  label?: (name: string) => string;
}) {
  const total = rows.reduce((s, r) => s + r.count, 0) || 1;
  return (
    <ul className="breakdown">
      {rows.map((r) => (
        <li key={r.name}>
          <span className={`swatch c-${r.name.toLowerCase().replace(/\W+/g, '-')}`} />
          <span className="bd-name">{label(r.name)}</span>
          <span className="bd-bar">
            <span style={{ width: `${(r.count / total) * 100}%` }} />
          </span>
          <span className="num">{r.count}</span>
        </li>
      ))}
    </ul>
  );
}

function OddsCalculator({ deck, catalog }: { deck: Deck; catalog: CardCatalog }) {
  const { t } = useTranslation('decks');
  const localName = useCardName();
  const [target, setTarget] = useState('');
  const [k, setK] = useState(1);
  const [turn, setTurn] = useState(0);
  const [onThePlay, setOnThePlay] = useState(true);
  const [mulligan, setMulligan] = useState(false);
  const types = [
    ...new Set(
      deck.main.flatMap((e): string[] => {
        const type = catalog.byNumber(e.number)?.type;
        return type ? [type] : [];
      }),
    ),
  ];
  const hits = target.startsWith('type:')
    ? deck.main.filter((e) => catalog.byNumber(e.number)?.type === target.slice(5)).reduce((s, e) => s + e.count, 0)
    : (deck.main.find((e) => e.number === target)?.count ?? 0);
  const size = entryCount(deck.main);
  const nameOf = (number: string) => {
    const card = catalog.byNumber(number);
    return card ? localName(card) : number;
  };
  const p =
    target && size > 0
      ? drawOdds({ game: deck.game, deckSize: size, hits, atLeast: k, byTurn: turn, onThePlay, mulligan })
      : undefined;
  return (
    <section className="odds" aria-label={t('stats.odds')}>
      <h3>{t('stats.odds')}</h3>
      <label className="field">
        <span>{t('stats.target')}</span>
        <select aria-label={t('stats.oddsTarget')} value={target} onChange={(e) => setTarget(e.target.value)}>
          <option value="">{t('stats.choose')}</option>
          <optgroup label={t('stats.typesGroup')}>
            {types.map((type) => (
              <option key={type} value={`type:${type}`}>
                {t('stats.anyType', { type: typeLabel(type) })}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('stats.cardsGroup')}>
            {deck.main.map((e) => (
              <option key={e.number} value={e.number}>
                {nameOf(e.number)} ({e.count})
              </option>
            ))}
          </optgroup>
        </select>
      </label>
      <div className="odds-row">
        <label>
          {t('stats.atLeast')}{' '}
          <input
            type="number"
            aria-label={t('stats.atLeast')}
            min={1}
            max={20}
            value={k}
            onChange={(e) => setK(Math.max(1, Number(e.target.value) || 1))}
          />
        </label>
        <label>
          {t('stats.by')}{' '}
          <select aria-label={t('stats.byTurn')} value={turn} onChange={(e) => setTurn(Number(e.target.value))}>
            <option value={0}>{t('stats.opening', { count: OPENING_HAND[deck.game] })}</option>
            {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
              <option key={n} value={n}>
                {t('stats.turn', { turn: n })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="odds-row">
        <label>
          <input type="checkbox" checked={onThePlay} onChange={(e) => setOnThePlay(e.target.checked)} />{' '}
          {t('stats.goingFirst')}
        </label>
        <label>
          <input type="checkbox" checked={mulligan} onChange={(e) => setMulligan(e.target.checked)} />{' '}
          {t('stats.withMulligan')}
        </label>
      </div>
      <p className={`odds-result${p === undefined ? ' empty' : ''}`} data-testid="odds-result" aria-live="polite">
        {p === undefined ? t('stats.chooseTarget') : t('stats.result', { percent: (p * 100).toFixed(2), hits, size })}
      </p>
    </section>
  );
}

export function StatsPanel({ deck, catalog, zoomProps }: { deck: Deck; catalog: CardCatalog; zoomProps: ZoomProps }) {
  const { t } = useTranslation('decks');
  const stats = useMemo(() => deckStats(deck.main, catalog), [deck.main, catalog]);
  const [seed, setSeed] = useState<number | undefined>();
  const hand = seed === undefined ? [] : sampleHand(deck.main, OPENING_HAND[deck.game], seed).hand;
  return (
    <div className="stats">
      <h3>
        {t('stats.curve')}{' '}
        {stats.averageCost !== null && (
          <span className="dim">{t('stats.average', { average: stats.averageCost.toFixed(2) })}</span>
        )}
      </h3>
      <Bars
        label={t('stats.curve')}
        rows={stats.curve.map((c) => ({ label: c.cost === null ? 'G/–' : String(c.cost), count: c.count }))}
      />
      {stats.nationCost && <ResourceCurve stats={stats} />}
      <h3>{t('stats.types')}</h3>
      <Breakdown rows={stats.byType.map((t) => ({ name: typeLabel(t.type), count: t.count }))} />
      <h3>{deck.game === 'gundam-war' ? t('stats.colours') : t('stats.corps')}</h3>
      <Breakdown
        rows={stats.byAffiliation}
        label={deck.game === 'gundam-war' ? colorLabel : (c: string) => corpsLabel(c) ?? c}
      />
      {deck.game === 'gundam-war' && (
        <>
          <h3>{t('stats.gSources')}</h3>
          {stats.gSources.length === 0 ? (
            <p className="dim">{t('stats.noG')}</p>
          ) : (
            <table className="mini-table">
              <thead>
                <tr>
                  <th>{t('stats.colour')}</th>
                  <th className="num">{t('stats.basicG')}</th>
                  <th className="num">{t('stats.specialG')}</th>
                </tr>
              </thead>
              <tbody>
                {stats.gSources.map((g) => (
                  <tr key={g.color}>
                    <td>{colorLabel(g.color)}</td>
                    <td className="num">{g.basic}</td>
                    <td className="num">{g.special}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      <OddsCalculator deck={deck} catalog={catalog} />
      <section className="sample-hand" aria-label={t('stats.sampleHand')}>
        <h3>
          {t('stats.sampleHand')}
          <button
            type="button"
            className="btn small"
            disabled={stats.total === 0}
            onClick={() => setSeed(Math.floor(Math.random() * 2 ** 31))}
          >
            {seed === undefined ? t('stats.draw') : t('stats.drawAgain')}
          </button>
        </h3>
        <ol className="hand">
          {hand.map((number, i) => {
            const card = catalog.byNumber(number);
            return (
              <li key={i} {...(card ? zoomProps(card) : {})}>
                {card ? <CardFace card={card} size="xs" /> : <span className="hand-unknown">{number}</span>}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
