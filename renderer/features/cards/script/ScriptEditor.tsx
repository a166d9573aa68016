/**
 * The script editor of the card detail: a player writes or fixes a card's script, sees each
 * problem at its line and column as they type, reads each ability as the engine understands
 * it, tries the draft on a test table, and saves it to the library (or removes the card's own
 * script, so its printed text is compiled again). A script with a problem is never saved.
 */
import { useMemo, useRef, useState, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '../../../app/routes';
import { cardKey, type Card } from '../../../../engine/cards/model';
import { sayAbility } from '../../../../engine/abilities/describe';
import { checkScriptText } from '../../../../engine/abilities/locate';
import { removeScript, saveScript } from '../../../db/cardScripts';
import { useCardName, useMessage } from '../../../i18n/hooks';
import { requestTestTable, testTable } from '../../play/start/testTable';
import { CodeArea, type CodeAreaHandle } from './CodeArea';
import { draftOf, dropDraft, keepDraft } from './drafts';
import { useScriptCheck } from './useScriptCheck';
import './script.css';

const EMPTY = '{\n  "v": 1,\n  "abilities": []\n}';

function savedText(card: Card): string {
  return card.script ? JSON.stringify(card.script, null, 2) : EMPTY;
}

export function ScriptEditor({ card, onClose }: { card: Card; onClose: (message?: string) => void }) {
  const { t } = useTranslation('scripts');
  const tm = useMessage();
  const name = useCardName()(card);
  const key = cardKey(card);
  const baseline = useMemo(() => savedText(card), [card]);
  const [restored] = useState(() => draftOf(key));
  const [text, setText] = useState(restored ?? baseline);
  const [message, setMessage] = useState<{ text: string; bad: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const { check, checking } = useScriptCheck(text, card.game);
  const code = useRef<CodeAreaHandle>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  // A script given as data (by the card file or by you), not compiled from the text; `StoredCard.ownScript` marks only yours.
  const givenScript = !!card.script && !card.compiled;

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);

  const problems = useMemo(() => (check.ok ? [] : check.problems), [check]);
  const marked = useMemo(() => new Set(problems.map((p) => p.line)), [problems]);
  const source = restored
    ? t('editor.restored')
    : givenScript
      ? t('editor.fromScript')
      : card.script
        ? t('editor.fromCompiled')
        : t('editor.fromNothing');

  /** The text read now (not the debounced check): what Save and the test table take. */
  const readNow = () => {
    const now = checkScriptText(text, card.game);
    if (!now.ok) setMessage({ text: t('editor.refused', { count: now.problems.length }), bad: true });
    return now.ok ? now.script : null;
  };

  const save = async () => {
    if (busy) return;
    const script = readNow();
    if (!script) return;
    setBusy(true);
    const written = await saveScript(key, script);
    setBusy(false);
    if (!written.ok) return setMessage({ text: t('editor.failed', { reason: tm(written.said) }), bad: true });
    dropDraft();
    onClose(t('editor.saved'));
  };

  const remove = async () => {
    setBusy(true);
    const written = await removeScript(key);
    setBusy(false);
    if (!written.ok) return setMessage({ text: t('editor.failed', { reason: tm(written.said) }), bad: true });
    dropDraft();
    onClose(t('editor.removed'));
  };

  const tryIt = () => {
    const now = checkScriptText(text, card.game);
    if (!now.ok) return setMessage({ text: t('editor.tryRefused'), bad: true });
    keepDraft(key, text);
    requestTestTable(testTable(card, now.script, t('test.deck', { card: name })));
    navigate('play');
  };

  const cancel = () => {
    dropDraft();
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      className="script-editor"
      aria-label={t('editor.title', { card: name })}
      onCancel={(e) => {
        // Escape closes an unchanged script only: a stray key never drops a player's work.
        e.preventDefault();
        if (text === baseline) cancel();
        else setMessage({ text: t('editor.escape'), bad: false });
      }}
    >
      <header className="script-head">
        <h2>{t('editor.title', { card: name })}</h2>
        <code>{card.number}</code>
      </header>
      <p className="dim">
        {t('editor.hint')} {source}
      </p>
      <div className="script-body">
        <CodeArea
          ref={code}
          value={text}
          onChange={(v) => {
            setText(v);
            setMessage(null);
          }}
          label={t('editor.code')}
          gutterLabel={t('editor.lines')}
          marked={marked}
          invalid={problems.length > 0}
          describedBy="script-status"
          onSave={() => void save()}
        />
        <div className="script-side">
          <p id="script-status" className={`script-status${check.ok ? ' ok' : ' bad'}`} aria-live="polite">
            {checking
              ? t('editor.checking')
              : check.ok
                ? t('editor.reads', { count: check.script.abilities.length })
                : t('editor.problems', { count: problems.length })}
          </p>
          {problems.length > 0 && (
            <ul className="script-problems" aria-label={t('editor.problems', { count: problems.length })}>
              {problems.map((p, i) => (
                <li key={i}>
                  <button type="button" onClick={() => code.current?.select(p.offset, p.length, p.line)}>
                    <span className="script-place">{t('editor.place', { line: p.line, column: p.column })}</span>{' '}
                    {p.path
                      ? t('editor.expected', { path: p.path, expected: tm(p.expects) })
                      : t('editor.expectedWhole', { expected: tm(p.expects) })}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {check.ok && (
            <section aria-label={t('editor.preview')}>
              <h3>{t('editor.preview')}</h3>
              {check.script.abilities.length ? (
                <ul className="detail-abilities">
                  {check.script.abilities.map((a, i) => (
                    <li key={i}>{tm(sayAbility(a, card.game))}</li>
                  ))}
                </ul>
              ) : (
                <p className="dim">{t('editor.noAbilities')}</p>
              )}
            </section>
          )}
          <h3>{t('editor.printed')}</h3>
          <p className="detail-text">{card.text || '—'}</p>
        </div>
      </div>
      {message && (
        <p className={message.bad ? 'form-error' : 'dim'} role={message.bad ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <div className="dialog-actions script-actions">
        <button type="button" className="btn" onClick={tryIt}>
          {t('actions.try')}
        </button>
        {givenScript && (
          <button type="button" className="btn danger" disabled={busy} onClick={() => void remove()}>
            {t('editor.remove')}
          </button>
        )}
        <span className="spacer" />
        <button type="button" className="btn" disabled={text === baseline} onClick={() => setText(baseline)}>
          {t('editor.revert')}
        </button>
        <button type="button" className="btn" onClick={cancel}>
          {t('editor.cancel')}
        </button>
        <button type="button" className="btn primary" disabled={busy} onClick={() => void save()}>
          {t('editor.save')}
        </button>
      </div>
    </dialog>
  );
}

/** The card detail's way into the editor and onto a test table with the card as it is. */
export function ScriptActions({ card, onEdit }: { card: Card; onEdit: () => void }) {
  const { t } = useTranslation('scripts');
  const name = useCardName()(card);
  return (
    <div className="script-detail-actions">
      <button type="button" className="btn small" onClick={onEdit}>
        {t('actions.edit')}
      </button>
      <button
        type="button"
        className="btn small"
        onClick={() => {
          keepDraft(cardKey(card), null);
          requestTestTable(testTable(card, null, t('test.deck', { card: name })));
          navigate('play');
        }}
      >
        {t('actions.try')}
      </button>
    </div>
  );
}
