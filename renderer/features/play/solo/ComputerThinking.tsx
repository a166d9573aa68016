/** Says that the computer is choosing its move (it thinks in the engine worker; the table stays live). */
import { useTranslation } from 'react-i18next';

export function ComputerThinking({ name }: { name: string }) {
  const { t } = useTranslation('solo');
  return (
    <div className="pf-toast pf-note pf-thinking" role="status" data-testid="ai-thinking">
      <span className="pf-thinking-dot" aria-hidden="true" />
      {t('thinking', { name })}
    </div>
  );
}
