/**
 * Solo vs AI on the start screen: the computer's level, and under "More options" how long it
 * may think per move and whether it knows the player's deck list.
 */
import { useTranslation } from 'react-i18next';
import { LEVELS } from '../../../../engine/ai/names';
import type { ComputerChoice } from '../session/setup';
import { NumberField } from '../../../ui/NumberField';

export function ComputerLevel({ value, onChange }: { value: ComputerChoice; onChange(c: ComputerChoice): void }) {
  const { t } = useTranslation('solo');
  return (
    <fieldset className="pf-seg" aria-describedby="level-hint">
      <legend>{t('computer')}</legend>
      {LEVELS.map((level) => (
        <label key={level} className={value.level === level ? 'on' : ''}>
          <input
            type="radio"
            name="level"
            value={level}
            checked={value.level === level}
            onChange={() => onChange({ ...value, level })}
          />
          {t(`level.${level}`)}
        </label>
      ))}
      <p id="level-hint" className="pf-dim">
        {t(`level.hint.${value.level}`)}
      </p>
    </fieldset>
  );
}

/** Parses the thinking-time field: whole milliseconds from 10 to 60,000, blank for the level's own. */
export function thinkMsOf(text: string): number | undefined | null {
  const t = text.trim();
  if (t === '') return undefined;
  if (!/^\d{1,5}$/.test(t)) return null;
  const n = Number(t);
  return n >= 10 && n <= 60_000 ? n : null;
}

interface MoreProps {
  value: ComputerChoice;
  onChange(c: ComputerChoice): void;
  thinkText: string;
  onThinkText(t: string): void;
}

export function ComputerMoreOptions({ value, onChange, thinkText, onThinkText }: MoreProps) {
  const { t } = useTranslation('solo');
  const bad = thinkMsOf(thinkText) === null;
  return (
    <>
      <NumberField
        id="think-hint"
        label={t('think.label')}
        value={thinkText}
        onChange={onThinkText}
        placeholder={t('think.placeholder')}
        bad={bad}
        hint={t('think.hint')}
        badHint={t('think.bad')}
      />
      <label className="pf-check">
        <input
          type="checkbox"
          checked={value.sharedLists}
          onChange={(e) => onChange({ ...value, sharedLists: e.target.checked })}
        />
        {t('shareLists')}
      </label>
    </>
  );
}
