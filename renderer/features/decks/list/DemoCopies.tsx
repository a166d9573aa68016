/**
 * The ready-to-play demo decks the Play screen offers, copied here as the player's own decks:
 * a first deck to edit, print, export or point `npm run simulate` at, without building one.
 */
import { useEffect, useRef, useState } from 'react';
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
  const menu = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  // Closed like any menu while it is open: Escape (focus back on its button), or a press outside it.
  useEffect(() => {
    if (!open) return;
    const close = (focusButton: boolean) => {
      if (menu.current) menu.current.open = false;
      if (focusButton) menu.current?.querySelector('summary')?.focus();
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close(true);
    const onPress = (e: PointerEvent) => !menu.current?.contains(e.target as Node) && close(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [open]);
  return (
    <details ref={menu} className="deck-demo-copies" onToggle={(e) => setOpen(e.currentTarget.open)}>
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
