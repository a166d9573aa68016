/**
 * The deck list's Open deck code… button, and where a `sortie://deck/` link the desktop app was
 * asked to open arrives (the dialog then opens with the link in it).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardCatalog } from '../../../../engine/decks/catalog';
import { useWaitingLink } from './links';
import { OpenCodeDialog } from './OpenCodeDialog';

export function OpenCodeButton({ catalogs }: { catalogs: readonly CardCatalog[] | undefined }) {
  const { t } = useTranslation('share');
  const [typed, setTyped] = useState<string | undefined>();
  const [link, taken] = useWaitingLink();
  const shown = link ?? typed;
  const close = () => {
    if (link !== undefined) taken();
    setTyped(undefined);
  };
  return (
    <>
      <button type="button" className="btn" onClick={() => setTyped('')} disabled={!catalogs}>
        {t('open.button')}
      </button>
      {shown !== undefined && catalogs && (
        <OpenCodeDialog key={shown} catalogs={catalogs} initial={shown} onClose={close} />
      )}
    </>
  );
}
