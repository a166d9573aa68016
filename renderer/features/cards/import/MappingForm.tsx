/** Column mapping for a foreign spreadsheet: each of its headers → one of our columns. */
import { useState } from 'react';
import {
  CARD_COLUMNS,
  REQUIRED_COLUMNS,
  type CardColumn,
  type ColumnMapping,
  type ValueMapping,
} from '../../../../engine/cards/import';
import { GAME_IDS, GAME_LABELS, type GameId } from '../../../../engine/cards/model';
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
        <strong>{step.file.name}</strong>{' '}
        {step.missing.length ? 'uses its own column names' : 'uses its own words for some values'}. Tell Sortie which of
        its columns holds what{Object.keys(step.unknownValues).length ? ' and what its values mean' : ''}; the choice is
        remembered for files laid out the same way.
      </p>
      {step.message && (
        <p className="form-error" role="alert">
          {step.message}
        </p>
      )}
      <div className="mapping-table" role="table" aria-label="Column mapping">
        <div className="mapping-row head" role="row">
          <span role="columnheader">Column in the file</span>
          <span role="columnheader">First values</span>
          <span role="columnheader">Sortie column</span>
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
                aria-label={`Sortie column for ${header}`}
                value={mapping[header] ?? ''}
                onChange={(e) => set(header, e.target.value)}
              >
                <option value="">— not imported —</option>
                {CARD_COLUMNS.map((c) => (
                  <option key={c} value={c}>
                    {c}
                    {REQUIRED_COLUMNS.includes(c) ? ' (required)' : ''}
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
          Game of every card in this file
          {step.detectedGame && game === step.detectedGame.game && (
            <span className="dim">
              {' '}
              (read as {GAME_LABELS[step.detectedGame.game]}: {step.detectedGame.reason})
            </span>
          )}
          <select aria-label="Game of every card" value={game} onChange={(e) => setGame(e.target.value as GameId | '')}>
            <option value="">— choose —</option>
            {GAME_IDS.map((g) => (
              <option key={g} value={g}>
                {GAME_LABELS[g]}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn primary">
          Import with this mapping
        </button>
      </div>
    </form>
  );
}
