/** Version history: automatic and named snapshots, restore, and a diff of two versions. */
import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type DeckVersion } from '../../../db/db';
import type { Deck } from '../../../../engine/decks/model';
import type { CardCatalog } from '../../../../engine/decks/catalog';
import { diffDecks } from '../../../../engine/decks/edit';
import { snapshot } from '../data/decks';

const when = (t: number) => new Date(t).toLocaleString();

export function HistoryPanel({ deck, catalog, apply }: { deck: Deck; catalog: CardCatalog; apply: (change: (d: Deck) => Deck) => void }) {
  const versions = useLiveQuery(() => db.deckVersions.where('deckId').equals(deck.id).reverse().sortBy('createdAt'), [deck.id], []);
  const [label, setLabel] = useState('');
  const [a, setA] = useState<string>('current');
  const [b, setB] = useState<string>('');
  const pick = (key: string): Pick<Deck, 'main' | 'side'> | undefined => (key === 'current' ? deck : versions.find((v) => String(v.id) === key)?.deck);
  const left = pick(b);
  const right = pick(a);
  const diff = left && right ? diffDecks(left, right) : [];
  const name = (v: DeckVersion) => v.label || `Auto · ${when(v.createdAt)}`;
  const versionOptions = versions.map((v) => (
    <option key={v.id} value={String(v.id)}>
      {name(v)}
    </option>
  ));
  return (
    <div className="history">
      <form
        className="name-version"
        onSubmit={(e) => {
          e.preventDefault();
          if (!label.trim()) return;
          void snapshot(deck, label.trim(), false);
          setLabel('');
        }}
      >
        <input aria-label="Version name" placeholder="Name this version…" value={label} onChange={(e) => setLabel(e.target.value)} />
        <button type="submit" className="btn small" disabled={!label.trim()}>
          Save version
        </button>
      </form>
      <ul className="versions" aria-label="Versions">
        {versions.map((v) => (
          <li key={v.id} className={v.auto ? 'auto' : 'named'}>
            <span className="v-name">{name(v)}</span>
            <span className="dim">
              {v.deck.main.reduce((s, e) => s + e.count, 0)} cards{v.auto ? '' : ` · ${when(v.createdAt)}`}
            </span>
            <button type="button" className="btn small" onClick={() => apply((d) => ({ ...d, main: v.deck.main, side: v.deck.side, format: v.deck.format, name: v.deck.name }))}>
              Restore
            </button>
          </li>
        ))}
        {versions.length === 0 && <li className="dim">Snapshots appear here as you edit; name one to keep a milestone.</li>}
      </ul>
      <h3>Compare</h3>
      <div className="compare">
        <select aria-label="Older version" value={b} onChange={(e) => setB(e.target.value)}>
          <option value="">Choose a version…</option>
          {versionOptions}
        </select>
        <span>→</span>
        <select aria-label="Newer version" value={a} onChange={(e) => setA(e.target.value)}>
          <option value="current">Current deck</option>
          {versionOptions}
        </select>
      </div>
      {left && right && (
        <ul className="diff" aria-label="Differences">
          {diff.length === 0 && <li className="dim">No differences.</li>}
          {diff.map((d) => (
            <li key={`${d.section}-${d.number}`} className={d.after > d.before ? 'plus' : 'minus'}>
              {d.after > d.before ? '+' : '−'}
              {Math.abs(d.after - d.before)} {catalog.byNumber(d.number)?.name ?? d.number} <span className="dim">({d.section})</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
