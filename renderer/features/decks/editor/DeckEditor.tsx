/** The deck editor: search, the deck's sections, live validation and the side panels. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useDroppable, useSensor, useSensors, type Announcements, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
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
import { dropAction, parseDragId, SECTION_LABEL, keyboardZones, type DragSource } from './dnd';

function RemoveZone({ active }: { active: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: 'remove' });
  return (
    <div ref={setNodeRef} className={`remove-zone${active ? ' active' : ''}${isOver ? ' over' : ''}`} aria-hidden={!active}>
      Drop here to remove one copy
    </div>
  );
}

export function DeckEditor({ id, catalogs, custom, onClose }: { id: string; catalogs: Record<GameId, CardCatalog>; custom: Format[]; onClose: () => void }) {
  const editor = useDeckEditor(id);
  const { deck, apply, undo, redo } = editor;
  const catalog = deck ? catalogs[deck.game] : undefined;
  const format = deck ? (findFormat(deck.format, custom) ?? gameFormat(deck.game)) : undefined;
  const formats = useMemo(() => [...BUILT_IN_FORMATS, ...custom], [custom]);
  const violations = useMemo(() => (deck && format && catalog ? validateDeck(deck, format, catalog) : []), [deck, format, catalog]);
  const offending = useMemo(() => offendingNumbers(violations), [violations]);
  const [dragging, setDragging] = useState<{ source: DragSource; card?: Card } | undefined>();
  const { zoom, zoomProps, hideZoom } = useCardZoom(dragging === undefined);
  const [zones] = useState(keyboardZones);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] }, coordinateGetter: zones.coordinateGetter }),
  );

  const nameOf = useCallback((number: string) => catalog?.byNumber(number)?.name ?? number, [catalog]);
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
      const typing = e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLSelectElement;
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
      return s ? `${nameOf(s.number)} from ${s.from === 'result' ? 'search results' : `the ${SECTION_LABEL[s.from]}`}` : 'card';
    };
    const where = (id: string | number | undefined) => (id === 'main' || id === 'side' ? `the ${SECTION_LABEL[id]}` : id === 'remove' ? 'the remove area' : 'no section');
    return {
      onDragStart: ({ active }) => `Picked up ${what(active.id)}.`,
      onDragOver: ({ active, over }) => `${what(active.id)} is over ${where(over?.id)}.`,
      onDragEnd: ({ active, over }) => `Dropped ${what(active.id)} on ${where(over?.id)}.`,
      onDragCancel: ({ active }) => `Cancelled moving ${what(active.id)}.`,
    };
  }, [nameOf]);

  if (editor.missing) {
    return (
      <div className="screen">
        <header className="screen-header">
          <h1>Deck not found</h1>
          <span className="spacer" />
          <button type="button" className="btn" onClick={onClose}>
            Back to decks
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
      <EditorToolbar deck={deck} format={format} custom={custom} catalog={catalog} legal={violations.length === 0} problems={violations.length} editor={editor} onClose={onClose} />
      <DndContext sensors={sensors} collisionDetection={zones.collisionDetection} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => {
          setDragging(undefined);
          zones.start(undefined);
        }} accessibility={{ announcements }}>
        <div className="editor-grid">
          <SearchPanel
            // The search only reads the list; the catalog keeps one array per library, so the index is built once.
            cards={catalog.all() as Card[]}
            countInDeck={(n) => countOf(deck.main, n) + countOf(deck.side, n)}
            onAdd={(number, section) => apply((d) => addCopies(d, section, number))}
            zoomProps={zoomProps}
          />
          <div className="deck-sections">
            <DeckSection section="main" entries={deck.main} catalog={catalog} offending={offending} actions={sectionActions('main')} zoomProps={zoomProps} />
            <DeckSection section="side" entries={deck.side} catalog={catalog} offending={offending} actions={sectionActions('side')} zoomProps={zoomProps} />
            <RemoveZone active={dragging !== undefined && dragging.source.from !== 'result'} />
            <p className="shortcut-hint">
              On a deck card: <kbd>+</kbd>/<kbd>−</kbd> count, <kbd>S</kbd> move to the other section, <kbd>Del</kbd> remove, <kbd>Space</kbd> pick up, arrows to choose main/side/remove, <kbd>Space</kbd> drop. <kbd>Ctrl+Z</kbd>/<kbd>Ctrl+Shift+Z</kbd> undo/redo, <kbd>/</kbd> search.
            </p>
          </div>
          <SidePanel deck={deck} format={format} formats={formats} catalog={catalog} violations={violations} apply={apply} zoomProps={zoomProps} />
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
      <span className="sr-only" aria-live="polite">{`${entryCount(deck.main)} cards in the main deck`}</span>
    </div>
  );
}
