/** Custom tournament formats: define, edit, delete, import and export as JSON. */
import { useState } from 'react';
import { GAME_IDS, GAME_LABELS, type GameId } from '../../../../engine/cards/model';
import { customFormat, formatFromJson, formatToJson, type Format } from '../../../../engine/decks/formats';
import { refFromText, refText } from '../../../../engine/decks/refs';
import { platform } from '../../../platform';
import { Modal } from '../Modal';
import { deleteCustomFormat, saveCustomFormat } from '../data/formats';

interface Draft {
  id: string;
  name: string;
  game: GameId;
  min: string;
  max: string;
  sideMax: string;
  copyLimit: string;
  banned: string;
  limited: string;
  sets: string;
  /** The edited format, whose fields this dialog does not show (set pool rules, basic G…) are kept. */
  original?: Format;
}

const blank: Draft = { id: '', name: '', game: 'ms-war', min: '50', max: '50', sideMax: '', copyLimit: '3', banned: '', limited: '', sets: '' };

function toDraft(f: Format): Draft {
  return {
    id: f.id,
    name: f.name,
    game: f.game,
    min: String(f.deckSize.min),
    max: f.deckSize.max === null ? '' : String(f.deckSize.max),
    sideMax: f.sideSize.max === null ? '' : String(f.sideSize.max),
    copyLimit: String(f.copyLimit),
    banned: f.banned.map(refText).join(', '),
    limited: f.limited.map((l) => `${refText(l)}=${l.max}`).join(', '),
    sets: f.allowedSets.join(', '),
    original: f,
  };
}

const list = (text: string) => text.split(/[,\n]/).map((s) => s.trim()).filter(Boolean);
const int = (text: string) => (text.trim() === '' ? null : Number(text));

function fromDraft(d: Draft) {
  return customFormat({
    ...d.original,
    id: d.id,
    name: d.name,
    game: d.game,
    deckSize: { min: Number(d.min), max: int(d.max) },
    sideSize: { min: 0, max: int(d.sideMax) },
    copyLimit: Number(d.copyLimit),
    banned: list(d.banned),
    limited: list(d.limited).map((item) => {
      const [card, max] = item.split('=');
      return { ...refFromText(card), max: max === undefined ? 1 : Number(max) };
    }),
    allowedSets: list(d.sets),
  });
}

function Errors({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul className="problem-list" role="alert">
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

export function FormatsDialog({ custom, onClose }: { custom: Format[]; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft | undefined>();
  const [errors, setErrors] = useState<string[]>([]);
  const field = (key: Exclude<keyof Draft, 'original'>, label: string, hint?: string) => (
    <label className="field">
      <span>{label}</span>
      <input aria-label={label} value={draft?.[key] ?? ''} placeholder={hint} onChange={(e) => setDraft((d) => d && { ...d, [key]: e.target.value })} />
    </label>
  );
  const save = async () => {
    if (!draft) return;
    const made = fromDraft(draft);
    if (!made.ok) return setErrors(made.errors);
    await saveCustomFormat(made.value);
    setDraft(undefined);
    setErrors([]);
  };
  const importFile = async () => {
    const files = await platform.openFiles({ title: 'Import format', filters: [{ name: 'Format (JSON)', extensions: ['json'] }], multiple: false, as: 'text' });
    for (const file of files) {
      const read = formatFromJson(file.text ?? '');
      if (read.ok) await saveCustomFormat(read.value);
      else setErrors(read.errors.map((e) => `${file.name}: ${e}`));
    }
  };
  return (
    <Modal title="Tournament formats" onClose={onClose} wide>
      {draft ? (
        <div className="format-form">
          {field('id', 'Id', 'e.g. store-league')}
          {field('name', 'Name')}
          <label className="field">
            <span>Game</span>
            <select aria-label="Game" value={draft.game} onChange={(e) => setDraft({ ...draft, game: e.target.value as GameId })}>
              {GAME_IDS.map((g) => (
                <option key={g} value={g}>
                  {GAME_LABELS[g]}
                </option>
              ))}
            </select>
          </label>
          {field('min', 'Deck size min')}
          {field('max', 'Deck size max', 'empty = no maximum')}
          {field('sideMax', 'Side deck max', 'empty = no limit')}
          {field('copyLimit', 'Copy limit')}
          {field('banned', 'Banned (card numbers)', 'SD-010, SD-011')}
          {field('limited', 'Limited (number=max)', 'SD-020=1')}
          {field('sets', 'Allowed sets', 'empty = all sets')}
          <Errors errors={errors} />
          <div className="form-actions">
            <button type="button" className="btn" onClick={() => setDraft(undefined)}>
              Cancel
            </button>
            <button type="button" className="btn primary" onClick={() => void save()}>
              Save format
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className="dim">Built-in: M.S. War 2.1 and Gundam War. A custom format starts from its game's rules and sets its own size, copies, side deck, banned and limited cards and sets. The command line accepts an exported file with --format-file.</p>
          <ul className="format-list">
            {custom.map((f) => (
              <li key={f.id}>
                <span>
                  <strong>{f.name}</strong> <span className="dim">{f.id} · {GAME_LABELS[f.game]}</span>
                </span>
                <button type="button" className="btn small" onClick={() => setDraft(toDraft(f))}>
                  Edit
                </button>
                <button type="button" className="btn small" onClick={() => void platform.saveFile({ title: 'Export format', suggestedName: `${f.id}.json`, filters: [{ name: 'Format (JSON)', extensions: ['json'] }], text: formatToJson(f) })}>
                  Export
                </button>
                <button type="button" className="btn small danger" onClick={() => void deleteCustomFormat(f.id)}>
                  Delete
                </button>
              </li>
            ))}
            {custom.length === 0 && <li className="dim">No custom formats yet.</li>}
          </ul>
          <Errors errors={errors} />
          <div className="form-actions">
            <button type="button" className="btn" onClick={() => void importFile()}>
              Import JSON…
            </button>
            <button type="button" className="btn primary" onClick={() => setDraft(blank)}>
              New format
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
