/** The editor's header: name, format, size and legality, undo/redo, the Export menu and print. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deck } from '../../../../engine/decks/model';
import type { CardCatalog } from '../../../../engine/decks/catalog';
import { BUILT_IN_FORMATS, type Format } from '../../../../engine/decks/formats';
import { entryCount } from '../data/decks';
import { deckListText, exportDeck } from '../data/files';
import type { DeckEditor } from '../data/useDeckEditor';
import { keepUnsaved } from '../data/journal';
import { PrintSheet } from './PrintSheet';
import { FormatSelect } from './FormatSelect';
import { RegistrationSheet } from './RegistrationSheet';
import { ExportMenu } from './ExportMenu';
import { shareActions } from '../share/actions';
import { ShareButton } from '../share/ShareButton';

/** How long typing may pause before the name is saved (one undo step per pause, not per key). */
export const NAME_SAVE_DELAY = 600;

/**
 * The deck name. It is saved shortly after typing pauses, not only on Enter or leaving the
 * field, and a name still waiting for that pause is saved at once when the page goes away or
 * the editor closes, so a reload or a closed window does not lose a typed name. Every key also
 * goes to the journal (`onDraft`) at once, so even a crash keeps what was typed. A name changed
 * from outside (undo/redo of a rename) replaces the draft; the name this field saved itself
 * does not, so the text being typed (a trailing space, say) is left alone.
 */
export function NameInput({
  name,
  onRename,
  onDraft,
}: {
  name: string;
  onRename: (name: string) => void;
  onDraft?: (name: string) => void;
}) {
  const { t } = useTranslation('decks');
  const [draft, setDraft] = useState(name);
  const [seen, setSeen] = useState(name);
  const [saved, setSaved] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (name !== seen) {
    setSeen(name);
    if (name !== saved) setDraft(name);
    setSaved(null);
  }
  // The text waiting for the pause, if any (saved early when the page goes away).
  const pending = useRef<string | null>(null);
  const save = (text: string) => {
    clearTimeout(timer.current);
    pending.current = null;
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!trimmed || trimmed === name) return null;
    setSaved(trimmed);
    onRename(trimmed);
    return trimmed;
  };
  const saveLatest = useRef(save);
  useEffect(() => {
    saveLatest.current = save;
  });
  useEffect(() => {
    const flush = () => {
      if (pending.current !== null) saveLatest.current(pending.current);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
      clearTimeout(timer.current);
    };
  }, []);
  const change = (text: string) => {
    setDraft(text);
    // Journaled at every key, before the pause: a crash (no pagehide) must not lose it either.
    const tidy = text.replace(/\s+/g, ' ').trim();
    if (tidy) onDraft?.(tidy);
    clearTimeout(timer.current);
    pending.current = text;
    timer.current = setTimeout(() => save(text), NAME_SAVE_DELAY);
  };
  // Leaving the field shows the name as saved (tidied), or the old one for a blank field.
  const leave = () => setDraft(save(draft) ?? (draft.trim() ? draft.replace(/\s+/g, ' ').trim() : name));
  return (
    <input
      className="deck-title"
      aria-label={t('list.deckName')}
      style={{ width: `${Math.max(12, draft.length + 2)}ch` }}
      value={draft}
      onChange={(e) => change(e.target.value)}
      onBlur={leave}
      onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
    />
  );
}

export function EditorToolbar({
  deck,
  format,
  custom,
  catalog,
  legal,
  problems,
  editor,
  onClose,
}: {
  deck: Deck;
  format: Format;
  custom: Format[];
  catalog: CardCatalog;
  legal: boolean;
  problems: number;
  editor: DeckEditor;
  onClose: () => void;
}) {
  const { t } = useTranslation(['decks', 'games', 'formats']);
  const share = shareActions(deck, catalog, format, (text) => flash(text));
  const [note, setNote] = useState('');
  const [printing, setPrinting] = useState(false);
  const [registering, setRegistering] = useState(false);
  const formats = [...BUILT_IN_FORMATS, ...custom].filter((f) => f.game === deck.game);
  const size = format.deckSize;
  const flash = (text: string) => {
    setNote(text);
    setTimeout(() => setNote(''), 2500);
  };
  return (
    <header className="screen-header editor-header">
      <button type="button" className="btn ghost" onClick={onClose} aria-label={t('editor.backToAll')}>
        {t('editor.back')}
      </button>
      <NameInput
        key={deck.id}
        name={deck.name}
        onRename={(name) => editor.apply((d) => ({ ...d, name }))}
        onDraft={(name) => keepUnsaved({ ...deck, name })}
      />
      <span className="game-tag">{t(`games:${deck.game}`)}</span>
      <FormatSelect
        formats={formats}
        custom={custom}
        value={format.id}
        onChange={(id) => editor.apply((d) => ({ ...d, format: id }))}
      />
      <span className="deck-size" data-testid="deck-size">
        {entryCount(deck.main)}
        <span className="dim">/{size.max === size.min ? size.min : `${size.min}–${size.max ?? '∞'}`}</span>
      </span>
      {legal ? (
        <span className="badge ok" data-testid="legality">
          {t('list.legal')}
        </span>
      ) : (
        <span className="badge bad" data-testid="legality">
          {t('list.problems', { count: problems })}
        </span>
      )}
      <span className="spacer" />
      <span className="toolbar-note" role="status">
        {note}
      </span>
      <button
        type="button"
        className="btn icon-text"
        onClick={editor.undo}
        disabled={!editor.canUndo}
        aria-label={t('editor.undo')}
        title={t('editor.undoHint')}
      >
        ↶
      </button>
      <button
        type="button"
        className="btn icon-text"
        onClick={editor.redo}
        disabled={!editor.canRedo}
        aria-label={t('editor.redo')}
        title={t('editor.redoHint')}
      >
        ↷
      </button>
      <ExportMenu
        actions={[
          { label: t('editor.exportList'), run: () => void exportDeck(deck, catalog, 'list') },
          { label: t('editor.exportJson'), run: () => void exportDeck(deck, catalog, 'json') },
          {
            label: t('editor.copyList'),
            run: async () => {
              try {
                await navigator.clipboard.writeText(deckListText(deck, catalog));
                flash(t('editor.copied'));
              } catch {
                flash(t('editor.noClipboard'));
              }
            },
          },
          ...share.menu,
        ]}
      />
      <ShareButton deck={deck} catalog={catalog} />
      <button type="button" className="btn" onClick={() => setPrinting(true)}>
        {t('editor.print')}
      </button>
      <button type="button" className="btn" onClick={() => setRegistering(true)}>
        {t('formats:sheet.open')}
      </button>
      {printing && <PrintSheet deck={deck} catalog={catalog} onClose={() => setPrinting(false)} />}
      {registering && (
        <RegistrationSheet deck={deck} format={format} catalog={catalog} onClose={() => setRegistering(false)} />
      )}
    </header>
  );
}
