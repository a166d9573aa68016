/** The editor's header: name, format, size and legality, undo/redo, the Export menu and print. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deck } from '../../../../engine/decks/model';
import type { CardCatalog } from '../../../../engine/decks/catalog';
import { BUILT_IN_FORMATS, type Format } from '../../../../engine/decks/formats';
import { entryCount } from '../data/decks';
import { deckListText, exportDeck } from '../data/files';
import type { DeckEditor } from '../data/useDeckEditor';
import { NameInput } from './NameInput';
import { PrintSheet } from './PrintSheet';
import { FormatSelect } from './FormatSelect';
import { RegistrationSheet } from './RegistrationSheet';
import { ExportMenu } from './ExportMenu';
import { shareActions } from '../share/actions';
import { ShareButton } from '../share/ShareButton';

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
        onRename={(name, typing) => editor.apply((d) => ({ ...d, name }), typing)}
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
      <ExportMenu
        label={t('editor.printMenu')}
        actions={[
          { label: t('editor.print'), run: () => setPrinting(true) },
          { label: t('formats:sheet.open'), run: () => setRegistering(true) },
        ]}
      />
      {printing && <PrintSheet deck={deck} catalog={catalog} onClose={() => setPrinting(false)} />}
      {registering && (
        <RegistrationSheet deck={deck} format={format} catalog={catalog} onClose={() => setRegistering(false)} />
      )}
    </header>
  );
}
