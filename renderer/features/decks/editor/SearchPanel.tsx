/**
 * Card search beside the deck, with the Cards screen's search box and query language
 * (`t:ms cost<=3 -kw:sea`, same help and error messages). Drag a result into a section,
 * or use Enter / Shift+Enter / the + button. Hovering a result shows its card face.
 */
import { useRef, useState } from 'react';
import { printedCost } from '../../../../engine/cards/cost';
import { PrintedCostText } from '../../../ui/PrintedCost';
import { useTranslation } from 'react-i18next';
import { useDraggable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Card } from '../../../../engine/cards/model';
import type { CardSort, SortKey } from '../../../../engine/cards/search';
import type { Section } from '../../../../engine/decks/edit';
import { typeLabel } from '../../../i18n/terms';
import { useCardName } from '../../../i18n/hooks';
import { SearchBar } from '../../cards/SearchBar';
import { useCardSearch } from '../../cards/useCardLibrary';
import '../../cards/cards.css';
import { dragId } from './dnd';
import type { ZoomProps } from './zoom';

const SORTS = ['number', 'name', 'cost', 'type'] as const satisfies readonly SortKey[];
// One object per key, so the search index is only rebuilt when the sort really changes.
const SORT_BY = Object.fromEntries(SORTS.map((key) => [key, { key, dir: 'asc' } satisfies CardSort])) as Record<
  SortKey,
  CardSort
>;

function Result({
  card,
  inDeck,
  onAdd,
  onStep,
  zoomProps,
}: {
  card: Card;
  inDeck: number;
  onAdd: (section: Section) => void;
  /** ↓/↑: to the next or previous result (↑ from the first goes back to the search box). */
  onStep: (by: 1 | -1) => void;
  zoomProps: ZoomProps;
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: dragId({ from: 'result', number: card.number }),
    data: { card },
  });
  const { t } = useTranslation('decks');
  const name = useCardName()(card);
  const label =
    t('search.result', { card: name, number: card.number, type: typeLabel(card.type) }) +
    (card.cost !== undefined ? t('search.resultCost', { cost: card.cost }) : '') +
    (inDeck ? t('search.resultInDeck', { count: inDeck }) : '');
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      {...zoomProps(card)}
      className={`result-row${isDragging ? ' dragging' : ''}`}
      aria-label={label}
      aria-roledescription={t('search.resultRole')}
      data-testid={`result-${card.number}`}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === '+' || e.key === '=') {
          e.preventDefault();
          onAdd(e.shiftKey && e.key === 'Enter' ? 'side' : 'main');
          return;
        }
        // Arrows walk the list unless the card is picked up (then they move it, dnd-kit's keyboard drag).
        if (!isDragging && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
          e.preventDefault();
          onStep(e.key === 'ArrowDown' ? 1 : -1);
          return;
        }
        listeners?.onKeyDown?.(e);
      }}
    >
      <span className="cost-pip" aria-hidden>
        {card.cost ?? '–'}
      </span>
      <span className="result-main">
        <span className="result-name">{name}</span>
        <span className="result-meta">
          {card.number} · {typeLabel(card.type)}
          {printedCost(card) && (
            <>
              {' · '}
              <PrintedCostText card={card} />
            </>
          )}
          {inDeck > 0 && <b className="in-deck">{t('search.inDeck', { count: inDeck })}</b>}
        </span>
      </span>
      <button
        type="button"
        className="btn icon small"
        tabIndex={-1}
        aria-label={t('search.addToMain', { card: name })}
        onPointerDown={(e) => e.stopPropagation()}
        onClick={() => onAdd('main')}
      >
        +
      </button>
    </div>
  );
}

export function SearchPanel({
  cards,
  countInDeck,
  onAdd,
  zoomProps,
}: {
  cards: Card[];
  countInDeck: (number: string) => number;
  onAdd: (number: string, section: Section) => void;
  zoomProps: ZoomProps;
}) {
  const { t } = useTranslation('decks');
  const [query, setQuery] = useState('');
  const [sortKey, setSortKey] = useState<SortKey>('number');
  const { results, error } = useCardSearch(cards, query, SORT_BY[sortKey]);
  const scroller = useRef<HTMLDivElement>(null);
  // TanStack Virtual hands back fresh functions each render; this component is not memoised, so that is fine.
  // oxlint-disable-next-line react/incompatible-library
  const virtual = useVirtualizer({
    count: results.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 48,
    overscan: 8,
  });
  const searchBox = useRef<HTMLDivElement>(null);
  /** Focuses result `index` (scrolled into the virtual window first); before the first, the search box. */
  const focusResult = (index: number) => {
    if (index < 0) return searchBox.current?.querySelector('input')?.focus();
    if (index >= results.length) return;
    virtual.scrollToIndex(index);
    const focus = (tries: number) => {
      const row = scroller.current?.querySelector<HTMLElement>(`[data-result-index="${index}"] .result-row`);
      if (row) row.focus();
      else if (tries > 0) requestAnimationFrame(() => focus(tries - 1));
    };
    focus(5);
  };
  return (
    <section className="search-panel" aria-label={t('search.label')}>
      <div className="search-controls" ref={searchBox}>
        <SearchBar value={query} onChange={setQuery} error={error} onArrowDown={() => focusResult(0)} />
      </div>
      <div className="search-count">
        <span aria-live="polite">{error ? t('search.fix') : t('search.count', { count: results.length })}</span>
        <select
          aria-label={t('search.sort')}
          title={t('search.sort')}
          value={sortKey}
          onChange={(e) => setSortKey(e.target.value as SortKey)}
        >
          {SORTS.map((key) => (
            <option key={key} value={key}>
              {t(`search.sortBy.${key}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="search-results" ref={scroller} role="list" aria-label={t('search.results')}>
        <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
          {virtual.getVirtualItems().map((item) => {
            const card = results[item.index];
            return (
              <div
                key={card.number}
                data-result-index={item.index}
                role="listitem"
                style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
              >
                <Result
                  card={card}
                  inDeck={countInDeck(card.number)}
                  onAdd={(section) => onAdd(card.number, section)}
                  onStep={(by) => focusResult(item.index + by)}
                  zoomProps={zoomProps}
                />
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
