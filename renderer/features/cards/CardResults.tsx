/**
 * The virtualised results: a grid of card faces or a sortable list. Only the
 * rows on screen are rendered, so 20,000 results scroll as smoothly as 20.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { cardKey, type Card } from '../../../engine/cards/model';
import type { CardSort, SortKey } from '../../../engine/cards/search';
import { CardFace } from '../../ui/CardFace';
import { TYPE_LABELS } from '../../ui/cardStyle';

type ZoomProps = (card: Card) => Record<string, unknown>;

interface Props {
  cards: Card[];
  view: 'grid' | 'list';
  selected?: string;
  onSelect: (card: Card) => void;
  sort: CardSort;
  onSort: (key: SortKey) => void;
  zoomProps: ZoomProps;
}

const CARD_W = 150;
const GAP = 14;
const CARD_H = Math.round((CARD_W * 88) / 63);

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

function Grid({ cards, selected, onSelect, zoomProps }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const width = useWidth(scrollRef);
  const columns = Math.max(1, Math.floor((width - GAP + GAP) / (CARD_W + GAP)));
  const rows = Math.ceil(cards.length / columns);
  // TanStack Virtual is not React-Compiler safe; this app does not use the compiler.
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({ count: rows, getScrollElement: () => scrollRef.current, estimateSize: () => CARD_H + GAP, overscan: 3 });
  return (
    <div className="results-scroll" ref={scrollRef} data-testid="card-grid">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div key={row.key} className="grid-row" style={{ transform: `translateY(${row.start}px)`, gap: GAP }}>
            {cards.slice(row.index * columns, row.index * columns + columns).map((card) => {
              const key = cardKey(card);
              return (
                <button
                  key={key}
                  type="button"
                  className={`grid-card${selected === key ? ' selected' : ''}`}
                  onClick={() => onSelect(card)}
                  aria-pressed={selected === key}
                  data-number={card.number}
                  {...zoomProps(card)}
                >
                  <CardFace card={card} size={CARD_W} />
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

const COLUMNS: { key: SortKey; label: string; cell: (c: Card) => ReactNode; className?: string }[] = [
  { key: 'number', label: 'Number', cell: (c) => <code>{c.number}</code>, className: 'col-number' },
  { key: 'name', label: 'Name', cell: (c) => <span className="name-cell">{c.name}{c.name_ja && <span className="dim"> {c.name_ja}</span>}</span>, className: 'col-name' },
  { key: 'type', label: 'Type', cell: (c) => TYPE_LABELS[c.type] ?? c.type },
  { key: 'cost', label: 'Cost', cell: (c) => (c.game === 'gundam-war' && c.nation_cost !== undefined ? `${c.nation_cost}/${c.cost ?? '–'}` : c.cost ?? '–'), className: 'num' },
  {
    key: 'clash',
    label: 'Clash / stats',
    cell: (c) => (c.game === 'ms-war' ? c.clash ?? '–' : c.melee !== undefined ? `${c.melee}/${c.ranged ?? '*'}/${c.hp ?? '*'}` : '–'),
    className: 'num',
  },
  { key: 'color', label: 'Colour / corps', cell: (c) => (c.game === 'gundam-war' ? c.color && <span className={`swatch gw-${c.color}`}>{c.color}</span> : c.corps ?? '') },
  { key: 'set', label: 'Set', cell: (c) => c.set },
  { key: 'rarity', label: 'Rarity', cell: (c) => c.rarity },
  { key: 'game', label: 'Game', cell: (c) => (c.game === 'ms-war' ? 'M.S. War' : 'Gundam War') },
];

function List({ cards, selected, onSelect, sort, onSort, zoomProps }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual is not React-Compiler safe; this app does not use the compiler.
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({ count: cards.length, getScrollElement: () => scrollRef.current, estimateSize: () => 34, overscan: 12 });
  return (
    <div className="results-scroll list" ref={scrollRef} data-testid="card-list" role="table" aria-rowcount={cards.length}>
      <div className="list-row list-head" role="row">
        {COLUMNS.map((col) => (
          <div key={col.key} role="columnheader" className={col.className} aria-sort={sort.key === col.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
            <button type="button" onClick={() => onSort(col.key)}>
              {col.label}
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
              tabIndex={0}
              className={`list-row${selected === key ? ' selected' : ''}`}
              style={{ transform: `translateY(${item.start}px)` }}
              onClick={() => onSelect(card)}
              onKeyDown={(e) => e.key === 'Enter' && onSelect(card)}
              data-number={card.number}
              {...zoomProps(card)}
            >
              {COLUMNS.map((col) => (
                <div key={col.key} role="cell" className={col.className}>
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
