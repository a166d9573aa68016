/** Tabs beside the deck: rule problems, stats and odds, version history. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardName, useMessage, useFormatWords } from '../../../i18n/hooks';
import type { Deck } from '../../../../engine/decks/model';
import type { CardCatalog } from '../../../../engine/decks/catalog';
import type { Format } from '../../../../engine/decks/formats';
import type { Violation } from '../../../../engine/decks/validate';
import { StatsPanel } from './StatsPanel';
import { HistoryPanel } from './HistoryPanel';
import { LegalityMatrix } from './LegalityMatrix';
import type { ZoomProps } from './zoom';

function Violations({
  violations,
  format,
  catalog,
}: {
  violations: Violation[];
  format: Format;
  catalog: CardCatalog;
}) {
  const { t } = useTranslation(['decks', 'rules']);
  const tell = useMessage();
  const localName = useCardName();
  const words = useFormatWords();
  const nameOf = (c: Violation['cards'][number]) => {
    const card = catalog.byNumber(c.number);
    return (card ? localName(card) : c.name) || c.number;
  };
  if (violations.length === 0) return <p className="all-clear">{t('side.legalIn', { format: words.name(format) })}</p>;
  return (
    <ul className="violations" aria-label={t('side.problems')}>
      {violations.map((v, i) => (
        <li key={i} className="violation">
          <strong>{t(`rules:name.${v.rule}`)}</strong>
          <p>{tell(v.detail)}</p>
          {v.cards.length > 1 && (
            <p className="dim">{v.cards.map((c) => `${c.count}× ${nameOf(c)} (${c.number})`).join(', ')}</p>
          )}
          {words.citation(v) && <cite>{words.citation(v)}</cite>}
        </li>
      ))}
    </ul>
  );
}

const TABS = ['Problems', 'Stats', 'History'] as const;

interface SidePanelProps {
  deck: Deck;
  format: Format;
  /** Every format a deck may be checked against (built-in, presets, custom), for the legality matrix. */
  formats: readonly Format[];
  catalog: CardCatalog;
  violations: Violation[];
  apply: (change: (d: Deck) => Deck) => void;
  zoomProps: ZoomProps;
}

export function SidePanel({ deck, format, formats, catalog, violations, apply, zoomProps }: SidePanelProps) {
  const { t: tr } = useTranslation('decks');
  const [tab, setTab] = useState<(typeof TABS)[number]>('Problems');
  return (
    <aside className="side-panel">
      <div className="tabs" role="tablist" aria-label={tr('side.details')}>
        {TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`tab-${t}`}
            aria-selected={tab === t}
            aria-controls={`panel-${t}`}
            className="tab"
            onClick={() => setTab(t)}
          >
            {tr(`side.tab.${t}`)}
            {t === 'Problems' && violations.length > 0 && <span className="tab-count">{violations.length}</span>}
          </button>
        ))}
      </div>
      <div className="tab-panel" role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'Problems' && (
          <>
            <Violations violations={violations} format={format} catalog={catalog} />
            <LegalityMatrix
              deck={deck}
              formats={formats}
              chosen={format}
              catalog={catalog}
              onChoose={(id) => apply((d) => ({ ...d, format: id }))}
            />
          </>
        )}
        {tab === 'Stats' && <StatsPanel deck={deck} catalog={catalog} zoomProps={zoomProps} />}
        {tab === 'History' && <HistoryPanel deck={deck} catalog={catalog} apply={apply} />}
      </div>
    </aside>
  );
}
