/**
 * The ready-to-play demo decks the Play screen offers, copied here as the player's own decks:
 * a first deck to edit, print, export or point `npm run simulate` at, without building one.
 */
import { useTranslation } from 'react-i18next';
import type { GameId } from '../../../../engine/cards/model';
import { demoDecks } from '../../play/start/demoDecks';
import { copyDemoDeck } from '../data/decks';
import { openDeck } from '../data/route';
import { freeName } from './freeName';

const GAMES: readonly GameId[] = ['gundam-war', 'ms-war'];

export function DemoCopies({ taken }: { taken: ReadonlySet<string> }) {
  const { t } = useTranslation(['decks', 'play']);
  const decks = GAMES.flatMap((game) => demoDecks(game, (key, params) => t(key as never, params) as string));
  const copy = async (game: GameId, name: string, main: Parameters<typeof copyDemoDeck>[2]) => {
    const free = freeName(taken, (n) => t('list.numbered', { name, n }), { first: name, from: 2 });
    openDeck((await copyDemoDeck(game, free, main)).id);
  };
  return (
    <details className="deck-demo-copies">
      <summary className="btn">{t('list.demoCopies')}</summary>
      <div className="deck-demo-menu" role="group" aria-label={t('list.demoCopiesLabel')}>
        <p className="muted">{t('list.demoCopiesHint')}</p>
        {decks.map((d) => (
          <button key={d.id} type="button" className="btn small" onClick={() => void copy(d.game, d.name, d.main)}>
            {t('list.copyDemo', { name: d.name })}
          </button>
        ))}
      </div>
    </details>
  );
}
