/** Custom tournament formats: define, edit, delete, import and export as JSON. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_IDS, type GameId } from '../../../../engine/cards/model';
import {
  BUILT_IN_FORMATS,
  customFormat,
  formatFromJson,
  formatToJson,
  type Format,
} from '../../../../engine/decks/formats';
import { refFromText, refText, type CardRef } from '../../../../engine/decks/refs';
import { platform } from '../../../platform';
import { tellNow, useFormatWords } from '../../../i18n/hooks';
import type { Message } from '../../../../engine/i18n/message';
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
  effects: string;
  reprints: boolean;
  /** The edited format, whose fields this dialog does not show (set pool rules, basic G…) are kept. */
  original?: Format;
}

const blank: Draft = {
  id: '',
  name: '',
  game: 'ms-war',
  min: '50',
  max: '50',
  sideMax: '',
  copyLimit: '3',
  banned: '',
  limited: '',
  sets: '',
  effects: '',
  reprints: true,
};

/** A new custom format that starts as a copy of a built-in one (an organiser's variant of a preset). */
function basedOn(f: Format): Draft {
  const copy = { ...f, id: `${f.id}-custom`, citations: {}, source: undefined };
  return toDraft(copy);
}

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
    effects: f.bannedEffects.join(', '),
    reprints: f.reprints,
    original: f,
  };
}

const list = (text: string) =>
  text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
const int = (text: string) => (text.trim() === '' ? null : Number(text));

/** The edited format's own reference for a card still listed, so its name (for other numberings) is kept. */
function known<T extends CardRef>(refs: readonly T[] | undefined, text: string): CardRef | undefined {
  const ref = refs?.find((r) => refText(r) === text);
  return ref && { ...(ref.number ? { number: ref.number } : {}), ...(ref.name ? { name: ref.name } : {}) };
}

function fromDraft(d: Draft) {
  return customFormat({
    ...d.original,
    id: d.id,
    name: d.name,
    game: d.game,
    deckSize: { min: Number(d.min), max: int(d.max) },
    sideSize: { min: 0, max: int(d.sideMax) },
    copyLimit: Number(d.copyLimit),
    banned: list(d.banned).map((text) => known(d.original?.banned, text) ?? text),
    limited: list(d.limited).map((item) => {
      const [card, max] = item.split('=');
      return {
        ...(known(d.original?.limited, card.trim()) ?? refFromText(card)),
        max: max === undefined ? 1 : Number(max),
      };
    }),
    allowedSets: list(d.sets),
    reprints: d.reprints,
    bannedEffects: list(d.effects),
  });
}

/** A refusal's problems in the interface language (its English words where it has no messages). */
function told(failed: { errors: string[]; said?: Message[] }): string[] {
  return failed.said ? failed.said.map(tellNow) : failed.errors;
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
  const { t } = useTranslation(['formats', 'games']);
  const words = useFormatWords();
  const field = (key: Exclude<keyof Draft, 'original' | 'reprints'>, label: string, hint?: string) => (
    <label className="field">
      <span>{label}</span>
      <input
        aria-label={label}
        value={draft?.[key] ?? ''}
        placeholder={hint}
        onChange={(e) => setDraft((d) => d && { ...d, [key]: e.target.value })}
      />
    </label>
  );
  const save = async () => {
    if (!draft) return;
    const made = fromDraft(draft);
    if (!made.ok) return setErrors(told(made));
    await saveCustomFormat(made.value);
    setDraft(undefined);
    setErrors([]);
  };
  const importFile = async () => {
    const files = await platform.openFiles({
      title: t('dialog.importTitle'),
      filters: [{ name: t('dialog.fileType'), extensions: ['json'] }],
      multiple: false,
      as: 'text',
    });
    for (const file of files) {
      const read = formatFromJson(file.text ?? '');
      if (read.ok) await saveCustomFormat(read.value);
      else setErrors(told(read).map((e) => t('dialog.fileProblem', { file: file.name, problem: e })));
    }
  };
  return (
    <Modal title={t('dialog.title')} onClose={onClose} wide>
      {draft ? (
        <div className="format-form">
          {field('id', t('dialog.id'), t('dialog.idHint'))}
          {field('name', t('dialog.name'))}
          <label className="field">
            <span>{t('dialog.game')}</span>
            <select
              aria-label={t('dialog.game')}
              value={draft.game}
              onChange={(e) => setDraft({ ...draft, game: e.target.value as GameId })}
            >
              {GAME_IDS.map((g) => (
                <option key={g} value={g}>
                  {t(`games:${g}`)}
                </option>
              ))}
            </select>
          </label>
          {field('min', t('dialog.min'))}
          {field('max', t('dialog.max'), t('dialog.maxHint'))}
          {field('sideMax', t('dialog.sideMax'), t('dialog.sideMaxHint'))}
          {field('copyLimit', t('dialog.copyLimit'))}
          {field('banned', t('dialog.banned'), 'SD-010, SD-011')}
          {field('limited', t('dialog.limited'), 'SD-020=1')}
          {field('sets', t('dialog.sets'), t('dialog.setsHint'))}
          <label className="field checkbox">
            <input
              type="checkbox"
              checked={draft.reprints}
              onChange={(e) => setDraft({ ...draft, reprints: e.target.checked })}
            />
            <span>{t('dialog.reprints')}</span>
          </label>
          {field('effects', t('dialog.effects'), t('dialog.effectsHint'))}
          <Errors errors={errors} />
          <div className="form-actions">
            <button type="button" className="btn" onClick={() => setDraft(undefined)}>
              {t('dialog.cancel')}
            </button>
            <button type="button" className="btn primary" onClick={() => void save()}>
              {t('dialog.save')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className="dim">{t('dialog.intro')}</p>
          <ul className="format-list">
            {custom.map((f) => (
              <li key={f.id}>
                <span>
                  <strong>{words.name(f)}</strong>{' '}
                  <span className="dim">
                    {f.id} · {t(`games:${f.game}`)}
                  </span>
                </span>
                <button type="button" className="btn small" onClick={() => setDraft(toDraft(f))}>
                  {t('dialog.edit')}
                </button>
                <button
                  type="button"
                  className="btn small"
                  onClick={() =>
                    void platform.saveFile({
                      title: t('dialog.exportTitle'),
                      suggestedName: `${f.id}.json`,
                      filters: [{ name: t('dialog.fileType'), extensions: ['json'] }],
                      text: formatToJson(f),
                    })
                  }
                >
                  {t('dialog.export')}
                </button>
                <button type="button" className="btn small danger" onClick={() => void deleteCustomFormat(f.id)}>
                  {t('dialog.delete')}
                </button>
              </li>
            ))}
            {custom.length === 0 && <li className="dim">{t('dialog.none')}</li>}
          </ul>
          <Errors errors={errors} />
          <div className="form-actions">
            <button type="button" className="btn" onClick={() => void importFile()}>
              {t('dialog.importJson')}
            </button>
            <select
              aria-label={t('dialog.basedOn')}
              value=""
              onChange={(e) =>
                e.target.value && setDraft(basedOn(BUILT_IN_FORMATS.find((f) => f.id === e.target.value)!))
              }
            >
              <option value="">{t('dialog.basedOn')}</option>
              {BUILT_IN_FORMATS.map((f) => (
                <option key={f.id} value={f.id}>
                  {t('select.option', { name: words.name(f), id: f.id })}
                </option>
              ))}
            </select>
            <button type="button" className="btn primary" onClick={() => setDraft(blank)}>
              {t('dialog.new')}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
