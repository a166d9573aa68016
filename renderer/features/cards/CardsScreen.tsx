/**
 * The Cards screen: search the library, browse it as a grid or list, open a card,
 * import spreadsheets (button, menu or drag-and-drop) and attach images.
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cardKey, type Card } from '../../../engine/cards/model';
import { SORT_KEYS, type CardSort, type SortKey } from '../../../engine/cards/search';
import { platform } from '../../platform';
import { attachImages } from '../../db/cardsRepository';
import { Icon } from '../../ui/Icon';
import { useCardZoom } from '../../ui/CardZoom';
import { CardResults } from './CardResults';
import { CardDetail } from './CardDetail';
import { ScriptEditor } from './script/ScriptEditor';
import { takeReopen } from './script/drafts';
import { ExportDialog } from './export/ExportDialog';
import { SearchBar } from './SearchBar';
import { ImportDialog } from './import/ImportDialog';
import { useCardImport } from './import/useCardImport';
import { useCardLibrary, useCardSearch } from './useCardLibrary';
import { decodeText } from '../../../engine/text/decode';
import './cards.css';

export function CardsScreen() {
  const { t, i18n } = useTranslation(['cards', 'common', 'scripts']);
  const { cards, demoError, skipped } = useCardLibrary();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [sort, setSort] = useState<CardSort>({ key: 'number', dir: 'asc' });
  const [view, setView] = useState<'grid' | 'list'>('grid');
  // Back from a test table: the card tried opens again (and its script editor, with the draft).
  const [back] = useState(takeReopen);
  const [selectedKey, setSelectedKey] = useState<string | undefined>(back?.card);
  const [detailOpen, setDetailOpen] = useState(!!back);
  const [editing, setEditing] = useState(back?.editor ?? false);
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [exporting, setExporting] = useState(false);
  const { results, error } = useCardSearch(cards, deferredQuery, sort);
  const flow = useCardImport();
  const { zoom, zoomProps, hideZoom } = useCardZoom(true);
  const resultsRef = useRef<HTMLElement>(null);
  // From the search box to the results: the grid's one tab stop (the selected card, else the
  // first), or the first card on screen when the selected one is scrolled out of the window.
  const focusResults = useCallback(() => {
    const results = resultsRef.current;
    (
      results?.querySelector<HTMLElement>('[data-index][tabindex="0"]') ??
      results?.querySelector<HTMLElement>('[data-index]')
    )?.focus();
  }, []);
  // Escape closes the card detail, as it closes the dialogs: not while a dialog is over it (the
  // script editor, export, import take their own Escape) nor while typing in a field.
  useEffect(() => {
    if (!detailOpen || editing || exporting) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented || document.querySelector('[aria-modal="true"]')) return;
      const el = e.target as HTMLElement | null;
      if (
        el &&
        (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable)
      )
        return;
      setDetailOpen(false);
      focusResults();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [detailOpen, editing, exporting, focusResults]);
  const selected: Card | undefined = useMemo(
    () => (selectedKey ? cards?.find((c) => cardKey(c) === selectedKey) : undefined),
    [cards, selectedKey],
  );

  const pickFile = useCallback(async () => {
    const [file] = await platform.openFiles({
      title: t('importTitle'),
      filters: [{ name: t('cardLists'), extensions: ['csv', 'tsv', 'txt', 'json'] }],
      multiple: false,
      as: 'text',
    });
    if (file?.text !== undefined) void flow.start({ name: file.name, text: file.text });
  }, [flow, t]);

  const pickImages = useCallback(async () => {
    const files = await platform.openFiles({
      title: t('imagesTitle'),
      filters: [{ name: t('imageFiles'), extensions: ['png', 'jpg', 'jpeg', 'webp', 'gif', 'avif'] }],
      multiple: true,
      as: 'bytes',
    });
    if (!files.length) return;
    const result = await attachImages(files.filter((f) => f.bytes).map((f) => ({ name: f.name, bytes: f.bytes! })));
    setNotice(
      t('attached', { count: result.attached.length }) +
        (result.unmatched.length
          ? t('unmatched', {
              names: `${result.unmatched.slice(0, 8).join(', ')}${result.unmatched.length > 8 ? '…' : ''}`,
            })
          : ''),
    );
  }, [t]);

  useEffect(() => platform.onMenuCommand((c) => c === 'import-cards' && void pickFile()), [pickFile]);

  const onDrop = async (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file) void flow.start({ name: file.name, text: decodeText(new Uint8Array(await file.arrayBuffer())) });
  };

  const onSort = (key: SortKey) => setSort((s) => ({ key, dir: s.key === key && s.dir === 'asc' ? 'desc' : 'asc' }));

  return (
    <div
      className={`screen cards-screen${dragging ? ' dragging' : ''}`}
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes('Files')) {
          e.preventDefault();
          setDragging(true);
        }
      }}
      onDragLeave={(e) => e.currentTarget === e.target && setDragging(false)}
      onDrop={onDrop}
    >
      <header className="screen-header cards-header">
        <h1>{t('title')}</h1>
        <SearchBar value={query} onChange={setQuery} error={error} onArrowDown={focusResults} />
        <span className="result-count" aria-live="polite" data-testid="result-count">
          {cards
            ? t('count', {
                shown: results.length.toLocaleString(i18n.resolvedLanguage),
                total: cards.length.toLocaleString(i18n.resolvedLanguage),
              })
            : t('loading')}
        </span>
        <label className="sort-select">
          <span className="visually-hidden">{t('sortBy')}</span>
          <select
            value={sort.key}
            aria-label={t('sortBy')}
            onChange={(e) => setSort((s) => ({ ...s, key: e.target.value as SortKey }))}
          >
            {SORT_KEYS.map((k) => (
              <option key={k} value={k}>
                {t(`field.${k}`)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="icon-btn"
            aria-label={sort.dir === 'asc' ? t('ascending') : t('descending')}
            title={t('reverse')}
            onClick={() => setSort((s) => ({ ...s, dir: s.dir === 'asc' ? 'desc' : 'asc' }))}
          >
            {sort.dir === 'asc' ? '↑' : '↓'}
          </button>
        </label>
        <div className="segmented" role="group" aria-label={t('view')}>
          <button type="button" aria-pressed={view === 'grid'} onClick={() => setView('grid')}>
            {t('grid')}
          </button>
          <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
            {t('list')}
          </button>
        </div>
        <button type="button" className="btn" onClick={() => void pickImages()}>
          {t('images')}
        </button>
        <button
          type="button"
          className="btn"
          title={t('scripts:export.tip')}
          disabled={!cards?.length}
          onClick={() => setExporting(true)}
        >
          {t('scripts:export.button')}
        </button>
        <button type="button" className="btn primary" onClick={() => void pickFile()}>
          <Icon name="import" size={16} /> {t('import')}
        </button>
      </header>
      {(notice || demoError) && (
        <div className="cards-notice" role="status">
          {demoError ?? notice}
          <button
            type="button"
            className="icon-btn"
            aria-label={t('common:action.dismiss')}
            onClick={() => setNotice(undefined)}
          >
            <Icon name="close" size={14} />
          </button>
        </div>
      )}
      {skipped && (
        <div className="cards-notice" role="alert" data-testid="cards-skipped">
          {skipped}
        </div>
      )}
      <div className="cards-body">
        <section className="cards-results" aria-label={t('results')} onScroll={hideZoom} ref={resultsRef}>
          {cards && results.length === 0 ? (
            <div className="no-results">
              {error ? t('fixSearch') : cards.length === 0 ? t('noCards') : t('noMatch')}
            </div>
          ) : (
            <CardResults
              cards={results}
              view={view}
              selected={selectedKey}
              onSelect={(c) => setSelectedKey(cardKey(c))}
              onOpen={() => setDetailOpen(true)}
              sort={sort}
              onSort={onSort}
              zoomProps={zoomProps}
            />
          )}
        </section>
        {selected && detailOpen && (
          <CardDetail card={selected} onClose={() => setDetailOpen(false)} onEditScript={() => setEditing(true)} />
        )}
      </div>
      {dragging && (
        <div className="drop-overlay" aria-hidden>
          <Icon name="import" size={36} />
          <p>{t('dropHint')}</p>
        </div>
      )}
      <ImportDialog flow={flow} />
      {exporting && cards && (
        <ExportDialog
          cards={cards}
          results={results}
          onClose={(message) => {
            setExporting(false);
            if (message) setNotice(message);
          }}
        />
      )}
      {selected && detailOpen && editing && (
        <ScriptEditor
          card={selected}
          onClose={(message) => {
            setEditing(false);
            if (message) setNotice(message);
          }}
        />
      )}
      {zoom}
    </div>
  );
}
