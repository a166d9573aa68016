import { useTranslation } from 'react-i18next';
import { setLanguage } from '../i18n';
import { isLanguage, LANGUAGES } from '../i18n/languages';

/** The interface language, each offered in its own language so anyone can find theirs. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-select">
      <span>{t('language.label')}</span>
      <select
        value={i18n.resolvedLanguage}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}
