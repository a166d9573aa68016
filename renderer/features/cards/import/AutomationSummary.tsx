/**
 * The import report's automation: how many cards are scripted, compiled, partly compiled or
 * left manual (the counts of `npm run cards -- check`), and each text the players resolve by
 * hand, by card, so they know what to script next.
 */
import { useTranslation } from 'react-i18next';
import type { AutomationReport } from '../../../../engine/cards/automation';
import '../script/script.css';

/** Lines shown; a library of thousands of manual texts says how many more there are. */
const SHOWN = 200;

export function AutomationSummary({ automation }: { automation: AutomationReport }) {
  const { t } = useTranslation(['scripts', 'cards']);
  const { summary, manual } = automation;
  const lines = manual.flatMap((card) => card.manual.map((line, i) => ({ card, line, i })));
  return (
    <section className="report-automation" data-testid="import-automation" aria-label={t('report.manualList')}>
      <p>{t('report.automation', summary)}</p>
      {manual.length > 0 && (
        <>
          <p className="dim">{t('report.manualList')}</p>
          <ul>
            {lines.slice(0, SHOWN).map(({ card, line, i }) => (
              <li key={`${card.number}-${i}`}>
                <code>{card.number}</code>
                <strong>{card.name}</strong>{' '}
                <span className="dim">({t(card.automation === 'partial' ? 'report.partial' : 'report.manual')})</span>:{' '}
                {line}
              </li>
            ))}
          </ul>
          {lines.length > SHOWN && <p className="dim">{t('cards:importer.more', { count: lines.length - SHOWN })}</p>}
        </>
      )}
    </section>
  );
}
