/**
 * After a list is imported whose lines were not all card numbers (a gundamwar.net list, names):
 * how its lines found their cards, until dismissed.
 */
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../../engine/i18n/message';
import { useMessage } from '../../../i18n/hooks';
import './share.css';

export function MatchNotice({ summary, onDismiss }: { summary: Message; onDismiss: () => void }) {
  const { t } = useTranslation('share');
  const tm = useMessage();
  return (
    <aside className="match-notice" role="status" aria-label={t('matched.title')}>
      <strong>{t('matched.title')}</strong> <span>{tm(summary)}</span>
      <button type="button" className="btn ghost" onClick={onDismiss}>
        {t('matched.dismiss')}
      </button>
    </aside>
  );
}
