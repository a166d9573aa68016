/**
 * The deck as a code a friend pastes, a `sortie://deck/` link the desktop app opens, and a QR
 * code of that link; each copied with one button. Works offline: the code holds the deck.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardCatalog } from '../../../../engine/decks/catalog';
import type { Deck } from '../../../../engine/decks/model';
import { deckCodeOf } from '../../../../engine/decks/code/library';
import { DECK_LINK } from '../../../../engine/decks/code/deck-code';
import { Modal } from '../Modal';
import { QrCode } from './QrCode';
import './share.css';

export function ShareDialog({ deck, catalog, onClose }: { deck: Deck; catalog: CardCatalog; onClose: () => void }) {
  const { t } = useTranslation(['share', 'common']);
  const code = useMemo(() => deckCodeOf(deck, catalog), [deck, catalog]);
  const link = DECK_LINK + code;
  const [note, setNote] = useState('');
  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setNote(done);
    } catch {
      setNote(t('noClipboard'));
    }
  };
  return (
    <Modal
      title={t('code.title', { name: deck.name })}
      onClose={onClose}
      footer={
        <button type="button" className="btn" onClick={onClose}>
          {t('common:action.close')}
        </button>
      }
    >
      <div className="share-body">
        <div className="share-texts">
          <label className="field">
            <span>{t('code.code')}</span>
            <textarea readOnly rows={4} value={code} aria-label={t('code.code')} spellCheck={false} />
          </label>
          <p className="dim">{t('code.about', { length: code.length })}</p>
          <div className="share-buttons">
            <button type="button" className="btn primary" onClick={() => void copy(code, t('code.copied'))}>
              {t('code.copy')}
            </button>
            <button type="button" className="btn" onClick={() => void copy(link, t('code.linkCopied'))}>
              {t('code.copyLink')}
            </button>
          </div>
          <p role="status" className="dim">
            {note}
          </p>
        </div>
        <QrCode text={link} label={t('code.qr')} />
      </div>
    </Modal>
  );
}
