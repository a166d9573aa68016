/** Version history: automatic and named snapshots, restore, and a diff of two versions. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardName } from '../../../i18n/hooks';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type DeckVersion } from '../../../db/db';
import type { Deck } from '../../../../engine/decks/model';
import type { CardCatalog } from '../../../../engine/decks/catalog';
import { diffDecks } from '../../../../engine/decks/edit';
import { snapshot } from '../data/decks';
import { GoldfishCompare } from './GoldfishCompare';

export function HistoryPanel({
  deck,
  catalog,
  apply,
}: {
  deck: Deck;
  catalog: CardCatalog;
  apply: (change: (d: Deck) => Deck) => void;
}) {
  const { t, i18n } = useTranslation('decks');
  const localName = useCardName();
  const when = (time: number) => new Date(time).toLocaleString(i18n.resolvedLanguage);
  const versions = useLiveQuery(
    () => db.deckVersions.where('deckId').equals(deck.id).reverse().sortBy('createdAt'),
    [deck.id],
    [],
  );
  const [label, setLabel] = useState('');
  const [a, setA] = useState<string>('current');
  const [b, setB] = useState<string>('');
  const pick = (key: string): Pick<Deck, 'main' | 'side'> | undefined =>
    key === 'current' ? deck : versions.find((v) => String(v.id) === key)?.deck;
  const left = pick(b);
  const right = pick(a);
  const diff = left && right ? diffDecks(left, right) : [];
  const nameOf = (number: string) => {
    const card = catalog.byNumber(number);
    return card ? localName(card) : number;
  };
  const name = (v: DeckVersion) => v.label || t('history.auto', { when: when(v.createdAt) });
  const versionName = (key: string) => {
    const v = versions.find((x) => String(x.id) === key);
    return v ? name(v) : t('history.current');
  };
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
        <input
          aria-label={t('history.versionName')}
          placeholder={t('history.namePlaceholder')}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
        />
        <button type="submit" className="btn small" disabled={!label.trim()}>
          {t('history.save')}
        </button>
      </form>
      <ul className="versions" aria-label={t('history.versions')}>
        {versions.map((v) => (
          <li key={v.id} className={v.auto ? 'auto' : 'named'}>
            <span className="v-name">{name(v)}</span>
            <span className="dim">
              {t('history.cards', { count: v.deck.main.reduce((s, e) => s + e.count, 0) })}
              {v.auto ? '' : ` · ${when(v.createdAt)}`}
            </span>
            <button
              type="button"
              className="btn small"
              onClick={() =>
                apply((d) => ({ ...d, main: v.deck.main, side: v.deck.side, format: v.deck.format, name: v.deck.name }))
              }
            >
              {t('history.restore')}
            </button>
          </li>
        ))}
        {versions.length === 0 && <li className="dim">{t('history.empty')}</li>}
      </ul>
      <h3>{t('history.compare')}</h3>
      <div className="compare">
        <select aria-label={t('history.older')} value={b} onChange={(e) => setB(e.target.value)}>
          <option value="">{t('history.chooseVersion')}</option>
          {versionOptions}
        </select>
        <span>→</span>
        <select aria-label={t('history.newer')} value={a} onChange={(e) => setA(e.target.value)}>
          <option value="current">{t('history.current')}</option>
          {versionOptions}
        </select>
      </div>
      {left && right && (
        <ul className="diff" aria-label={t('history.differences')}>
          {diff.length === 0 && <li className="dim">{t('history.noDifferences')}</li>}
          {diff.map((d) => (
            <li key={`${d.section}-${d.number}`} className={d.after > d.before ? 'plus' : 'minus'}>
              {d.after > d.before ? '+' : '−'}
              {Math.abs(d.after - d.before)} {nameOf(d.number)}{' '}
              <span className="dim">({t(`section.other.${d.section}`)})</span>
            </li>
          ))}
        </ul>
      )}
      {left && right && (
        <GoldfishCompare
          game={deck.game}
          older={left.main}
          newer={right.main}
          olderName={versionName(b)}
          newerName={versionName(a)}
          catalog={catalog}
        />
      )}
    </div>
  );
}
