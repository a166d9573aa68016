/**
 * A deck code (or `sortie://deck/` link) pasted or opened: read against the library and stored
 * as a new deck, or refused with the reason — a damaged code, or the cards the library lacks.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardCatalog } from '../../../../engine/decks/catalog';
import { deckFromCode } from '../../../../engine/decks/code/library';
import { useMessage } from '../../../i18n/hooks';
import { storeImported } from '../data/files';
import { openDeck } from '../data/route';
import { Modal } from '../Modal';

export function OpenCodeDialog({
  catalogs,
  initial = '',
  onClose,
}: {
  catalogs: readonly CardCatalog[];
  initial?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['share', 'common']);
  const tm = useMessage();
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | undefined>();
  const open = async () => {
    const read = deckFromCode(text, catalogs);
    if (!read.ok) {
      setProblem(tm(read.said));
      return;
    }
    const deck = await storeImported({ list: read.list, problems: [] }, t('open.deckName'));
    onClose();
    openDeck(deck.id);
  };
  return (
    <Modal
      title={t('open.title')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('common:action.close')}
          </button>
          <button type="button" className="btn primary" disabled={!text.trim()} onClick={() => void open()}>
            {t('open.open')}
          </button>
        </>
      }
    >
      <label className="field">
        <span>{t('open.label')}</span>
        <textarea
          aria-label={t('open.label')}
          rows={4}
          value={text}
          spellCheck={false}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(undefined);
          }}
        />
      </label>
      {problem && (
        <p role="alert" className="problem-list">
          {problem}
        </p>
      )}
    </Modal>
  );
}
