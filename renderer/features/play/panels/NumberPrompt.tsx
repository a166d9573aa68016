/** Asks for a count (draw N, look at the top N). */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Dialog } from './Dialog';

export function NumberPrompt({
  title,
  initial,
  min = 1,
  onDone,
}: {
  title: string;
  initial: number;
  min?: number;
  onDone(value: number | null): void;
}) {
  const { t } = useTranslation(['playflow', 'common']);
  const [value, setValue] = useState(String(initial));
  const n = Number(value);
  const ok = Number.isInteger(n) && n >= min && n <= 60;
  return (
    <Dialog
      title={title}
      onClose={() => onDone(null)}
      actions={
        <>
          <button type="button" className="btn" onClick={() => onDone(null)}>
            {t('common:action.cancel')}
          </button>
          <button type="submit" form="pf-number" className="btn primary" disabled={!ok}>
            {t('number.ok')}
          </button>
        </>
      }
    >
      <form
        id="pf-number"
        onSubmit={(e) => {
          e.preventDefault();
          if (ok) onDone(n);
        }}
      >
        <label className="pf-field">
          {min === 0 ? t('number.value') : t('number.howMany')}
          <input
            type="number"
            min={min}
            max={60}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={!ok}
          />
        </label>
        {!ok && <p className="pf-error">{t('number.bad', { min, max: 60 })}</p>}
      </form>
    </Dialog>
  );
}
