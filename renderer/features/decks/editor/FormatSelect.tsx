/** The deck's format, grouped: the games' own rules, the community presets, the user's formats; each with its id. */
import { useTranslation } from 'react-i18next';
import { useFormatWords } from '../../../i18n/hooks';
import { COMMUNITY_PRESETS } from '../../../../engine/decks/presets';
import type { Format } from '../../../../engine/decks/formats';

export function FormatSelect({
  formats,
  custom,
  value,
  onChange,
}: {
  formats: readonly Format[];
  custom: readonly Format[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('formats');
  const words = useFormatWords();
  const groups = [
    { label: t('select.rules'), formats: formats.filter((f) => !COMMUNITY_PRESETS.includes(f) && !custom.includes(f)) },
    { label: t('select.presets'), formats: formats.filter((f) => COMMUNITY_PRESETS.includes(f)) },
    { label: t('select.custom'), formats: formats.filter((f) => custom.includes(f)) },
  ].filter((g) => g.formats.length > 0);
  return (
    <select aria-label={t('select.label')} value={value} onChange={(e) => onChange(e.target.value)}>
      {groups.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.formats.map((f) => (
            <option key={f.id} value={f.id} title={words.description(f)}>
              {t('select.option', { name: words.name(f), id: f.id })}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
