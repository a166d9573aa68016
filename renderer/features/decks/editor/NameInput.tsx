/**
 * The deck name. Every key that leaves a name is written as it is typed (`onRename`), so no
 * pause, Enter or leaving the field stands between a typed name and the database; the keys of
 * one visit to the field are one undo step (`typing`, a key new at each focus). A name changed
 * from outside (undo/redo of a rename) replaces the text; the names this field wrote itself come
 * back as they are confirmed and leave the text being typed (a trailing space, say) alone; until
 * then the field is `aria-busy`.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The name's width in `ch`: kana, kanji and full-width forms take two columns, as they are drawn. */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
const columns = (text: string) => [...text].reduce((n, c) => n + (WIDE.test(c) ? 2 : 1), 0);

export function NameInput({ name, onRename }: { name: string; onRename: (name: string, typing: string) => void }) {
  const { t } = useTranslation('decks');
  const [draft, setDraft] = useState(name);
  // Names written by this field and not yet come back as `name`, oldest first.
  const sent = useRef<string[]>([]);
  // True from a key until the database has the name it wrote (milliseconds): the field echoes a
  // key at once, before any write can finish, and says so to assistive technology.
  const [writing, setWriting] = useState(false);
  const field = useId();
  const visits = useRef(0);
  // The name last written or shown: a key that leaves it unchanged (a trailing space) writes nothing.
  const last = useRef(name);
  useEffect(() => {
    const i = sent.current.indexOf(name);
    if (i >= 0) sent.current.splice(0, i + 1);
    else {
      sent.current = [];
      last.current = name;
      setDraft(name);
    }
    if (sent.current.length === 0) setWriting(false);
  }, [name]);
  const change = (text: string) => {
    setDraft(text);
    const next = tidy(text);
    if (!next || next === last.current) return;
    last.current = next;
    sent.current.push(next);
    setWriting(true);
    onRename(next, `${field}:${visits.current}`);
  };
  // Leaving the field shows the name as written (tidied), or the deck's name for a blank field.
  const leave = () => {
    setDraft(tidy(draft) || last.current);
    visits.current += 1;
  };
  return (
    <input
      className="deck-title"
      aria-label={t('list.deckName')}
      style={{ width: `${Math.max(12, columns(draft) + 2)}ch` }}
      value={draft}
      aria-busy={writing || undefined}
      onChange={(e) => change(e.target.value)}
      onBlur={leave}
      onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
    />
  );
}
