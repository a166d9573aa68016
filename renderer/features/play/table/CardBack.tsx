/** The back of a card of either game: what a hidden card (a hand, a deck, a face-down card) looks like. */
import { memo } from 'react';

export const CardBack = memo(function CardBack({ game }: { game: string }) {
  return (
    <div className={`pf-back pf-back-${game}`} aria-hidden>
      <span>{game === 'ms-war' ? 'M.S. WAR' : 'GUNDAM WAR'}</span>
    </div>
  );
});
