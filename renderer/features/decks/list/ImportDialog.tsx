/** Paste a deck list, or see why an opened/dropped file could not be imported (line by line). */
import { useState } from 'react';
import type { ListProblem } from '../../../../engine/decks/list';
import { Modal } from '../Modal';

export interface FailedImport {
  source: string;
  problems: ListProblem[];
}

export function ProblemList({ problems }: { problems: ListProblem[] }) {
  return (
    <ul className="problem-list" aria-label="Problems">
      {problems.map((p, i) => (
        <li key={i}>
          <span className="problem-line">{p.line ? `Line ${p.line}` : 'File'}</span> {p.message}
        </li>
      ))}
    </ul>
  );
}

export function ImportDialog({ failed, onRead, onClose }: { failed: FailedImport[]; onRead: (text: string) => void; onClose: () => void }) {
  const [text, setText] = useState('');
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
          <ProblemList problems={f.problems} />
        </section>
      ))}
      <label className="field">
        <span>Paste a deck list (one card per line: count, card number or name) or a Sortie deck JSON file</span>
        <textarea aria-label="Deck list text" rows={12} value={text} onChange={(e) => setText(e.target.value)} placeholder={'Deck: My deck\nFormat: ms-war-2.1\nMain:\n3 SD-001 Vanguard Trooper\n3x Lancer Frame'} spellCheck={false} />
      </label>
    </Modal>
  );
}
