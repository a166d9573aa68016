/** Paste a deck list, or see why an opened/dropped file could not be imported (line by line). */
import { useState } from 'react';
import type { ListProblem } from '../../../../engine/decks/list';
import { Modal } from '../Modal';
import { Suggestions, useSuggestion } from './Suggestions';

/** The source name of a pasted list: its problems can be fixed in the text box. */
export const PASTED = 'Pasted list';

export interface FailedImport {
  source: string;
  problems: ListProblem[];
}

export function ProblemList({ problems, onUse }: { problems: ListProblem[]; onUse?: (problem: ListProblem, name: string) => void }) {
  return (
    <ul className="problem-list" aria-label="Problems">
      {problems.map((p, i) => (
        <li key={i}>
          <span className="problem-line">{p.line ? `Line ${p.line}` : 'File'}</span> {p.message}
          {onUse && <Suggestions problem={p} onUse={(name) => onUse(p, name)} />}
        </li>
      ))}
    </ul>
  );
}

export function ImportDialog({ failed, onRead, onClose }: { failed: FailedImport[]; onRead: (text: string) => void; onClose: () => void }) {
  const [text, setText] = useState('');
  const use = useSuggestion(setText);
  return (
    <Modal
      title="Import a deck list"
      onClose={onClose}
      wide
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Close
          </button>
          <button type="button" className="btn primary" disabled={!text.trim()} onClick={() => onRead(text)}>
            Import list
          </button>
        </>
      }
    >
      {failed.map((f) => (
        <section key={f.source} className="import-failure" role="alert">
          <h3>
            {f.source} was not imported ({f.problems.length} problem{f.problems.length === 1 ? '' : 's'})
          </h3>
          <ProblemList problems={f.problems} onUse={f.source === PASTED ? use : undefined} />
        </section>
      ))}
      <label className="field">
        <span>Paste a deck list (one card per line: count, card number or name) or a Sortie deck JSON file</span>
        <textarea aria-label="Deck list text" rows={12} value={text} onChange={(e) => setText(e.target.value)} placeholder={'Deck: My deck\nFormat: ms-war-2.1\nMain:\n3 SD-001 Vanguard Trooper\n3x Lancer Frame'} spellCheck={false} />
      </label>
    </Modal>
  );
}
