/**
 * The virtualised results: a grid of card faces or a sortable list. Only the
 * rows on screen are rendered, so 20,000 results scroll as smoothly as 20.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { cardKey, type Card } from '../../../engine/cards/model';
import type { CardSort, SortKey } from '../../../engine/cards/search';
import { CardFace } from '../../ui/CardFace';
import { PrintedCostText } from '../../ui/PrintedCost';
import { colorLabel, corpsLabel, setLabel, typeLabel } from '../../i18n/terms';
import { i18n } from '../../i18n';
import { localName } from '../../../engine/i18n/languages';
import type { Language } from '../../i18n/languages';
import { useResultKeys } from './resultKeys';

type ZoomProps = (card: Card) => Record<string, unknown>;

interface Props {
  cards: Card[];
  view: 'grid' | 'list';
  selected?: string;
  /** Arrow keys move the selection; a click or Enter also opens the card. */
  onSelect: (card: Card) => void;
  onOpen: (card: Card) => void;
  sort: CardSort;
  onSort: (key: SortKey) => void;
  zoomProps: ZoomProps;
}

/** Cards are at least this wide and grow to fill the row, up to `MAX_CARD_W`. */
const MIN_CARD_W = 150;
const MAX_CARD_W = 196;
const GAP = 14;
/** The grid's horizontal padding (`.results-scroll`), both sides together. */
const PAD_X = 40;
const cardHeight = (width: number) => Math.round((width * 88) / 63);

