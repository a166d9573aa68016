/**
 * The import report's automation: how many cards are scripted, compiled, partly compiled or
 * left manual (the counts of `npm run cards -- check`), and each text the players resolve by
 * hand, by card, so they know what to script next.
 */
import { useTranslation } from 'react-i18next';
import type { AutomationReport, ManualCard, PartlyRead } from '../../../../engine/cards/automation';
import { MarkedLine } from '../MarkedLine';
import '../script/script.css';

/** Lines shown; a library of thousands of manual texts says how many more there are. */
const SHOWN = 200;

/** A card's lines for the players: a line read in part whole, its unread clauses marked (as the card detail shows it); the rest as they are. */
function linesOf(card: ManualCard): { card: ManualCard; line: string | PartlyRead; i: number }[] {
  const partly = card.partly ?? [];
  const clauses = new Set(partly.flatMap((l) => l.unread.map((s) => l.text.slice(s.start, s.end))));
  const rest: (string | PartlyRead)[] = card.manual.filter((line) => !clauses.has(line));
  return [...partly, ...rest].map((line, i) => ({ card, line, i }));
}

export function AutomationSummary({ automation }: { automation: AutomationReport }) {
  const { t } = useTranslation(['scripts', 'cards']);
  const { summary, manual } = automation;
  const lines = manual.flatMap(linesOf);
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
                {typeof line === 'string' ? line : <MarkedLine line={line} />}
              </li>
            ))}
          </ul>
          {lines.length > SHOWN && <p className="dim">{t('cards:importer.more', { count: lines.length - SHOWN })}</p>}
        </>
      )}
    </section>
  );
}
