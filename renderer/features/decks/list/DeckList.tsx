/** All decks at a glance: game, format, size and legality; create, rename, duplicate, delete with undo. */
import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import { GAME_LABELS, type GameId } from '../../../../engine/cards/model';
import type { Deck } from '../../../../engine/decks/model';
import type { CardCatalog } from '../../../../engine/decks/catalog';
import { findFormat, gameFormat, type Format } from '../../../../engine/decks/formats';
import { validateDeck } from '../../../../engine/decks/validate';
import { EmptyState } from '../../../ui/EmptyState';
import { createDeck, deleteDeck, duplicateDeck, entryCount, restoreDeleted, saveDeck } from '../data/decks';
import { openDeck } from '../data/route';

function Legality({ deck, catalog, custom }: { deck: Deck; catalog: CardCatalog; custom: Format[] }) {
  const format = findFormat(deck.format, custom) ?? gameFormat(deck.game);
  const problems = validateDeck(deck, format, catalog).length;
  return problems === 0 ? <span className="badge ok">Legal</span> : <span className="badge bad">{problems} problem{problems === 1 ? '' : 's'}</span>;
}

function DeckRow({ deck, catalog, custom, onDeleted }: { deck: Deck; catalog: CardCatalog; custom: Format[]; onDeleted: (name: string, undo: () => void) => void }) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(deck.name);
  const format = findFormat(deck.format, custom);
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
            aria-label="Deck name"
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
            {deck.name || 'Untitled deck'}
          </a>
        )}
      </td>
      <td>{GAME_LABELS[deck.game]}</td>
      <td>{format?.name ?? `${deck.format} (unknown)`}</td>
      <td className="num">
        {entryCount(deck.main)}
        {deck.side.length > 0 && <span className="dim"> + {entryCount(deck.side)}</span>}
      </td>
      <td>
        <Legality deck={deck} catalog={catalog} custom={custom} />
      </td>
      <td className="row-actions">
        <button type="button" className="btn small" onClick={() => setRenaming(true)} aria-label={`Rename ${deck.name}`}>
          Rename
        </button>
        <button type="button" className="btn small" onClick={() => void duplicateDeck(deck)} aria-label={`Duplicate ${deck.name}`}>
          Duplicate
        </button>
        <button
          type="button"
          className="btn small danger"
          aria-label={`Delete ${deck.name}`}
          onClick={async () => {
            const saved = await deleteDeck(deck.id);
            if (saved) onDeleted(deck.name, () => void restoreDeleted(saved));
          }}
        >
          Delete
        </button>
      </td>
    </tr>
  );
}

export function DeckList({ catalogs, custom }: { catalogs: Record<GameId, CardCatalog>; custom: Format[] }) {
  const decks = useLiveQuery(() => db.decks.orderBy('updatedAt').reverse().toArray(), [], undefined);
  const [toast, setToast] = useState<{ name: string; undo: () => void } | undefined>();
  const create = async (game: GameId) => openDeck((await createDeck(game, `New ${game === 'ms-war' ? 'M.S. War' : 'Gundam War'} deck`)).id);

  if (decks === undefined) return null;
  return (
    <>
      <div className="deck-list-actions">
        <button type="button" className="btn primary" onClick={() => void create('ms-war')}>
          New M.S. War deck
        </button>
        <button type="button" className="btn primary" onClick={() => void create('gundam-war')}>
          New Gundam War deck
        </button>
      </div>
      {decks.length === 0 ? (
        <EmptyState icon="deck" title="No decks yet">
          <p>Build a deck from your card library and the bundled demo sets; it is checked live against a tournament format.</p>
          <p>Or import a deck list: open a file, paste a list, or drop a file anywhere on this window.</p>
        </EmptyState>
      ) : (
        <table className="deck-table">
          <thead>
            <tr>
              <th>Deck</th>
              <th>Game</th>
              <th>Format</th>
              <th className="num">Cards</th>
              <th>Legality</th>
              <th aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {decks.map((deck) => (
              <DeckRow key={deck.id} deck={deck} catalog={catalogs[deck.game]} custom={custom} onDeleted={(name, undo) => setToast({ name, undo })} />
            ))}
          </tbody>
        </table>
      )}
      {toast && (
        <div className="toast" role="status">
          Deleted “{toast.name}”.
          <button
            type="button"
            className="btn small"
            onClick={() => {
              toast.undo();
              setToast(undefined);
            }}
          >
            Undo
          </button>
          <button type="button" className="btn small ghost" aria-label="Dismiss" onClick={() => setToast(undefined)}>
            ✕
          </button>
        </div>
      )}
    </>
  );
}
