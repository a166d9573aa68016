/** Card search beside the deck: drag a result into a section, or use Enter / Shift+Enter / the + buttons. */
import { useMemo, useRef, useState } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Card } from '../../../../engine/cards/model';
import type { Section } from '../../../../engine/decks/edit';
import { dragId } from './dnd';
import { searchCards } from './search';

function Result({ card, inDeck, onAdd }: { card: Card; inDeck: number; onAdd: (section: Section) => void }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: dragId({ from: 'result', number: card.number }), data: { card } });
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      className={`result-row${isDragging ? ' dragging' : ''}`}
      aria-label={`${card.name} ${card.number}, ${card.type}${card.cost !== undefined ? `, cost ${card.cost}` : ''}${inDeck ? `, ${inDeck} in deck` : ''}`}
      aria-roledescription="card in search results"
      data-testid={`result-${card.number}`}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === '+' || e.key === '=') {
          e.preventDefault();
          onAdd(e.shiftKey && e.key === 'Enter' ? 'side' : 'main');
          return;
        }
        listeners?.onKeyDown?.(e);
      }}
    >
      <span className="cost-pip" aria-hidden>
        {card.cost ?? '–'}
      </span>
      <span className="result-main">
        <span className="result-name">{card.name}</span>
        <span className="result-meta">
          {card.number} · {card.type}
          {inDeck > 0 && <b className="in-deck"> · {inDeck} in deck</b>}
        </span>
      </span>
      <button type="button" className="btn icon small" tabIndex={-1} aria-label={`Add ${card.name} to main deck`} onPointerDown={(e) => e.stopPropagation()} onClick={() => onAdd('main')}>
        +
      </button>
    </div>
  );
}

export function SearchPanel({ cards, types, countInDeck, onAdd }: { cards: readonly Card[]; types: readonly string[]; countInDeck: (number: string) => number; onAdd: (number: string, section: Section) => void }) {
  const [query, setQuery] = useState('');
  const [type, setType] = useState('');
  const results = useMemo(() => searchCards(cards, query, type), [cards, query, type]);
  const scroller = useRef<HTMLDivElement>(null);
  // TanStack Virtual hands back fresh functions each render; this component is not memoised, so that is fine.
  // oxlint-disable-next-line react/incompatible-library
  const virtual = useVirtualizer({ count: results.length, getScrollElement: () => scroller.current, estimateSize: () => 48, overscan: 8 });
  return (
    <section className="search-panel" aria-label="Card search">
      <div className="search-controls">
        <input type="search" id="deck-search" aria-label="Search cards" placeholder="Search name, number, text… ( / )" value={query} onChange={(e) => setQuery(e.target.value)} />
        <select aria-label="Card type" value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">All types</option>
          {types.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      <p className="search-count" aria-live="polite">
        {results.length} card{results.length === 1 ? '' : 's'} · drag into the deck, or Enter to add (Shift+Enter: side)
      </p>
      <div className="search-results" ref={scroller} role="list" aria-label="Search results">
        <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
          {virtual.getVirtualItems().map((item) => {
            const card = results[item.index];
            return (
              <div key={card.number} role="listitem" style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}>
                <Result card={card} inDeck={countInDeck(card.number)} onAdd={(section) => onAdd(card.number, section)} />
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
