/**
 * On a test table (opened from the script editor): which card is being tried, and the way back
 * to its script editor (the draft as it was) or, when it was tried as it is, to the card.
 */
import { Trans, useTranslation } from 'react-i18next';
import { navigate } from '../../../app/routes';
import { useCardName } from '../../../i18n/hooks';
import type { TestTable } from '../session/setup';

export function TestTableBar({ test, onLeave }: { test: TestTable; onLeave: () => Promise<void> }) {
  const { t } = useTranslation('scripts');
  const name = useCardName()(test);
  return (
    <span className="pf-test-table" data-testid="test-table">
      <span>
        <Trans t={t} i18nKey="test.banner" values={{ card: name }} components={{ b: <strong /> }} />
      </span>
      <button
        type="button"
        className="btn primary"
        onClick={() =>
          void onLeave().then(() => {
            navigate('cards');
          })
        }
      >
        {test.toEditor ? t('test.back') : t('test.backToCard')}
      </button>
    </span>
  );
}
