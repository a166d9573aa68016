/** One section of the deck (Main or Side) as a drop zone, grouped by card type with counts and costs. */
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { Card } from '../../../../engine/cards/model';
import type { DeckEntry } from '../../../../engine/decks/model';
import type { CardCatalog } from '../../../../engine/decks/catalog';
import type { Section } from '../../../../engine/decks/edit';
import { numberKey } from '../../../../engine/decks/names';
import { TYPE_LABELS } from '../../../ui/cardStyle';
import { dragId } from './dnd';
import type { ZoomProps } from './zoom';

export interface SectionActions {
  add: (number: string) => void;
  remove: (number: string, all?: boolean) => void;
  move: (number: string) => void;
}

function Row({ section, entry, card, offending, actions, zoomProps }: { section: Section; entry: DeckEntry; card?: Card; offending: boolean; actions: SectionActions; zoomProps: ZoomProps }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: dragId({ from: section, number: entry.number }), data: { card } });
  const name = card?.name ?? 'Unknown card';
  const other = section === 'main' ? 'side' : 'main';
  return (
    <li
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      {...(card ? zoomProps(card) : {})}
      className={`deck-row${offending ? ' offending' : ''}${isDragging ? ' dragging' : ''}`}
      aria-label={`${entry.count} × ${name} ${entry.number}${offending ? ', breaks a format rule' : ''}`}
      aria-roledescription="deck card"
      aria-keyshortcuts="+ - S Delete"
      data-testid={`${section}-${entry.number}`}
      onKeyDown={(e) => {
        const k = e.key;
        if (k === '+' || k === '=') actions.add(entry.number);
        else if (k === '-' || k === '_') actions.remove(entry.number);
        else if (k === 'Delete' || k === 'Backspace') actions.remove(entry.number, true);
        else if (k.toLowerCase() === 's' && !e.ctrlKey && !e.metaKey) actions.move(entry.number);
        else {
          listeners?.onKeyDown?.(e);
          return;
        }
        e.preventDefault();
        e.stopPropagation();
      }}
    >
      <span className="row-count">{entry.count}</span>
      <span className="cost-pip small" aria-hidden>
        {card?.cost ?? '–'}
      </span>
      <span className="row-name">
        {offending && (
          <span className="warn-mark" aria-hidden title="Breaks a format rule">
            !
          </span>
        )}
        {name}
        <span className="row-number">{entry.number}</span>
      </span>
      <span className="row-buttons" onPointerDown={(e) => e.stopPropagation()}>
        <button type="button" className="btn icon small" tabIndex={-1} aria-label={`Move one ${name} to ${other} deck`} title={`Move one to ${other} (S)`} onClick={() => actions.move(entry.number)}>
          ⇄
        </button>
        <button type="button" className="btn icon small" tabIndex={-1} aria-label={`Remove one ${name}`} title="Remove one (−)" onClick={() => actions.remove(entry.number)}>
          −
        </button>
        <button type="button" className="btn icon small" tabIndex={-1} aria-label={`Add one ${name}`} title="Add one (+)" onClick={() => actions.add(entry.number)}>
          +
        </button>
      </span>
    </li>
  );
}

const TYPE_ORDER = ['ms', 'pilot', 'event', 'battlefield', 'mission', 'unit', 'character', 'command', 'operation', 'g'];
export const typeLabel = (type: string) => TYPE_LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1);

export function DeckSection({ section, entries, catalog, offending, actions, zoomProps }: { section: Section; entries: DeckEntry[]; catalog: CardCatalog; offending: Set<string>; actions: SectionActions; zoomProps: ZoomProps }) {
  const { setNodeRef, isOver } = useDroppable({ id: section });
  const total = entries.reduce((s, e) => s + e.count, 0);
  const groups = new Map<string, { entry: DeckEntry; card?: Card }[]>();
  for (const entry of entries) {
    const card = catalog.byNumber(entry.number);
    const type = card?.type ?? 'unknown';
    groups.set(type, [...(groups.get(type) ?? []), { entry, card }]);
  }
  const ordered = [...groups.entries()].sort(([a], [b]) => (TYPE_ORDER.indexOf(a) + 1 || 99) - (TYPE_ORDER.indexOf(b) + 1 || 99));
  const title = section === 'main' ? 'Main deck' : 'Side deck';
  return (
    <section ref={setNodeRef} className={`deck-section${isOver ? ' over' : ''}`} aria-label={`${title}, ${total} cards`} data-testid={`section-${section}`}>
      <header className="section-header">
        <h2>{title}</h2>
        <span className="section-count" data-testid={`${section}-count`}>
          {total}
        </span>
      </header>
      {entries.length === 0 ? (
        <p className="drop-hint">Drag cards here{section === 'main' ? ', or press Enter on a search result' : ' (Shift+Enter on a search result)'}.</p>
      ) : (
        ordered.map(([type, rows]) => {
          const count = rows.reduce((s, r) => s + r.entry.count, 0);
          const cost = rows.reduce((s, r) => s + (r.card?.cost ?? 0) * r.entry.count, 0);
          return (
            <div key={type} className="type-group">
              <h3>
                {typeLabel(type)} <span className="dim">{count}</span>
                <span className="group-cost" title="Total cost of the cards in this group">
                  Σ cost {cost}
                </span>
              </h3>
              <ul>
                {rows
                  .sort((a, b) => (a.card?.cost ?? 0) - (b.card?.cost ?? 0) || (a.card?.name ?? '').localeCompare(b.card?.name ?? ''))
                  .map(({ entry, card }) => (
                    <Row key={entry.number} section={section} entry={entry} card={card} offending={offending.has(numberKey(entry.number))} actions={actions} zoomProps={zoomProps} />
                  ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}
