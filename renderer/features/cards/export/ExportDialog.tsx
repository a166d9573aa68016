/**
 * "Export cards…": the library, the current search results or one set written as a JSON card
 * file with each card's own script (engine/cards/export.ts), in the format the importer reads,
 * so a community can share a scripted card file.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardFileJson } from '../../../../engine/cards/export';
import type { Card } from '../../../../engine/cards/model';
import { platform } from '../../../platform';

type Which = 'all' | 'results' | 'set';

const setKey = (c: Card) => `${c.game}\u0000${c.set}`;

function fileName(which: Which, set: string | undefined): string {
  const base = which === 'set' && set ? set : which === 'results' ? 'search' : 'library';
  return `sortie-cards-${base.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'cards'}.json`;
}

export function ExportDialog({
  cards,
  results,
  onClose,
}: {
  cards: readonly Card[];
  results: readonly Card[];
  onClose: (message?: string) => void;
}) {
  const { t } = useTranslation(['scripts', 'games', 'common']);
  const ref = useRef<HTMLDialogElement>(null);
  const sets = useMemo(() => {
    const out = new Map<string, { game: Card['game']; name: string; count: number }>();
    for (const c of cards) {
      const k = setKey(c);
      const s = out.get(k) ?? { game: c.game, name: c.set, count: 0 };
      s.count++;
      out.set(k, s);
    }
    return [...out].sort(([, a], [, b]) => a.game.localeCompare(b.game) || a.name.localeCompare(b.name));
  }, [cards]);
  const [which, setWhich] = useState<Which>(results.length < cards.length && results.length ? 'results' : 'all');
  const [set, setSet] = useState(sets[0]?.[0]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);

  const chosen = which === 'all' ? cards : which === 'results' ? results : cards.filter((c) => setKey(c) === set);
  const write = async () => {
    setBusy(true);
    const saved = await platform.saveFile({
      title: t('export.title'),
      suggestedName: fileName(which, sets.find(([k]) => k === set)?.[1].name),
      filters: [{ name: t('export.fileKind'), extensions: ['json'] }],
      text: cardFileJson(chosen),
    });
    setBusy(false);
    if (!saved.saved) return;
    onClose(
      t('export.done', {
        count: chosen.length,
        where: saved.location ? t('export.as', { location: saved.location }) : '',
      }),
    );
  };

  return (
    <dialog
      ref={ref}
      className="import-dialog"
      aria-label={t('export.title')}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2>{t('export.title')}</h2>
      <p className="dim">{t('export.intro')}</p>
      <fieldset className="export-which">
        <legend>{t('export.which')}</legend>
        <label>
          <input type="radio" name="export-which" checked={which === 'all'} onChange={() => setWhich('all')} />{' '}
          {t('export.all', { count: cards.length })}
        </label>
        <label>
          <input
            type="radio"
            name="export-which"
            checked={which === 'results'}
            disabled={!results.length}
            onChange={() => setWhich('results')}
          />{' '}
          {t('export.results', { count: results.length })}
        </label>
        <label>
          <input type="radio" name="export-which" checked={which === 'set'} onChange={() => setWhich('set')} />{' '}
          {t('export.set')}{' '}
          <select
            aria-label={t('export.set')}
            value={set}
            onChange={(e) => {
              setSet(e.target.value);
              setWhich('set');
            }}
          >
            {sets.map(([k, s]) => (
              <option key={k} value={k}>
                {t('export.setOption', { set: s.name, game: t(`games:${s.game}`), count: s.count })}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={() => onClose()}>
          {t('common:action.cancel')}
        </button>
        <button type="button" className="btn primary" disabled={busy || !chosen.length} onClick={() => void write()}>
          {t('export.write')}
        </button>
      </div>
    </dialog>
  );
}
