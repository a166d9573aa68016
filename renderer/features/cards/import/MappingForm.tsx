/** Column mapping for a foreign spreadsheet: each of its headers → one of our columns. */
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  CARD_COLUMNS,
  REQUIRED_COLUMNS,
  type CardColumn,
  type ColumnMapping,
  type ValueMapping,
} from '../../../../engine/cards/import';
import { GAME_IDS, type GameId } from '../../../../engine/cards/model';
import { useMessage } from '../../../i18n/hooks';
import type { MappingStep } from './useCardImport';
import { ValueMappingTable } from './ValueMappingTable';

interface Props {
  step: MappingStep;
  onApply: (mapping: ColumnMapping, game: GameId | undefined, values: ValueMapping) => void;
  onCancel: () => void;
}

function sampleOf(step: MappingStep, header: string): string {
  const values = step.sample.map((r) => r.cells[header]).filter((v) => v !== undefined && v !== '');
  return values
    .map((v) => String(v))
    .join(' · ')
    .slice(0, 60);
}

export function MappingForm({ step, onApply, onCancel }: Props) {
  const { t } = useTranslation(['mapping', 'games']);
  const tm = useMessage();
  const [mapping, setMapping] = useState<ColumnMapping>(step.mapping);
  const [game, setGame] = useState<GameId | ''>(step.game ?? '');
  const [values, setValues] = useState<ValueMapping>(step.values);
  const gameMapped = Object.values(mapping).includes('game');
  const set = (header: string, column: string) => {
    const next = { ...mapping };
    if (column) next[header] = column as CardColumn;
    else delete next[header];
    setMapping(next);
  };
  return (
    <form
      className="mapping-form"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(mapping, game || undefined, values);
      }}
    >
      <p>
        <Trans
          t={t}
          i18nKey={
            !step.missing.length
              ? 'intro.values'
              : Object.keys(step.unknownValues).length
                ? 'intro.columnsValues'
                : 'intro.columns'
          }
          values={{ file: step.file.name }}
          components={{ b: <strong /> }}
        />
      </p>
      {step.message && (
        <p className="form-error" role="alert">
          {step.message}
        </p>
      )}
      <div className="mapping-table" role="table" aria-label={t('columns.label')}>
        <div className="mapping-row head" role="row">
          <span role="columnheader">{t('columns.inFile')}</span>
          <span role="columnheader">{t('columns.firstValues')}</span>
          <span role="columnheader">{t('columns.ours')}</span>
        </div>
        {step.headers.map((header) => (
          <div className="mapping-row" role="row" key={header}>
            <span role="cell">
              <strong>{header}</strong>
            </span>
            <span role="cell" className="dim sample">
              {sampleOf(step, header)}
            </span>
            <span role="cell">
              <select
                aria-label={t('columns.oursFor', { header })}
                value={mapping[header] ?? ''}
                onChange={(e) => set(header, e.target.value)}
              >
                <option value="">{t('columns.notImported')}</option>
                {CARD_COLUMNS.map((c) => (
                  <option key={c} value={c}>
                    {REQUIRED_COLUMNS.includes(c)
                      ? t('columns.required', { column: t(`column.${c}`) })
                      : t(`column.${c}`)}
                  </option>
                ))}
              </select>
            </span>
          </div>
        ))}
      </div>
      <ValueMappingTable unknown={step.unknownValues} game={game || undefined} values={values} onChange={setValues} />
      {!gameMapped && (
        <label className="game-choice">
          {t('game.label')}
          {step.detectedGame && game === step.detectedGame.game && (
            <span className="dim">
              {' '}
              {t('game.detected', {
                game: t(`games:${step.detectedGame.game}`),
                reason: tm(step.detectedGame.msg),
              })}
            </span>
          )}
          <select aria-label={t('game.short')} value={game} onChange={(e) => setGame(e.target.value as GameId | '')}>
            <option value="">{t('game.choose')}</option>
            {GAME_IDS.map((g) => (
              <option key={g} value={g}>
                {t(`games:${g}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="btn primary">
          {t('apply')}
        </button>
      </div>
    </form>
  );
}
