/** Paste a deck list, or see why an opened/dropped file could not be imported (line by line). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListProblem } from '../../../../engine/decks/list';
import { useMessage } from '../../../i18n/hooks';
import { Modal } from '../Modal';
import { Suggestions, useSuggestion } from './Suggestions';

/** The source name of a pasted list: its problems can be fixed in the text box. */
export const PASTED = 'Pasted list';

export interface FailedImport {
  source: string;
  problems: ListProblem[];
}

export function ProblemList({
  problems,
  onUse,
}: {
  problems: ListProblem[];
  onUse?: (problem: ListProblem, name: string) => void;
}) {
  const { t } = useTranslation('decks');
  const tm = useMessage();
  return (
    <ul className="problem-list" aria-label={t('import.problems')}>
      {problems.map((p, i) => (
        <li key={i}>
          <span className="problem-line">{p.line ? t('import.line', { line: p.line }) : t('import.file')}</span>{' '}
          {p.said ? tm(p.said) : p.message}
          {onUse && <Suggestions problem={p} onUse={(name) => onUse(p, name)} />}
        </li>
      ))}
    </ul>
  );
}

export function ImportDialog({
  failed,
  onRead,
  onClose,
}: {
  failed: FailedImport[];
  onRead: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['decks', 'common']);
  const [text, setText] = useState('');
  const use = useSuggestion(setText);
  return (
    <Modal
      title={t('import.title')}
      onClose={onClose}
      wide
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('common:action.close')}
          </button>
          <button type="button" className="btn primary" disabled={!text.trim()} onClick={() => onRead(text)}>
            {t('import.importList')}
          </button>
        </>
      }
    >
      {failed.map((f) => (
        <section key={f.source} className="import-failure" role="alert">
          <h3>
            {t('import.notImported', {
              source: f.source === PASTED ? t('pastedList') : f.source,
              count: f.problems.length,
            })}
          </h3>
          <ProblemList problems={f.problems} onUse={f.source === PASTED ? use : undefined} />
        </section>
      ))}
      <label className="field">
        <span>{t('import.pasteLabel')}</span>
        <textarea
          aria-label={t('import.textLabel')}
          rows={12}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('import.placeholder')}
          spellCheck={false}
        />
      </label>
    </Modal>
  );
}
