/**
 * The legality matrix on the Problems tab: the open deck against every format of its game at once
 * (built-in, community presets, custom), with the first reason for each "no", so a player sees which
 * events the deck may be brought to, and can switch the deck to one of them.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardCatalog } from '../../../../engine/decks/catalog';
import type { Format } from '../../../../engine/decks/formats';
import { legalityMatrix } from '../../../../engine/decks/matrix';
import type { Deck } from '../../../../engine/decks/model';
import { useFormatWords, useMessage } from '../../../i18n/hooks';

export function LegalityMatrix({
  deck,
  formats,
  chosen,
  catalog,
  onChoose,
}: {
  deck: Deck;
  formats: readonly Format[];
  chosen: Format;
  catalog: CardCatalog;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation(['formats', 'rules']);
  const words = useFormatWords();
  const tell = useMessage();
  const verdicts = useMemo(() => legalityMatrix(deck, formats, catalog), [deck, formats, catalog]);
  const legal = verdicts.filter((v) => v.legal).length;
  return (
    <section className="legality-matrix" aria-labelledby="legality-matrix-title">
      <h3 id="legality-matrix-title">{t('matrix.title')}</h3>
      <p className="dim" data-testid="matrix-summary">
        {t('matrix.summary', { count: legal, total: verdicts.length })}
      </p>
      <table aria-labelledby="legality-matrix-title">
        <thead>
          <tr>
            <th scope="col">{t('matrix.format')}</th>
            <th scope="col">{t('matrix.verdict')}</th>
            <th scope="col">{t('matrix.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {verdicts.map(({ format, legal: ok, reason, count }) => (
            <tr key={format.id} data-format={format.id} className={format.id === chosen.id ? 'chosen' : undefined}>
              <th scope="row">
                {format.id === chosen.id ? (
                  <span title={words.description(format)}>{words.name(format)}</span>
                ) : (
                  <button
                    type="button"
                    className="link"
                    title={words.description(format)}
                    aria-label={t('matrix.choose', { format: words.name(format) })}
                    onClick={() => onChoose(format.id)}
                  >
                    {words.name(format)}
                  </button>
                )}
                <span className="format-id">
                  {format.id}
                  {format.id === chosen.id && ` · ${t('matrix.chosen')}`}
                </span>
                {format.source && (
                  <span className="format-id" title={format.source.url}>
                    {t('matrix.source', { date: format.source.date })}
                  </span>
                )}
              </th>
              <td className={ok ? 'verdict ok' : 'verdict bad'}>
                {ok ? `✓ ${t('matrix.yes')}` : `✗ ${t('matrix.no')}`}
              </td>
              <td>
                {reason && (
                  <>
                    <strong>{t(`rules:name.${reason.rule}`)}</strong> {tell(reason.detail)}
                    {count > 1 && <span className="dim"> ({t('matrix.more', { count: count - 1 })})</span>}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
