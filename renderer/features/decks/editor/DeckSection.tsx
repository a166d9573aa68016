/** One section of the deck (Main or Side) as a drop zone, grouped by card type with counts and costs. */
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { Card } from '../../../../engine/cards/model';
import type { DeckEntry } from '../../../../engine/decks/model';
import type { CardCatalog } from '../../../../engine/decks/catalog';
import type { Section } from '../../../../engine/decks/edit';
import { numberKey } from '../../../../engine/decks/names';
import { typeLabel } from '../../../i18n/terms';
import { useCardName } from '../../../i18n/hooks';
import { dragId } from './dnd';
import type { ZoomProps } from './zoom';

export interface SectionActions {
  add: (number: string) => void;
  remove: (number: string, all?: boolean) => void;
  move: (number: string) => void;
}

function Row({
  section,
  entry,
  card,
  offending,
  actions,
  zoomProps,
}: {
  section: Section;
  entry: DeckEntry;
  card?: Card;
  offending: boolean;
  actions: SectionActions;
  zoomProps: ZoomProps;
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: dragId({ from: section, number: entry.number }),
    data: { card },
  });
  const { t } = useTranslation('decks');
  const localName = useCardName();
  const name = card ? localName(card) : t('section.unknownCard');
  const other = t(`section.other.${section === 'main' ? 'side' : 'main'}`);
  return (
    <li
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      {...(card ? zoomProps(card) : {})}
      className={`deck-row${offending ? ' offending' : ''}${isDragging ? ' dragging' : ''}`}
      aria-label={t(offending ? 'section.rowOffending' : 'section.row', {
        count: entry.count,
        card: name,
        number: entry.number,
      })}
      aria-roledescription={t('section.rowRole')}
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
          <span className="warn-mark" aria-hidden title={t('section.breaksRule')}>
            !
          </span>
        )}
        {name}
        <span className="row-number">{entry.number}</span>
      </span>
      <span className="row-buttons" onPointerDown={(e) => e.stopPropagation()}>
        <button
          type="button"
          className="btn icon small"
          tabIndex={-1}
          aria-label={t('section.moveOne', { card: name, other })}
          title={t('section.moveOneHint', { other })}
          onClick={() => actions.move(entry.number)}
        >
          ⇄
        </button>
        <button
          type="button"
          className="btn icon small"
          tabIndex={-1}
          aria-label={t('section.removeOne', { card: name })}
          title={t('section.removeOneHint')}
          onClick={() => actions.remove(entry.number)}
        >
          −
        </button>
        <button
          type="button"
          className="btn icon small"
          tabIndex={-1}
          aria-label={t('section.addOne', { card: name })}
          title={t('section.addOneHint')}
          onClick={() => actions.add(entry.number)}
        >
          +
        </button>
      </span>
    </li>
  );
}

const TYPE_ORDER = ['ms', 'pilot', 'event', 'battlefield', 'mission', 'unit', 'character', 'command', 'operation', 'g'];

export function DeckSection({
  section,
  entries,
  catalog,
  offending,
  actions,
  zoomProps,
}: {
  section: Section;
  entries: DeckEntry[];
  catalog: CardCatalog;
  offending: Set<string>;
  actions: SectionActions;
  zoomProps: ZoomProps;
}) {
  const { t } = useTranslation('decks');
  const localName = useCardName();
  const { setNodeRef, isOver } = useDroppable({ id: section });
  const total = entries.reduce((s, e) => s + e.count, 0);
  const groups = new Map<string, { entry: DeckEntry; card?: Card }[]>();
  for (const entry of entries) {
    const card = catalog.byNumber(entry.number);
    const type = card?.type ?? 'unknown';
    groups.set(type, [...(groups.get(type) ?? []), { entry, card }]);
  }
  const ordered = [...groups.entries()].sort(
    ([a], [b]) => (TYPE_ORDER.indexOf(a) + 1 || 99) - (TYPE_ORDER.indexOf(b) + 1 || 99),
  );
  const title = t(section === 'main' ? 'section.mainTitle' : 'section.sideTitle');
  return (
    <section
      ref={setNodeRef}
      className={`deck-section${isOver ? ' over' : ''}`}
      aria-label={t('section.label', { title, count: total })}
      data-testid={`section-${section}`}
    >
      <header className="section-header">
        <h2>{title}</h2>
        <span className="section-count" data-testid={`${section}-count`}>
          {total}
        </span>
      </header>
      {entries.length === 0 ? (
        <p className="drop-hint">{t(section === 'main' ? 'section.dropMain' : 'section.dropSide')}</p>
      ) : (
        ordered.map(([type, rows]) => {
          const count = rows.reduce((s, r) => s + r.entry.count, 0);
          const cost = rows.reduce((s, r) => s + (r.card?.cost ?? 0) * r.entry.count, 0);
          return (
            <div key={type} className="type-group">
              <h3>
                {typeLabel(type)} <span className="dim">{count}</span>
                <span className="group-cost" title={t('section.groupCostHint')}>
                  {t('section.groupCost', { cost })}
                </span>
              </h3>
              <ul>
                {rows
                  .sort(
                    (a, b) =>
                      (a.card?.cost ?? 0) - (b.card?.cost ?? 0) ||
                      (a.card ? localName(a.card) : '').localeCompare(b.card ? localName(b.card) : ''),
                  )
                  .map(({ entry, card }) => (
                    <Row
                      key={entry.number}
                      section={section}
                      entry={entry}
                      card={card}
                      offending={offending.has(numberKey(entry.number))}
                      actions={actions}
                      zoomProps={zoomProps}
                    />
                  ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}
