/**
 * Refusals and passing words floating over the table's top edge: they come and go without
 * moving the table, Pass or the log under the pointer.
 */
import { useTranslation } from 'react-i18next';
import type { Refusal } from '../table/overrides';
import { OverrideOffer } from '../panels/OverrideOffer';

interface Props {
  /** The step a replay shows, when a move was tried there. */
  replayRefused: number | null;
  offer: { refusal: Refusal; decide(made: boolean): void } | null;
  strict: boolean;
  note: string | null;
  error: string | null;
}

export function PlayToasts({ replayRefused, offer, strict, note, error }: Props) {
  const { t } = useTranslation('play');
  return (
    <div className="pf-toasts">
      {replayRefused !== null && (
        <div className="pf-toast pf-note" role="status" data-testid="replay-refused">
          {t('screen.replaying', { step: replayRefused })}
        </div>
      )}
      {offer && (
        <OverrideOffer
          refusal={offer.refusal}
          strict={strict}
          onOverride={() => offer.decide(true)}
          onCancel={() => offer.decide(false)}
        />
      )}
      {note && (
        <div className="pf-toast pf-note" role="status" data-testid="table-note">
          {note}
        </div>
      )}
      {error && (
        <div className="pf-toast" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
