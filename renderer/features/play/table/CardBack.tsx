/** The back of a card of either game: what a hidden card (a hand, a deck, a face-down card) looks like. */
import { memo } from 'react';

export const CardBack = memo(function CardBack({ game }: { game: string }) {
  return (
    // The game's logo as printed on its cards' backs, in Japan too: card data, not words to translate.
    <div className={`pf-back pf-back-${game}`} aria-hidden data-i18n-data>
      <span>{game === 'ms-war' ? 'M.S. WAR' : 'GUNDAM WAR'}</span>
    </div>
  );
});
