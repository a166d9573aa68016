/** The Decks place: the deck list, or the editor of the deck named in the route. Files dropped here are imported. */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../platform';
import { DeckList } from './list/DeckList';
import { ImportDialog, PASTED, type FailedImport } from './list/ImportDialog';
import { FormatsDialog } from './formats/FormatsDialog';
import { DeckEditor } from './editor/DeckEditor';
import { useCatalogs } from './data/catalog';
import { useCustomFormats } from './data/formats';
import { pickDeckFiles, readDeckTexts, storeImported } from './data/files';
import { openDeck, useOpenDeckId } from './data/route';
import { MatchNotice } from './share/MatchNotice';
import { OpenCodeButton } from './share/OpenCodeButton';
import { matchSummary } from '../../../engine/decks/gundamwar-net/report';
import type { Message } from '../../../engine/i18n/message';
import { decodeText } from '../../../engine/text/decode';
import './decks.css';

export function DecksScreen() {
  const { t } = useTranslation('decks');
  const { catalogs, error: libraryError } = useCatalogs();
  const custom = useCustomFormats();
  const openId = useOpenDeckId();
  const [importing, setImporting] = useState<FailedImport[] | undefined>();
  const [formatsOpen, setFormatsOpen] = useState(false);
  // How the last imported list's lines found their cards, shown over that deck's editor.
  const [matched, setMatched] = useState<{ id: string; summary: Message } | undefined>();

  const importTexts = useCallback(
    async (files: { name: string; text: string }[]) => {
      if (!catalogs) {
        const problems = [{ kind: 'syntax' as const, message: t('libraryLoading') }];
        setImporting(files.map((file) => ({ source: file.name, problems })));
        return;
      }
      const failed: FailedImport[] = [];
      let opened: string | undefined;
      for (const { source, read } of await readDeckTexts(files, custom)) {
        if (read.problems.length > 0) failed.push({ source, problems: read.problems });
        else {
          const stored = await storeImported(read, source.replace(/\.[^.]+$/, ''));
          const summary = matchSummary(read.matches);
          if (!opened && summary) setMatched({ id: stored.id, summary });
          opened ??= stored.id;
        }
      }
      setImporting(failed.length ? failed : undefined);
      if (opened && failed.length === 0) openDeck(opened);
    },
    [catalogs, custom, t],
  );

  useEffect(() => {
    const over = (e: DragEvent) => {
      if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
    };
    const drop = async (e: DragEvent) => {
      if (!e.dataTransfer?.files.length) return;
      e.preventDefault();
      const files = await Promise.all(
        Array.from(e.dataTransfer.files).map(async (f) => ({
          name: f.name,
          text: decodeText(new Uint8Array(await f.arrayBuffer())),
        })),
      );
      await importTexts(files);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [importTexts]);

  useEffect(
    () =>
      platform.onMenuCommand(async (command) => {
        if (command === 'import-deck') await importTexts(await pickDeckFiles());
      }),
    [importTexts],
  );

  if (openId)
    return catalogs ? (
      <>
        <DeckEditor id={openId} catalogs={catalogs} custom={custom} onClose={() => openDeck(undefined)} />
        {matched?.id === openId && <MatchNotice summary={matched.summary} onDismiss={() => setMatched(undefined)} />}
      </>
    ) : (
      <div className="screen" aria-busy="true" />
    );

  return (
    <div className="screen">
      <header className="screen-header">
        <h1>{t('title')}</h1>
        <span className="spacer" />
        <button type="button" className="btn" onClick={async () => importTexts(await pickDeckFiles())}>
          {t('openFile')}
        </button>
        <button type="button" className="btn" onClick={() => setImporting([])}>
          {t('pasteList')}
        </button>
        <OpenCodeButton catalogs={catalogs && Object.values(catalogs)} />
        <button type="button" className="btn" onClick={() => setFormatsOpen(true)}>
          {t('formats')}
        </button>
      </header>
      <div className="screen-body">
        {libraryError && (
          <p className="library-error" role="alert">
            {libraryError}
          </p>
        )}
        {catalogs ? (
          <DeckList catalogs={catalogs} custom={custom} />
        ) : (
          <p className="dim loading">{t('readingLibrary')}</p>
        )}
      </div>
      {importing && (
        <ImportDialog
          failed={importing}
          onClose={() => setImporting(undefined)}
          onRead={(text) => void importTexts([{ name: PASTED, text }])}
        />
      )}
      {formatsOpen && <FormatsDialog custom={custom} onClose={() => setFormatsOpen(false)} />}
    </div>
  );
}
