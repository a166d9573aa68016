/**
 * Restart, confirmed first (the header's Restart and Shift+N): a new deal from the same decks
 * drops the game in progress, which then leaves "Resume a game" rather than lingering there.
 */
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';

export function RestartDialog({ title, onRestart, onClose }: { title: string; onRestart(): void; onClose(): void }) {
  const { t } = useTranslation('play');
  return (
    <Dialog
      title={t('restartAsk.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('restartAsk.keep')}
          </button>
          <button type="button" className="btn danger" data-testid="restart-confirm" onClick={onRestart}>
            {t('restartAsk.confirm')}
          </button>
        </>
      }
    >
      <p>{t('restartAsk.body', { title })}</p>
    </Dialog>
  );
}
