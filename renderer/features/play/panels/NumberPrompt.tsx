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
  const { t } = useTranslation('playflow');
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
            Cancel
          </button>
          <button type="submit" form="pf-number" className="btn primary" disabled={!ok}>
            OK
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
        {!ok && <p className="pf-error">Enter a whole number from {min} to 60.</p>}
      </form>
    </Dialog>
  );
}