function useWidth(ref: React.RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const ro = new ResizeObserver(() => setWidth(el.clientWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return width;
}

function Grid({ cards, selected, onSelect, onOpen, zoomProps }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const width = useWidth(scrollRef);
  const content = Math.max(MIN_CARD_W, width - PAD_X);
  const columns = Math.max(1, Math.floor((content + GAP) / (MIN_CARD_W + GAP)));
  const cardW = Math.min(MAX_CARD_W, Math.floor((content - GAP * (columns - 1)) / columns));
  const rowH = cardHeight(cardW) + GAP;
  const rows = Math.ceil(cards.length / columns);
  // TanStack Virtual is not React-Compiler safe; this app does not use the compiler.
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowH,
    overscan: 3,
  });
  // Row heights are estimates the virtualiser keeps; a new card width changes them all.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowH]);
  const pageRows = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? rowH) / rowH));
  const { t } = useTranslation('cards');
  const keys = useResultKeys({
    cards,
    selected,
    columns,
    pageRows,
    onSelect,
    onOpen,
    scrollRef,
    reveal: (i) => virtualizer.scrollToIndex(Math.floor(i / columns)),
  });
  return (
    <div
      className="results-scroll"
      ref={scrollRef}
      data-testid="card-grid"
      role="grid"
      aria-label={t('title')}
      aria-rowcount={rows}
      aria-colcount={columns}
      onKeyDown={keys.onKeyDown}
      onFocus={keys.onFocus}
      onBlur={keys.onBlur}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }} role="presentation">
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            className="grid-row"
            role="row"
            aria-rowindex={row.index + 1}
            style={{ transform: `translateY(${row.start}px)`, gap: GAP }}
          >
            {cards.slice(row.index * columns, row.index * columns + columns).map((card, col) => {
              const key = cardKey(card);
              const index = row.index * columns + col;
              return (
                <button
                  key={key}
                  type="button"
                  role="gridcell"
                  className={`grid-card${selected === key ? ' selected' : ''}`}
                  onClick={() => {
                    onSelect(card);
                    onOpen(card);
                  }}
                  aria-selected={selected === key}
                  aria-colindex={col + 1}
                  tabIndex={index === keys.active ? 0 : -1}
                  data-index={index}
                  data-number={card.number}
                  {...zoomProps(card)}
                >
                  <CardFace card={card} size={cardW} />
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

// The name in the interface language first, the other beside it when the card has both.
function NameCell({ card }: { card: Card }) {
  const main = localName(card, (i18n.resolvedLanguage ?? 'en') as Language);
  const other = main === card.name ? card.name_ja : card.name;
  return (
    <span className="name-cell">
      {main}
      {other && other !== main && <span className="dim"> {other}</span>}
    </span>
  );
}

// Labels are catalog keys (`cards:field.*`), told when the list renders.
const COLUMNS: { key: SortKey; label: string; cell: (c: Card) => ReactNode; className?: string }[] = [
  { key: 'number', label: 'number', cell: (c) => <code>{c.number}</code>, className: 'col-number' },
  { key: 'name', label: 'name', cell: (c) => <NameCell card={c} />, className: 'col-name' },
  { key: 'type', label: 'type', cell: (c) => typeLabel(c.type) },
  {
    key: 'cost',
    label: 'cost',
    cell: (c) => (c.game === 'gundam-war' ? <PrintedCostText card={c} /> : (c.cost ?? '–')),
    className: 'num',
  },
  {
    key: 'clash',
    label: 'clashStats',
    cell: (c) =>
      c.game === 'ms-war'
        ? (c.clash ?? '–')
        : c.melee !== undefined
          ? `${c.melee}/${c.ranged ?? '*'}/${c.hp ?? '*'}`
          : '–',
    className: 'num',
  },
  // col-mid and col-wide columns give way first when the list is narrow (cards.css).
  {
    key: 'color',
    label: 'colorCorps',
    cell: (c) =>
      c.game === 'gundam-war'
        ? c.color && <span className={`color-swatch gw-${c.color}`}>{colorLabel(c.color)}</span>
        : (corpsLabel(c.corps) ?? ''),
    className: 'col-mid',
  },
  { key: 'set', label: 'set', cell: (c) => setLabel(c.set), className: 'col-wide' },
  { key: 'rarity', label: 'rarity', cell: (c) => c.rarity, className: 'col-wide' },
  { key: 'game', label: 'game', cell: (c) => i18n.t(`games:${c.game}`), className: 'col-wide' },
];

function List({ cards, selected, onSelect, onOpen, sort, onSort, zoomProps }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual is not React-Compiler safe; this app does not use the compiler.
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 34,
    overscan: 12,
  });
  const pageRows = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 340) / 34) - 1);
  const { t } = useTranslation('cards');
  const keys = useResultKeys({
    cards,
    selected,
    columns: 1,
    pageRows,
    onSelect,
    onOpen,
    scrollRef,
    reveal: (i) => virtualizer.scrollToIndex(i),
  });
  return (
    <div
      className="results-scroll list"
      ref={scrollRef}
      data-testid="card-list"
      role="grid"
      aria-label={t('title')}
      aria-rowcount={cards.length + 1}
      onKeyDown={keys.onKeyDown}
      onFocus={keys.onFocus}
      onBlur={keys.onBlur}
    >
      <div className="list-row list-head" role="row">
        {COLUMNS.map((col) => (
          <div
            key={col.key}
            role="columnheader"
            className={col.className}
            aria-sort={sort.key === col.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
          >
            <button type="button" onClick={() => onSort(col.key)}>
              {t(`field.${col.label}` as 'field.number')}
              {sort.key === col.key && <span aria-hidden>{sort.dir === 'asc' ? ' ▲' : ' ▼'}</span>}
            </button>
          </div>
        ))}
      </div>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const card = cards[item.index];
          const key = cardKey(card);
          return (
            <div
              key={key}
              role="row"
              aria-rowindex={item.index + 2}
              aria-selected={selected === key}
              tabIndex={item.index === keys.active ? 0 : -1}
              className={`list-row${selected === key ? ' selected' : ''}`}
              style={{ transform: `translateY(${item.start}px)` }}
              onClick={() => {
                onSelect(card);
                onOpen(card);
              }}
              data-index={item.index}
              data-number={card.number}
              {...zoomProps(card)}
            >
              {COLUMNS.map((col) => (
                <div key={col.key} role="gridcell" className={col.className}>
                  {col.cell(card)}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}

export function CardResults(props: Props) {
  return props.view === 'grid' ? <Grid {...props} /> : <List {...props} />;
}
