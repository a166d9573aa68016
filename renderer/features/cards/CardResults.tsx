/**
 * The virtualised results: a grid of card faces or a sortable list. Only the
 * rows on screen are rendered, so 20,000 results scroll as smoothly as 20.
 */
import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
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

/** Where an arrow, Home/End or Page key moves from `at` in a grid of `columns` columns. */
export function moveInGrid(key: string, at: number, count: number, columns: number, pageRows: number, ctrl: boolean): number | undefined {
  const rowStart = at - (at % columns);
  const to = (() => {
    switch (key) {
      case 'ArrowLeft':
        return at - 1;
      case 'ArrowRight':
        return at + 1;
      case 'ArrowUp':
        return at - columns;
      case 'ArrowDown':
        return at + columns;
      case 'PageUp':
        return at - columns * pageRows;
      case 'PageDown':
        return at + columns * pageRows;
      case 'Home':
        return ctrl ? 0 : rowStart;
      case 'End':
        return ctrl ? count - 1 : Math.min(count - 1, rowStart + columns - 1);
      default:
        return undefined;
    }
  })();
  if (to === undefined || count === 0) return undefined;
  // Up/down past the ends stay in the same column instead of wrapping.
  if (to < 0) return key === 'ArrowUp' || key === 'ArrowLeft' ? at : 0;
  if (to >= count) return key === 'ArrowDown' || key === 'ArrowRight' ? at : count - 1;
  return to;
}

interface Keyboard {
  cards: Card[];
  selected?: string;
  columns: number;
  pageRows: number;
  onSelect: (card: Card) => void;
  onOpen: (card: Card) => void;
  /** Brings the item at a position on screen (the list is virtualised). */
  reveal: (index: number) => void;
  scrollRef: React.RefObject<HTMLDivElement | null>;
}

/** Focuses the item at `index` once the virtualiser has rendered it (a few frames at most). */
function focusWhenRendered(scrollRef: React.RefObject<HTMLDivElement | null>, index: number, framesLeft = 20) {
  requestAnimationFrame(() => {
    const el = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    if (el) el.focus({ preventScroll: true });
    else if (framesLeft > 0) focusWhenRendered(scrollRef, index, framesLeft - 1);
  });
}

/** Roving focus for the grid and the list: one tab stop, arrows move the selection. */
function useResultKeys({ cards, selected, columns, pageRows, onSelect, onOpen, reveal, scrollRef }: Keyboard) {
  const active = Math.max(0, selected ? cards.findIndex((c) => cardKey(c) === selected) : 0);
  // A re-layout (the detail panel opening changes the column count) can remount the
  // focused card; when focus was in the results and fell to the page, put it back.
  const focusInside = useRef(false);
  useLayoutEffect(() => {
    const el = document.activeElement;
    if (focusInside.current && (!el || el === document.body)) focusWhenRendered(scrollRef, active, 2);
  });
  const onFocus = () => {
    focusInside.current = true;
  };
  const onBlur = (e: FocusEvent) => {
    if (e.relatedTarget) {
      focusInside.current = !!scrollRef.current?.contains(e.relatedTarget as Node);
      return;
    }
    // Focus went to the page: the user clicked away (the card is still there) or the
    // card was unmounted by a re-layout (then the effect above brings focus back).
    const left = e.target as HTMLElement;
    requestAnimationFrame(() => {
      if (left.isConnected) focusInside.current = false;
    });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      if (cards[active]) onOpen(cards[active]);
      return;
    }
    const next = moveInGrid(e.key, active, cards.length, columns, pageRows, e.ctrlKey || e.metaKey);
    if (next === undefined) return;
    e.preventDefault();
    onSelect(cards[next]);
    reveal(next);
    focusWhenRendered(scrollRef, next);
  };
  return { active, onKeyDown, onFocus, onBlur };
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
  const virtualizer = useVirtualizer({ count: rows, getScrollElement: () => scrollRef.current, estimateSize: () => rowH, overscan: 3 });
  // Row heights are estimates the virtualiser keeps; a new card width changes them all.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowH]);
  const pageRows = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? rowH) / rowH));
  const keys = useResultKeys({ cards, selected, columns, pageRows, onSelect, onOpen, scrollRef, reveal: (i) => virtualizer.scrollToIndex(Math.floor(i / columns)) });
  return (
    <div
      className="results-scroll"
      ref={scrollRef}
      data-testid="card-grid"
      role="grid"
      aria-label="Cards"
      aria-rowcount={rows}
      aria-colcount={columns}
      onKeyDown={keys.onKeyDown}
      onFocus={keys.onFocus}
      onBlur={keys.onBlur}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }} role="presentation">
        {virtualizer.getVirtualItems().map((row) => (
          <div key={row.key} className="grid-row" role="row" aria-rowindex={row.index + 1} style={{ transform: `translateY(${row.start}px)`, gap: GAP }}>
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
  // col-mid and col-wide columns give way first when the list is narrow (cards.css).
  { key: 'color', label: 'Colour / corps', cell: (c) => (c.game === 'gundam-war' ? c.color && <span className={`color-swatch gw-${c.color}`}>{c.color}</span> : c.corps ?? ''), className: 'col-mid' },
  { key: 'set', label: 'Set', cell: (c) => c.set, className: 'col-wide' },
  { key: 'rarity', label: 'Rarity', cell: (c) => c.rarity, className: 'col-wide' },
  { key: 'game', label: 'Game', cell: (c) => (c.game === 'ms-war' ? 'M.S. War' : 'Gundam War'), className: 'col-wide' },
];

function List({ cards, selected, onSelect, onOpen, sort, onSort, zoomProps }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual is not React-Compiler safe; this app does not use the compiler.
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({ count: cards.length, getScrollElement: () => scrollRef.current, estimateSize: () => 34, overscan: 12 });
  const pageRows = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 340) / 34) - 1);
  const keys = useResultKeys({ cards, selected, columns: 1, pageRows, onSelect, onOpen, scrollRef, reveal: (i) => virtualizer.scrollToIndex(i) });
  return (
    <div className="results-scroll list" ref={scrollRef} data-testid="card-list" role="grid" aria-label="Cards" aria-rowcount={cards.length + 1} onKeyDown={keys.onKeyDown} onFocus={keys.onFocus} onBlur={keys.onBlur}>
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
