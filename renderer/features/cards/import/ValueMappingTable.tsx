/** The value part of the mapping step: each spelling Sortie does not know → one of its own values. */
import { GUNDAM_WAR_COLORS, GUNDAM_WAR_TYPES, MS_WAR_TYPES, type GameId } from '../../../../engine/cards/model';
import {
  VALUE_COLUMNS,
  type UnknownValues,
  type ValueColumn,
  type ValueMapping,
} from '../../../../engine/cards/import';

const LABELS: Record<ValueColumn, string> = { type: 'Type', color: 'Colour', terrain: 'Terrain' };

function choices(column: ValueColumn, game: GameId | undefined): readonly string[] {
  if (column === 'color') return GUNDAM_WAR_COLORS;
  if (column === 'terrain') return ['space', 'earth', 'both'];
  if (game === 'ms-war') return MS_WAR_TYPES;
  if (game === 'gundam-war') return GUNDAM_WAR_TYPES;
  return [...GUNDAM_WAR_TYPES, ...MS_WAR_TYPES];
}

interface Props {
  unknown: UnknownValues;
  game: GameId | undefined;
  values: ValueMapping;
  onChange: (values: ValueMapping) => void;
}

export function ValueMappingTable({ unknown, game, values, onChange }: Props) {
  const columns = VALUE_COLUMNS.filter((c) => unknown[c]?.length);
  if (!columns.length) return null;
  const set = (column: ValueColumn, value: string, ours: string) => {
    const forColumn = { ...values[column] };
    if (ours) forColumn[value] = ours;
    else delete forColumn[value];
    onChange({ ...values, [column]: forColumn });
  };
  return (
    <div className="mapping-table value-mapping" role="table" aria-label="Value mapping">
      <div className="mapping-row head" role="row">
        <span role="columnheader">Value in the file</span>
        <span role="columnheader">Rows</span>
        <span role="columnheader">Means</span>
      </div>
      {columns.flatMap((column) =>
        unknown[column]!.map(({ value, rows, firstRow }) => (
          <div className="mapping-row" role="row" key={`${column}:${value}`}>
            <span role="cell">
              <span className="dim">{LABELS[column]}</span> <strong>{value}</strong>
            </span>
            <span role="cell" className="dim">
              {rows} (first: row {firstRow})
            </span>
            <span role="cell">
              <select
                aria-label={`${LABELS[column]} meant by ${value}`}
                value={values[column]?.[value] ?? ''}
                onChange={(e) => set(column, value, e.target.value)}
              >
                <option value="">— leave (rows with it are skipped) —</option>
                {choices(column, game).map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </span>
          </div>
        )),
      )}
    </div>
  );
}
