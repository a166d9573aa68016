/** The value part of the mapping step: each spelling Sortie does not know → one of its own values. */
import { useTranslation } from 'react-i18next';
import { GUNDAM_WAR_COLORS, GUNDAM_WAR_TYPES, MS_WAR_TYPES, type GameId } from '../../../../engine/cards/model';
import {
  VALUE_COLUMNS,
  type UnknownValues,
  type ValueColumn,
  type ValueMapping,
} from '../../../../engine/cards/import';

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

/** One of our values as the reader says it: `unit` → Unit / ユニット, `blue` → Blue / 青. */
function valueLabel(t: ReturnType<typeof useTranslation<'terms'>>['t'], column: ValueColumn, value: string): string {
  return t(`${column}.${value}` as never, { defaultValue: value });
}

export function ValueMappingTable({ unknown, game, values, onChange }: Props) {
  const { t } = useTranslation('mapping');
  const terms = useTranslation('terms').t;
  const columns = VALUE_COLUMNS.filter((c) => unknown[c]?.length);
  if (!columns.length) return null;
  const set = (column: ValueColumn, value: string, ours: string) => {
    const forColumn = { ...values[column] };
    if (ours) forColumn[value] = ours;
    else delete forColumn[value];
    onChange({ ...values, [column]: forColumn });
  };
  return (
    <div className="mapping-table value-mapping" role="table" aria-label={t('values.label')}>
      <div className="mapping-row head" role="row">
        <span role="columnheader">{t('values.inFile')}</span>
        <span role="columnheader">{t('values.rows')}</span>
        <span role="columnheader">{t('values.means')}</span>
      </div>
      {columns.flatMap((column) =>
        unknown[column]!.map(({ value, rows, firstRow }) => (
          <div className="mapping-row" role="row" key={`${column}:${value}`}>
            <span role="cell">
              <span className="dim">{t(`values.${column}`)}</span> <strong>{value}</strong>
            </span>
            <span role="cell" className="dim">
              {t('values.count', { rows, first: firstRow })}
            </span>
            <span role="cell">
              <select
                aria-label={t('values.meantBy', { column: t(`values.${column}`), value })}
                value={values[column]?.[value] ?? ''}
                onChange={(e) => set(column, value, e.target.value)}
              >
                <option value="">{t('values.leave')}</option>
                {choices(column, game).map((c) => (
                  <option key={c} value={c}>
                    {valueLabel(terms, column, c)}
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
