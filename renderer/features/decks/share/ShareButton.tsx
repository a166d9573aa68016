/** The editor's Share… button: the deck code, link and QR code (ShareDialog). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardCatalog } from '../../../../engine/decks/catalog';
import type { Deck } from '../../../../engine/decks/model';
import { ShareDialog } from './ShareDialog';

export function ShareButton({ deck, catalog }: { deck: Deck; catalog: CardCatalog }) {
  const { t } = useTranslation('share');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        {t('code.share')}
      </button>
      {open && <ShareDialog deck={deck} catalog={catalog} onClose={() => setOpen(false)} />}
    </>
  );
}
