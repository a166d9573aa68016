/** The deck editor: search, the deck's sections, live validation and the side panels. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { Card, GameId } from '../../../../engine/cards/model';
import type { CardCatalog } from '../../../../engine/decks/catalog';
import { addCopies, countOf, moveCopies, removeCopies, type Section } from '../../../../engine/decks/edit';
import { BUILT_IN_FORMATS, findFormat, gameFormat, type Format } from '../../../../engine/decks/formats';
import { offendingNumbers, validateDeck } from '../../../../engine/decks/validate';
import { useDeckEditor } from '../data/useDeckEditor';
import { entryCount } from '../data/decks';
import { DeckSection } from './DeckSection';
import { SearchPanel } from './SearchPanel';
import { SidePanel } from './SidePanel';
import { EditorToolbar } from './EditorToolbar';
import { CardFace } from '../../../ui/CardFace';
import { useCardZoom } from '../../../ui/CardZoom';
import { dropAction, parseDragId, keyboardZones, type DragSource } from './dnd';
import { useCardName } from '../../../i18n/hooks';

function RemoveZone({ active }: { active: boolean }) {
  const { t } = useTranslation('decks');
  const { setNodeRef, isOver } = useDroppable({ id: 'remove' });
  return (
    <div
      ref={setNodeRef}
      className={`remove-zone${active ? ' active' : ''}${isOver ? ' over' : ''}`}
      aria-hidden={!active}
    >
      {t('editor.removeZone')}
    </div>
  );
}

export function DeckEditor({
  id,
  catalogs,
  custom,
  onClose,
}: {
  id: string;
  catalogs: Record<GameId, CardCatalog>;
  custom: Format[];
  onClose: () => void;
}) {
  const { t } = useTranslation('decks');
  const localName = useCardName();
  const editor = useDeckEditor(id);
  const { deck, apply, undo, redo } = editor;
  const catalog = deck ? catalogs[deck.game] : undefined;
  const format = deck ? (findFormat(deck.format, custom) ?? gameFormat(deck.game)) : undefined;
  const formats = useMemo(() => [...BUILT_IN_FORMATS, ...custom], [custom]);
  const violations = useMemo(
    () => (deck && format && catalog ? validateDeck(deck, format, catalog) : []),
    [deck, format, catalog],
  );
  const offending = useMemo(() => offendingNumbers(violations), [violations]);
  const [dragging, setDragging] = useState<{ source: DragSource; card?: Card } | undefined>();
  const { zoom, zoomProps, hideZoom } = useCardZoom(dragging === undefined);
  const [zones] = useState(keyboardZones);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, {
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
      coordinateGetter: zones.coordinateGetter,
    }),
  );

  const nameOf = useCallback(
    (number: string) => {
      const card = catalog?.byNumber(number);
      return card ? localName(card) : number;
    },
    [catalog, localName],
  );
  const sectionActions = useCallback(
    (section: Section) => ({
      add: (number: string) => apply((d) => addCopies(d, section, number)),
      remove: (number: string, all?: boolean) => apply((d) => removeCopies(d, section, number, all ? Infinity : 1)),
      move: (number: string) => apply((d) => moveCopies(d, section, number)),
    }),
    [apply],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const typing =
        e.target instanceof HTMLInputElement ||
        e.target instanceof HTMLTextAreaElement ||
        e.target instanceof HTMLSelectElement;
      const mod = e.ctrlKey || e.metaKey;
      if (mod && e.key.toLowerCase() === 'z' && !typing) {
        e.preventDefault();
        if (e.shiftKey) redo();
        else undo();
      } else if (mod && e.key.toLowerCase() === 'y' && !typing) {
        e.preventDefault();
        redo();
      } else if (e.key === '/' && !typing) {
        e.preventDefault();
        document.querySelector<HTMLInputElement>('.search-panel input[type="search"]')?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  const announcements: Announcements = useMemo(() => {
    const what = (id: string | number) => {
      const s = parseDragId(id);
      if (!s) return t('editor.aCard');
      if (s.from === 'result') return t('editor.fromResults', { card: nameOf(s.number) });
      return t('editor.fromSection', { card: nameOf(s.number), section: t(`section.${s.from}`) });
    };
    const where = (id: string | number | undefined) =>
      id === 'main' || id === 'side'
        ? t('editor.theSection', { section: t(`section.${id}`) })
        : id === 'remove'
          ? t('editor.removeArea')
          : t('editor.noSection');
    return {
      onDragStart: ({ active }) => t('editor.pickedUp', { what: what(active.id) }),
      onDragOver: ({ active, over }) => t('editor.over', { what: what(active.id), where: where(over?.id) }),
      onDragEnd: ({ active, over }) => t('editor.dropped', { what: what(active.id), where: where(over?.id) }),
      onDragCancel: ({ active }) => t('editor.cancelled', { what: what(active.id) }),
    };
  }, [nameOf, t]);

  if (editor.missing) {
    return (
      <div className="screen">
        <header className="screen-header">
          <h1>{t('editor.notFound')}</h1>
          <span className="spacer" />
          <button type="button" className="btn" onClick={onClose}>
            {t('editor.backToDecks')}
          </button>
        </header>
      </div>
    );
  }
  if (!deck || !catalog || !format) return null;

  const onDragStart = (e: DragStartEvent) => {
    const source = parseDragId(e.active.id);
    hideZoom();
    zones.start(source);
    if (source) setDragging({ source, card: catalog.byNumber(source.number) });
  };
  const onDragEnd = (e: DragEndEvent) => {
    setDragging(undefined);
    zones.start(undefined);
    const source = parseDragId(e.active.id);
    if (!source) return;
    const target = e.over ? (e.over.id as Section | 'remove') : null;
    const action = dropAction(source, target);
    if (action.kind === 'add') apply((d) => addCopies(d, action.to, source.number));
    else if (action.kind === 'move') apply((d) => moveCopies(d, action.from, source.number));
    else if (action.kind === 'remove') apply((d) => removeCopies(d, action.from, source.number));
  };

  return (
    <div className="screen deck-editor">
      <EditorToolbar
        deck={deck}
        format={format}
        custom={custom}
        catalog={catalog}
        legal={violations.length === 0}
        problems={violations.length}
        editor={editor}
        onClose={onClose}
      />
      {editor.unsaved && (
        <p role="alert" className="deck-unsaved">
          {t('editor.notSaved')}
        </p>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={zones.collisionDetection}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          setDragging(undefined);
          zones.start(undefined);
        }}
        accessibility={{ announcements }}
      >
        <div className="editor-grid">
          <SearchPanel
            // The search only reads the list; the catalog keeps one array per library, so the index is built once.
            cards={catalog.all() as Card[]}
            countInDeck={(n) => countOf(deck.main, n) + countOf(deck.side, n)}
            onAdd={(number, section) => apply((d) => addCopies(d, section, number))}
            zoomProps={zoomProps}
          />
          <div className="deck-sections">
            <DeckSection
              section="main"
              entries={deck.main}
              catalog={catalog}
              offending={offending}
              actions={sectionActions('main')}
              zoomProps={zoomProps}
            />
            <DeckSection
              section="side"
              entries={deck.side}
              catalog={catalog}
              offending={offending}
              actions={sectionActions('side')}
              zoomProps={zoomProps}
            />
            <RemoveZone active={dragging !== undefined && dragging.source.from !== 'result'} />
            <p className="shortcut-hint">
              <Trans t={t} i18nKey="editor.shortcuts" components={{ k: <kbd /> }} />
            </p>
          </div>
          <SidePanel
            deck={deck}
            format={format}
            formats={formats}
            catalog={catalog}
            violations={violations}
            apply={apply}
            zoomProps={zoomProps}
          />
        </div>
        <DragOverlay dropAnimation={null}>
          {dragging &&
            (dragging.card ? (
              <CardFace card={dragging.card} size="sm" className="drag-face" />
            ) : (
              <div className="drag-card">{dragging.source.number}</div>
            ))}
        </DragOverlay>
      </DndContext>
      {zoom}
      <span className="sr-only" aria-live="polite">
        {t('editor.mainCount', { count: entryCount(deck.main) })}
      </span>
    </div>
  );
}
