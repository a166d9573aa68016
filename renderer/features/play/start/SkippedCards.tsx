/**
 * The start panel's word on stored card records left out of the game's cards because they
 * cannot be read as cards (renderer/db/storedCard.ts): which, and the field that is missing or
 * unreadable, in the Cards screen's words and the deck checks' look. A deck that lists such a card then reads as missing
 * it, and this says why.
 */
import { useTranslation } from 'react-i18next';
import type { SkippedCard } from '../../../db/storedCard';

export function SkippedCards({ skipped }: { skipped: readonly SkippedCard[] }) {
  const { t } = useTranslation('cards');
  if (!skipped.length) return null;
  const list = skipped.map((s) => t('guard.skippedCard', { card: s.card, field: s.field })).join(', ');
  return (
    <div className="pf-deck-checks">
      <div className="pf-warn" role="status" data-testid="play-skipped">
        {t('guard.skipped', { count: skipped.length, list })}
      </div>
    </div>
  );
}
