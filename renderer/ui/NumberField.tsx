/**
 * A short numeric text field with its hint below, the hint turning into the error while the
 * text cannot be read (seed, thinking time, goal…). The text stays the caller's state so a
 * half-typed value is never rewritten under the user's cursor.
 */
interface Props {
  id: string;
  label: string;
  value: string;
  onChange(text: string): void;
  placeholder: string;
  bad: boolean;
  hint: string;
  badHint: string;
}

export function NumberField({ id, label, value, onChange, placeholder, bad, hint, badHint }: Props) {
  return (
    <>
      <label className="pf-seed">
        {label}
        <input
          value={value}
          inputMode="numeric"
          placeholder={placeholder}
          aria-invalid={bad}
          aria-describedby={id}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
      <p id={id} className={bad ? 'pf-error' : 'pf-dim'}>
        {bad ? badHint : hint}
      </p>
    </>
  );
}
