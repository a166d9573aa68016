/** The search box with the query-language help popover and the error line. */
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { useMessage } from '../../i18n/hooks';
import { SEARCH_FIELDS, type QueryError } from '../../../engine/cards/search';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: QueryError;
  /** ArrowDown in the box: go on to the results (type, then browse, without the mouse). */
  onArrowDown?: () => void;
}

export function SearchBar({ value, onChange, error, onArrowDown }: Props) {
  const { t } = useTranslation('cards');
  const tm = useMessage();
  const [help, setHelp] = useState(false);
  const helpId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'f') {
        e.preventDefault();
        inputRef.current?.focus();
      }
      if (e.key === 'Escape') setHelp(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="search-bar">
      <div className={`search-field${error ? ' invalid' : ''}`}>
        <Icon name="search" size={16} />
        <input
          ref={inputRef}
          type="search"
          value={value}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          aria-invalid={!!error}
          aria-describedby={error ? `${helpId}-error` : undefined}
          spellCheck={false}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'ArrowDown' || !onArrowDown || e.nativeEvent.isComposing) return;
            e.preventDefault();
            onArrowDown();
          }}
        />
        <button
          type="button"
          className="icon-btn"
          aria-expanded={help}
          aria-controls={helpId}
          title={t('search.help')}
          onClick={() => setHelp((h) => !h)}
        >
          ?
        </button>
      </div>
      {error && (
        <div className="search-error" id={`${helpId}-error`} role="alert">
          {tm(error.shown)}
        </div>
      )}
      {help && (
        <div className="search-help" id={helpId} role="dialog" aria-label={t('search.help')}>
          <div className="search-help-head">
            <h3>{t('search.title')}</h3>
            <button
              type="button"
              className="icon-btn"
              aria-label={t('search.closeHelp')}
              onClick={() => setHelp(false)}
            >
              <Icon name="close" size={14} />
            </button>
          </div>
          <p>
            <Trans t={t} i18nKey="search.intro" components={{ c: <code /> }} />
          </p>
          <p className="search-help-examples">
            <code>t:unit c:blue cost&lt;=3</code> <code>kw:"space battle" OR kw:psycommu</code>{' '}
            <code>game:ms -t:event clash&gt;=5</code>
          </p>
          <table>
            <tbody>
              {SEARCH_FIELDS.map((f) => (
                <tr key={f.names[0]}>
                  <td>
                    <code>{f.names.join(' ')}</code>
                  </td>
                  <td>{t(`search.fields.${f.key}` as 'search.fields.type', { defaultValue: f.help })}</td>
                  <td>
                    <button
                      type="button"
                      className="link"
                      onClick={() => onChange(value ? `${value} ${f.example}` : f.example)}
                    >
                      {f.example}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="dim">{t('search.compare')}</p>
        </div>
      )}
    </div>
  );
}
