/** All decks at a glance: game, format, size and legality; create, rename, duplicate, delete with undo. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import type { GameId } from '../../../../engine/cards/model';
import type { Deck } from '../../../../engine/decks/model';
import type { CardCatalog } from '../../../../engine/decks/catalog';
import { findFormat, gameFormat, type Format } from '../../../../engine/decks/formats';
import { validateDeck } from '../../../../engine/decks/validate';
import { EmptyState } from '../../../ui/EmptyState';
import { createDeck, deleteDeck, duplicateDeck, entryCount, restoreDeleted, saveDeck } from '../data/decks';
import { DemoCopies } from './DemoCopies';
import { freeName } from './freeName';
import { openDeck } from '../data/route';
import { useFormatWords } from '../../../i18n/hooks';

function Legality({ deck, catalog, custom }: { deck: Deck; catalog: CardCatalog; custom: Format[] }) {
  const format = findFormat(deck.format, custom) ?? gameFormat(deck.game);
  const { t } = useTranslation('decks');
  const problems = validateDeck(deck, format, catalog).length;
  return problems === 0 ? (
    <span className="badge ok">{t('list.legal')}</span>
  ) : (
    <span className="badge bad">{t('list.problems', { count: problems })}</span>
  );
}

function DeckRow({
  deck,
  catalog,
  custom,
  onDeleted,
}: {
  deck: Deck;
  catalog: CardCatalog;
  custom: Format[];
  onDeleted: (name: string, undo: () => void) => void;
}) {
  const { t } = useTranslation(['decks', 'games']);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(deck.name);
  const format = findFormat(deck.format, custom);
  const words = useFormatWords();
  const commit = () => {
    setRenaming(false);
    const trimmed = name.replace(/\s+/g, ' ').trim();
    if (trimmed && trimmed !== deck.name) void saveDeck({ ...deck, name: trimmed });
    else setName(deck.name);
  };
  return (
    <tr>
      <td className="deck-name-cell">
        {renaming ? (
          <input
            className="inline-input"
            aria-label={t('list.deckName')}
            autoFocus
            value={name}
            onChange={(e) => setName(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit();
              if (e.key === 'Escape') {
                setName(deck.name);
                setRenaming(false);
              }
            }}
          />
        ) : (
          <a href={`#/decks/${encodeURIComponent(deck.id)}`} className="deck-link">
            {deck.name || t('list.untitled')}
          </a>
        )}
      </td>
      <td>{t(`games:${deck.game}`)}</td>
      <td>{format ? words.name(format) : t('list.unknownFormat', { format: deck.format })}</td>
      <td className="num">
        {entryCount(deck.main)}
        {deck.side.length > 0 && <span className="dim"> + {entryCount(deck.side)}</span>}
      </td>
      <td>
        <Legality deck={deck} catalog={catalog} custom={custom} />
      </td>
      <td className="row-actions">
        <button
          type="button"
          className="btn small"
          onClick={() => setRenaming(true)}
          aria-label={t('list.renameDeck', { name: deck.name })}
        >
          {t('list.rename')}
        </button>
        <button
          type="button"
          className="btn small"
          onClick={() => void duplicateDeck(deck)}
          aria-label={t('list.duplicateDeck', { name: deck.name })}
        >
          {t('list.duplicate')}
        </button>
        <button
          type="button"
          className="btn small danger"
          aria-label={t('list.deleteDeck', { name: deck.name })}
          onClick={async () => {
            const saved = await deleteDeck(deck.id);
            if (saved) onDeleted(deck.name, () => void restoreDeleted(saved));
          }}
        >
          {t('list.delete')}
        </button>
      </td>
    </tr>
  );
}

export function DeckList({ catalogs, custom }: { catalogs: Record<GameId, CardCatalog>; custom: Format[] }) {
  const { t } = useTranslation(['decks', 'common']);
  const decks = useLiveQuery(() => db.decks.orderBy('updatedAt').reverse().toArray(), [], undefined);
  const [toast, setToast] = useState<{ name: string; undo: () => void } | undefined>();
  const taken = new Set((decks ?? []).map((d) => d.name));
  // A new deck is "New deck N", N the first number no deck's name has taken: never the button's words.
  const create = async (game: GameId) => {
    openDeck(
      (
        await createDeck(
          game,
          freeName(taken, (n) => t('list.defaultName', { n })),
        )
      ).id,
    );
  };

  if (decks === undefined) return null;
  return (
    <>
      <div className="deck-list-actions">
        <button type="button" className="btn primary" onClick={() => void create('ms-war')}>
          {t('list.newMsWar')}
        </button>
        <button type="button" className="btn primary" onClick={() => void create('gundam-war')}>
          {t('list.newGundamWar')}
        </button>
        <DemoCopies taken={taken} />
      </div>
      {decks.length === 0 ? (
        <EmptyState icon="deck" title={t('list.emptyTitle')}>
          <p>{t('list.emptyBuild')}</p>
          <p>{t('list.emptyImport')}</p>
        </EmptyState>
      ) : (
        <table className="deck-table">
          <thead>
            <tr>
              <th>{t('list.colDeck')}</th>
              <th>{t('list.colGame')}</th>
              <th>{t('list.colFormat')}</th>
              <th className="num">{t('list.colCards')}</th>
              <th>{t('list.colLegality')}</th>
              <th aria-label={t('list.colActions')} />
            </tr>
          </thead>
          <tbody>
            {decks.map((deck) => (
              <DeckRow
                key={deck.id}
                deck={deck}
                catalog={catalogs[deck.game]}
                custom={custom}
                onDeleted={(name, undo) => setToast({ name, undo })}
              />
            ))}
          </tbody>
        </table>
      )}
      {toast && (
        <div className="toast" role="status">
          {t('list.deleted', { name: toast.name })}
          <button
            type="button"
            className="btn small"
            onClick={() => {
              toast.undo();
              setToast(undefined);
            }}
          >
            {t('list.undo')}
          </button>
          <button
            type="button"
            className="btn small ghost"
            aria-label={t('common:action.dismiss')}
            onClick={() => setToast(undefined)}
          >
            ✕
          </button>
        </div>
      )}
    </>
  );
}
